import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { foreignOrigin } from '../security/same-origin.js';
import { VISITOR_COOKIE, visitorCookieOptions } from './visitor-cookie.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Several handlers or decorators in one request must agree on one id, even for a brand-new visitor. */
const resolvedVisitorIds = new WeakMap<Request, string>();

/**
 * The visitor id of this request, creating the visitor (and setting the cookie) on first need.
 * cookie-parser verifies the signature: a forged, tampered or unsigned cookie is absent from
 * `signedCookies`, so its sender is treated as a new visitor and can never reach someone else's draft.
 */
export function resolveVisitorId(request: Request, response: Response): string {
  const known = resolvedVisitorIds.get(request);
  if (known) return known;
  const signed: unknown = request.signedCookies?.[VISITOR_COOKIE];
  let visitorId: string;
  if (typeof signed === 'string' && UUID.test(signed)) {
    visitorId = signed.toLowerCase();
  } else {
    visitorId = randomUUID();
    // A request from another site's page gets a throw-away id: its answer must never replace the cookie that
    // leads the visitor to their draft (their own cookie is simply not sent along cross-site).
    if (foreignOrigin(request) === undefined) response.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(request));
  }
  resolvedVisitorIds.set(request, visitorId);
  return visitorId;
}

/**
 * A page load hands a new visitor their cookie before the page's own scripts call the API. Without it, the first
 * API calls, sent side by side without a cookie, would each create a different visitor, and the last reply's cookie
 * would win, losing what the others saved. A top-level page load may carry the cookie even when another site linked
 * here: SameSite=Lax sends a returning visitor's own cookie along on such navigations, so nobody's is replaced.
 */
export function ensureVisitorCookieOnPage(request: Request, response: Response): void {
  const signed: unknown = request.signedCookies?.[VISITOR_COOKIE];
  if (typeof signed === 'string' && UUID.test(signed)) return;
  response.cookie(VISITOR_COOKIE, randomUUID(), visitorCookieOptions(request));
}

/** The visitor id of the request's own signed cookie, without creating one; undefined for none (or a forged one). */
export function presentedVisitorId(request: Request): string | undefined {
  const known = resolvedVisitorIds.get(request);
  if (known) return known;
  const signed: unknown = request.signedCookies?.[VISITOR_COOKIE];
  return typeof signed === 'string' && UUID.test(signed) ? signed.toLowerCase() : undefined;
}

/**
 * Makes this browser visitor `visitorId` from now on (a login brings an account's draft to this browser; a logout
 * gives it a new, empty one): sets the cookie, and later readers in the same request agree.
 */
export function switchVisitor(request: Request, response: Response, visitorId: string): void {
  response.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(request));
  resolvedVisitorIds.set(request, visitorId);
}
