import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request } from 'express';

/** The signed-in customer's cookie: a random session token, signed like the visitor cookie; the database keeps its hash. */
export const ACCOUNT_COOKIE = 'storyloom_account';

/** How long a login lasts. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;

/** httpOnly, SameSite=Lax, Secure over HTTPS: as the visitor cookie (session/visitor-cookie.ts). */
export function accountCookieOptions(request: Request): CookieOptions {
  return {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    path: '/',
    maxAge: SESSION_LIFETIME_SECONDS * 1000,
  };
}

/** Clearing must name the same path and flags the cookie was set with (unsigned: an empty value, not a signed one). */
export function clearAccountCookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/' };
}

/** A new unguessable value for a session cookie or an e-mailed link (256 bits). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a session token or a link's token: never the value itself. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The account session token this request carries (signature verified by cookie-parser), or undefined. */
export function presentedSessionToken(request: Request): string | undefined {
  const value: unknown = request.signedCookies?.[ACCOUNT_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}
