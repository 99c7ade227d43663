import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { foreignOrigin } from '../security/same-origin.js';
import { VISITOR_COOKIE, visitorCookieOptions } from './visitor-cookie.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Several handlers or decorators in one request must agree on one id, even for a brand-new visitor. */
const resolvedVisitorIds = new WeakMap<Request, string>();
/** A signed-in request's draft key: its account's draft, whatever this browser's own visitor id is. */
const accountDraftKeys = new WeakMap<Request, string>();

/**
 * Sets the visitor cookie, replacing one set earlier in the same reply (a signup may create the visitor, then give the
 * browser a new id): two Set-Cookie lines for one name would leave the browser's choice to chance.
 */
function setVisitorCookie(request: Request, response: Response, visitorId: string): void {
  const earlier = response.getHeader('Set-Cookie');
  const lines = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  const others = lines.filter((line) => !line.startsWith(`${VISITOR_COOKIE}=`));
  if (others.length !== lines.length) response.setHeader('Set-Cookie', others);
  response.cookie(VISITOR_COOKIE, visitorId, visitorCookieOptions(request));
}

/**
 * The visitor id whose draft this request works on (what `@VisitorId()` gives handlers): the signed-in account's draft
 * key (see `useAccountDraft`), else this browser's own visitor id (`browserVisitorId`).
 */
export function resolveVisitorId(request: Request, response: Response): string {
  return accountDraftKeys.get(request) ?? browserVisitorId(request, response);
}

/**
 * This browser's own visitor id, creating the visitor (and setting the cookie) on first need.
 * cookie-parser verifies the signature: a forged, tampered or unsigned cookie is absent from
 * `signedCookies`, so its sender is treated as a new visitor and can never reach someone else's draft.
 */
export function browserVisitorId(request: Request, response: Response): string {
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

/** This browser's visitor id (its signed cookie's), without creating one; undefined for none (or a forged one). */
export function presentedVisitorId(request: Request): string | undefined {
  const known = resolvedVisitorIds.get(request);
  if (known) return known;
  const signed: unknown = request.signedCookies?.[VISITOR_COOKIE];
  return typeof signed === 'string' && UUID.test(signed) ? signed.toLowerCase() : undefined;
}

/**
 * Makes this browser visitor `visitorId` from now on (signup, login, logout and a new password give it a new id, so a
 * copy of the old cookie reaches nothing): sets the cookie, and later readers in the same request agree. The request
 * no longer works on an account's draft until `useAccountDraft` says so again.
 */
export function switchVisitor(request: Request, response: Response, visitorId: string): void {
  setVisitorCookie(request, response, visitorId);
  resolvedVisitorIds.set(request, visitorId);
  accountDraftKeys.delete(request);
  standInRequests.delete(request);
}

/**
 * This request is signed in to an account: its handlers work on the account's draft (`draftKey`, the account's
 * `draft_visitor_id`), which no browser holds as its own cookie, so every device signed in shares it and a copied
 * visitor cookie never reaches it.
 */
export function useAccountDraft(request: Request, draftKey: string): void {
  accountDraftKeys.set(request, draftKey);
}

/** The account draft key this request works on, if it is signed in (see `useAccountDraft`). */
export const accountDraftKey = (request: Request): string | undefined => accountDraftKeys.get(request);

/** Requests whose visitor cookie is an account's draft key, sent by a browser not signed in to that account. */
const standInRequests = new WeakSet<Request>();

/**
 * This browser's visitor id must reach nothing any more (it is an account's draft key, and the request is not signed
 * in to that account): the request works as a stand-in visitor derived from that id, which reaches nothing of the
 * account, and the reply sets no cookie. Replacing the cookie here would sign out the browser that has just signed
 * in: a request it sent before its login's reply arrived carries the old id, and its reply, coming after the login's,
 * would overwrite the new visitor cookie the session is bound to. The stand-in is the same for every request with
 * that cookie, so a browser that keeps it still has a draft of its own (never given to an account: see signup and
 * login); it gets a new cookie when it signs in.
 */
export function useStandInVisitor(request: Request, visitorId: string): void {
  const digest = createHash('sha256').update(`storyloom stand-in visitor:${visitorId}`).digest('hex');
  // Shaped as a version 4 UUID, as every visitor id is.
  const standIn = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-8${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  resolvedVisitorIds.set(request, standIn);
  accountDraftKeys.delete(request);
  standInRequests.add(request);
}

/** Whether this request works as a stand-in visitor (`useStandInVisitor`): its draft is never given to an account. */
export const isStandInVisitor = (request: Request): boolean => standInRequests.has(request);
