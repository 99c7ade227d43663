import { HttpStatus } from '@nestjs/common';
import { AppException, type AppExceptionOptions } from '../../common/app.exception.js';

/** The wait a 'busy' answer asks for when the provider named none. */
export const COVER_BUSY_RETRY_AFTER_SECONDS = 30;

export type CoverDesignerUnavailableReason = 'busy' | 'timeout' | 'down' | 'misconfigured' | 'no-image';

const UNAVAILABLE_MESSAGES: Record<CoverDesignerUnavailableReason, string> = {
  busy: 'Our cover artist is very busy right now. Your photos are kept; please try again in a minute.',
  timeout: 'Our cover artist took too long to answer. Your photos are kept; please try again.',
  down: 'Our cover artist is not responding right now. Your photos are kept; please try again in a few minutes.',
  misconfigured: 'Cover generation is not available at the moment. Your photos are kept; please try again later.',
  'no-image': 'Our cover artist returned no picture. Please try again.',
};

/**
 * The cover provider failed (overloaded, timed out, down, or rejected our request). Overload is 503 with the
 * provider's Retry-After; every other reason 502. The visitor's photos and draft are untouched either way.
 * One unconditional `super()`, then `reason`: see WriterUnavailableException (issue 24, F1).
 */
export class CoverDesignerUnavailableException extends AppException {
  readonly reason: CoverDesignerUnavailableReason;

  constructor(
    reason: CoverDesignerUnavailableReason,
    options: AppExceptionOptions & { retryAfterSeconds?: number } = {},
  ) {
    const { retryAfterSeconds, ...rest } = options;
    const wait = retryAfterSeconds ?? COVER_BUSY_RETRY_AFTER_SECONDS;
    super(
      'COVER_DESIGNER_UNAVAILABLE',
      UNAVAILABLE_MESSAGES[reason],
      reason === 'busy' ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.BAD_GATEWAY,
      reason === 'busy'
        ? { ...rest, details: { reason, retryAfterSeconds: wait }, headers: { 'Retry-After': String(wait) } }
        : { ...rest, details: { reason } },
    );
    this.reason = reason;
  }
}

/**
 * The provider's safety system refused the photos or the book's details. Something the visitor can change (another
 * photo), so a 422 that says so rather than a server failure.
 */
export class CoverPhotosRefusedException extends AppException {
  constructor(options: AppExceptionOptions = {}) {
    super(
      'COVER_PHOTOS_REFUSED',
      'Our cover artist could not use these photos or details. Please try another photo of the main character, or change the title a little.',
      HttpStatus.UNPROCESSABLE_ENTITY,
      options,
    );
  }
}
