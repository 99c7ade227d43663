import { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception.js';

/**
 * The server already has as many requests in flight as it takes on (MAX_REQUESTS_IN_FLIGHT): this one is refused at
 * once rather than queued behind them, and `Retry-After` tells the client when to try again.
 */
export class ServerBusyException extends AppException {
  constructor(retryAfterSeconds: number) {
    super(
      'SERVER_BUSY',
      'Storyloom is very busy right now. Please try again in a moment.',
      HttpStatus.SERVICE_UNAVAILABLE,
      {
        headers: { 'Retry-After': String(retryAfterSeconds) },
      },
    );
  }
}
