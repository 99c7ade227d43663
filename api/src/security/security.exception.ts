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
 * A request naming a host this site does not serve (`Host: attacker.example`): refused before anything reads it, so
 * no answer, page or link is ever made for a host an attacker chose (nor for a DNS-rebinding page's).
 */
export class HostNotAllowedException extends SecurityException {
  constructor(host: string) {
    super(
      'HOST_NOT_ALLOWED',
      'This server does not answer to this host name. Please open the site at its own address.',
      HttpStatus.BAD_REQUEST,
      {
        details: { host },
      },
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
      'The address of this request is not valid: it has a malformed %-escape, an encoded slash, backslash or dot segment, or a control character.',
      HttpStatus.BAD_REQUEST,
    );
  }
}
