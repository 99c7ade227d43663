import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Requests refused before any route runs, to protect the visitor's draft. */
export abstract class SecurityException extends AppException {}

/**
 * A state-changing request sent by a page of another origin (another site, port or subdomain): a forged form or
 * fetch riding on the visitor's cookie. Refused before a visitor is resolved, so it never replaces their cookie.
 */
export class CrossOriginRequestException extends SecurityException {
  constructor(origin: string) {
    super(
      'CROSS_ORIGIN_REQUEST_REFUSED',
      'This request came from another website and was refused. Please use Storyloom from its own pages.',
      HttpStatus.FORBIDDEN,
      { details: { origin } },
    );
  }
}

/**
 * A request path that does not have one clear meaning (a malformed or encoded slash, a backslash, a control
 * character): refused before routing, since parts of the stack would read it differently.
 */
export class UnclearPathException extends SecurityException {
  constructor() {
    super(
      'PATH_NOT_UNDERSTOOD',
      'The address of this request is not valid: it has a malformed %-escape, an encoded slash or backslash, or a control character.',
      HttpStatus.BAD_REQUEST,
    );
  }
}
