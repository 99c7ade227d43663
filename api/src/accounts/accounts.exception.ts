import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app.exception.js';

/** Failures of customer accounts (docs/product/accounts.md), mapped to the uniform error shape by the global filter. */
export abstract class AccountsException extends AppException {}

/** A time to wait, in the words a visitor reads ('about a minute', 'about 12 minutes'). */
export function describeWait(seconds: number): string {
  if (seconds <= 60) return 'about a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `about ${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}

export class PasswordTooCommonException extends AccountsException {
  constructor() {
    super(
      'ACCOUNT_PASSWORD_TOO_COMMON',
      'This password is too common. Please choose another.',
      HttpStatus.BAD_REQUEST,
      {
        details: [{ path: 'password', message: 'This password is too common. Please choose another.' }],
      },
    );
  }
}

/** The same words for an unknown address and a wrong password: nobody learns whether an address has an account. */
export class LoginFailedException extends AccountsException {
  constructor() {
    super('ACCOUNT_LOGIN_FAILED', 'Incorrect email or password.', HttpStatus.UNAUTHORIZED);
  }
}

/** Too many failed logins for one e-mail address, or from one network address, within the window. */
export class LoginRateLimitedException extends AccountsException {
  constructor(scope: 'account' | 'ip', limit: number, retryAfterSeconds: number) {
    const wait = describeWait(retryAfterSeconds);
    super(
      'ACCOUNT_LOGIN_RATE_LIMITED',
      scope === 'account'
        ? `Too many failed login attempts for this email address. Please wait ${wait} and try again, or reset your password.`
        : `Too many failed login attempts from your network. Please wait ${wait} and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { details: { scope, limit, retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

export class NotSignedInException extends AccountsException {
  constructor() {
    super('ACCOUNT_NOT_SIGNED_IN', 'Please log in to see your account.', HttpStatus.UNAUTHORIZED);
  }
}

/** Unknown, already used, or replaced link: the same words for each. */
export class AccountLinkInvalidException extends AccountsException {
  constructor() {
    super(
      'ACCOUNT_LINK_INVALID',
      'This link is not valid or has already been used. Please ask for a new one.',
      HttpStatus.BAD_REQUEST,
    );
  }
}

export class AccountLinkExpiredException extends AccountsException {
  constructor() {
    super('ACCOUNT_LINK_EXPIRED', 'This link has expired. Please ask for a new one.', HttpStatus.BAD_REQUEST);
  }
}

/** A second verification e-mail within a minute of the last one. */
export class VerificationResendTooSoonException extends AccountsException {
  constructor(retryAfterSeconds: number) {
    super(
      'ACCOUNT_VERIFICATION_TOO_SOON',
      'We have just sent you a verification email. Please wait a minute before asking for another.',
      HttpStatus.TOO_MANY_REQUESTS,
      {
        headers: { 'Retry-After': String(retryAfterSeconds) },
      },
    );
  }
}

/** Unknown id, or an order of another account: the same 404. */
export class AccountOrderNotFoundException extends AccountsException {
  constructor() {
    super('ACCOUNT_ORDER_NOT_FOUND', 'We could not find this order among your orders.', HttpStatus.NOT_FOUND);
  }
}

export class ReorderNotPaidException extends AccountsException {
  constructor() {
    super(
      'ACCOUNT_REORDER_NOT_PAID',
      'Only a paid order can be ordered again. This one was never paid.',
      HttpStatus.CONFLICT,
    );
  }
}

/**
 * Too many account e-mails (signup, new verification link, password reset) asked for one address, or from one
 * network address, within the window. Counted per address asked for, whether or not it has an account: the refusal
 * tells nothing about accounts.
 */
export class AccountMailRateLimitedException extends AccountsException {
  constructor(scope: 'address' | 'ip', limit: number, retryAfterSeconds: number) {
    const wait = describeWait(retryAfterSeconds);
    super(
      'ACCOUNT_MAIL_RATE_LIMITED',
      scope === 'address'
        ? `We have sent several emails to this address already. Please check your inbox (and spam folder), or wait ${wait} and try again.`
        : `Too many account emails were asked for from your network. Please wait ${wait} and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { details: { scope, limit, retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

/**
 * A verification link opened in a browser not signed in to its account. The link proves the inbox; only a session
 * (signup or login, with the password) proves that whoever owns the inbox chose the password. The link is not used
 * up: after logging in, it works.
 */
export class VerificationNeedsLoginException extends AccountsException {
  constructor() {
    super(
      'ACCOUNT_VERIFY_LOGIN_REQUIRED',
      'Please log in to this account on this device, then open the link again. If you did not create this account, choose a new password with "Forgot your password?": the account then becomes yours.',
      HttpStatus.FORBIDDEN,
    );
  }
}
