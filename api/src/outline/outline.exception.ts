import { HttpStatus } from '@nestjs/common';
import type { OutlineInput } from '@storyloom/contracts';
import { AppException } from '../common/app.exception.js';

/** Failures that belong to Step 3's outline, mapped to the uniform error shape by the global filter. */
export abstract class OutlineException extends AppException {}

/**
 * The draft lacks what step 1 or step 2 saves. 400, because the page
 * (docs/product/step3-outline.md#what-happens-on-generate-outline) answers a 400 with
 * 'Missing required data. Please complete steps 1 and 2 first.'; `details.missing` names what is missing.
 */
export class OutlineMissingInputsException extends OutlineException {
  constructor(missing: readonly OutlineInput[]) {
    super(
      'OUTLINE_MISSING_INPUTS',
      `Missing required data: ${missing.join(', ')}. Please complete steps 1 and 2 first.`,
      HttpStatus.BAD_REQUEST,
      { details: { missing } },
    );
  }
}

export class OutlineNotFoundException extends OutlineException {
  constructor() {
    super(
      'OUTLINE_NOT_FOUND',
      'There is no outline to edit yet. Please generate an outline first.',
      HttpStatus.NOT_FOUND,
    );
  }
}

export class OutlineChapterNotFoundException extends OutlineException {
  constructor(number: number, chapterCount: number) {
    super(
      'OUTLINE_CHAPTER_NOT_FOUND',
      `Your outline has no chapter ${number}; it has chapters 1 to ${chapterCount}.`,
      HttpStatus.NOT_FOUND,
    );
  }
}

/** The stored outline no longer passes its schema; it is never served half-valid. The visitor writes a new one. */
export class StoredOutlineUnreadableException extends OutlineException {
  constructor() {
    super(
      'OUTLINE_DRAFT_UNREADABLE',
      'Your saved outline could not be read. Please generate a new outline.',
      HttpStatus.CONFLICT,
    );
  }
}
