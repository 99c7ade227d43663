import type { CookieOptions, Request } from 'express';

/** The anonymous visitor's cookie: its signed value is the visitor id that owns one draft book. */
export const VISITOR_COOKIE = 'storyloom_visitor';

/** Browsers cap cookie lifetimes at 400 days; a year keeps a draft across long pauses. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * httpOnly: page scripts never see it. SameSite=Lax: not sent on cross-site POSTs (CSRF).
 * Secure whenever the request came over HTTPS (req.secure honours TRUST_PROXY for X-Forwarded-Proto).
 */
export function visitorCookieOptions(request: Request): CookieOptions {
  return { signed: true, httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/', maxAge: ONE_YEAR_MS };
}
