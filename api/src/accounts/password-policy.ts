import { COMMON_PASSWORDS } from './common-passwords.js';
import { PasswordTooCommonException } from './accounts.exception.js';

const COMMON = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** Whether the password is one of the most common ones (case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a very common password (400); length and confirmation are checked by the contract's schema. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new PasswordTooCommonException();
}
