import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of the contact form (POST /api/contact), mapped to the uniform error shape by the global filter. */
export abstract class ContactException extends AppException {}

/** Too many messages from one address within CONTACT_WINDOW_SECONDS; the visitor's text stays in the form. */
export class ContactRateLimitedException extends ContactException {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'CONTACT_RATE_LIMITED',
      `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      HttpStatus.TOO_MANY_REQUESTS,
      {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
        details: { retryAfterSeconds: Math.ceil(retryAfterSeconds) },
      },
    );
  }
}

/** The message was stored but the e-mail to support could not be sent (SMTP refused it, or the outbox failed). */
export class ContactDeliveryFailedException extends ContactException {
  constructor(cause: unknown) {
    super(
      'CONTACT_DELIVERY_FAILED',
      'We could not deliver your message right now. Please try again in a few minutes.',
      HttpStatus.SERVICE_UNAVAILABLE,
      { cause },
    );
  }
}
