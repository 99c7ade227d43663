import { HttpStatus } from '@nestjs/common';
import { COVER_LIMITS } from '@storyloom/contracts';
import { AppException, type AppExceptionOptions } from '../common/app.exception.js';

/** Failures of step 4, Cover (docs/product/step4-cover.md), mapped to the uniform error shape by the filters. */
export abstract class CoverException extends AppException {}

const MEGABYTES = COVER_LIMITS.maxImageBytes / (1024 * 1024);

/** Why one uploaded file is refused; each names the file in the message the visitor sees. */
export type PhotoRefusalReason =
  | 'too-many'
  | 'too-large'
  | 'not-an-image'
  | 'too-many-pixels'
  | 'damaged'
  | 'unexpected-field';

function refusalMessage(file: string, reason: PhotoRefusalReason, field?: string): string {
  switch (reason) {
    case 'too-many':
      return `${file} is one photo too many: send at most ${COVER_LIMITS.maxImages} photos at a time.`;
    case 'too-large':
      return `${file} is larger than ${MEGABYTES} MB. Please choose a smaller photo.`;
    case 'not-an-image':
      return `${file} is not a JPEG, PNG or WebP image.`;
    case 'too-many-pixels':
      return `${file} has more than ${COVER_LIMITS.maxImagePixels / 1_000_000} million pixels. Please choose a smaller photo.`;
    case 'damaged':
      return `${file} could not be read: the image is damaged or incomplete.`;
    case 'unexpected-field':
      return `${file} was sent as "${field ?? ''}", which takes no file.`;
  }
}

/** One file of the upload was refused; nothing of the request is stored. */
export class PhotoRefusedException extends CoverException {
  constructor(file: string, reason: PhotoRefusalReason, options: AppExceptionOptions & { field?: string } = {}) {
    super('COVER_PHOTO_REFUSED', refusalMessage(file, reason, options.field), HttpStatus.BAD_REQUEST, {
      ...options,
      details: { file, reason },
    });
  }
}

/** The request is not a multipart form, or its form is malformed or carries too many parts or fields. */
export class CoverUploadMalformedException extends CoverException {
  constructor(message: string, options: AppExceptionOptions = {}) {
    super('COVER_UPLOAD_MALFORMED', message, HttpStatus.BAD_REQUEST, options);
  }
}

/** No photo (generate_cover, covertest) or no cover image (store_step4) in the form. */
export class CoverPhotoMissingException extends CoverException {
  constructor(field: string, what = 'at least one photo of the main character') {
    super('COVER_PHOTO_MISSING', `Please add ${what} (form field "${field}").`, HttpStatus.BAD_REQUEST, {
      details: { field },
    });
  }
}

/** What a cover is made from (steps 1 and 2) is missing from the draft. */
export class CoverMissingInputsException extends CoverException {
  constructor(missing: readonly string[]) {
    super(
      'COVER_MISSING_INPUTS',
      `Missing required data: ${missing.join(', ')}. Please complete steps 1 and 2 first.`,
      HttpStatus.BAD_REQUEST,
      { details: { missing } },
    );
  }
}

/** No cover with that id belongs to this visitor (another visitor's cover answers exactly the same). */
export class CoverNotFoundException extends CoverException {
  constructor() {
    super('COVER_NOT_FOUND', 'That cover was not found. Please generate a new cover.', HttpStatus.NOT_FOUND);
  }
}

/**
 * The designer failed; the photos are kept and the visitor may try again. 500 when the built-in designer failed
 * (our fault), 502 when a provider behind it did (OpenAI).
 */
export class CoverDesignFailedException extends CoverException {
  constructor(designer: string, options: AppExceptionOptions = {}) {
    super(
      'COVER_DESIGN_FAILED',
      'Failed to generate cover. Your photos are saved; please try again.',
      designer === 'offline' ? HttpStatus.INTERNAL_SERVER_ERROR : HttpStatus.BAD_GATEWAY,
      { ...options, details: { designer } },
    );
  }
}

/** Whose storage quota a request would exceed: the visitor's own, or their network address's (shared). */
export type QuotaScope = 'visitor' | 'address';

const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function quotaMessage(scope: QuotaScope, limit: { files: number; bytes: number }, over: 'files' | 'bytes'): string {
  const allowance = over === 'files' ? `${limit.files} files` : megabytes(limit.bytes);
  return scope === 'visitor'
    ? `Your photos and covers already use the storage a book may have (${allowance}). Nothing was stored. Choose one of the covers you made and go on to step 5 (the others are then removed), or send fewer or smaller photos.`
    : `Too many photos and covers are stored from your network (${allowance}). Nothing was stored. Please try again tomorrow, when unused photos have been removed, or from another connection.`;
}

/**
 * Storing the request's photos or cover would take the visitor or their address past its storage quota
 * (COVER_QUOTA_*): nothing of it is stored. 413: what was sent does not fit, and sending it again will not help.
 */
export class CoverStorageQuotaException extends CoverException {
  constructor(scope: QuotaScope, over: 'files' | 'bytes', limit: { files: number; bytes: number }) {
    super('COVER_STORAGE_QUOTA', quotaMessage(scope, limit, over), HttpStatus.PAYLOAD_TOO_LARGE, {
      details: { scope, over, maxFiles: limit.files, maxBytes: limit.bytes },
    });
  }
}
