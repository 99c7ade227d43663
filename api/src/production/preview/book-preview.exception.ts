import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app.exception.js';

/** Failures of /step5's 'Preview your book' (docs/product/step5-delivery.md), in the uniform error shape. */
export abstract class BookPreviewException extends AppException {}

/** What the book still lacks, named as the wizard names it; `details.missing` lists the same. */
export class PreviewBookIncompleteException extends BookPreviewException {
  constructor(missing: readonly string[]) {
    super(
      'PREVIEW_BOOK_INCOMPLETE',
      `Your book cannot be previewed yet: ${missing.join(', ')} missing. Please complete steps 1 to 4 first.`,
      HttpStatus.BAD_REQUEST,
      {
        details: { missing },
      },
    );
  }
}

/** A page address that is not one of this visitor's current previews (another visitor's, or an old one). */
export class PreviewPageNotFoundException extends BookPreviewException {
  constructor() {
    super(
      'PREVIEW_PAGE_NOT_FOUND',
      'This preview page is no longer available. Open the preview again.',
      HttpStatus.NOT_FOUND,
    );
  }
}
