import { posix } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { UnclearPathException } from './security.exception.js';

/** RFC 3986's unreserved characters: percent-encoding one of them changes nothing, so it is decoded. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** A request target in absolute form (`GET http://host/path`): its path is what routing sees. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * The one spelling of a request path that routing, the operator gate (`/internal/*`) and the static site all see:
 * percent-encoded unreserved characters decoded (`/%69nternal` is `/internal`), other escapes in upper case, runs of
 * slashes collapsed (`//internal`), dot segments resolved (`/x/../internal`). Undefined for a path with no single
 * meaning, refused rather than guessed at: a malformed escape, an encoded slash or backslash (`/internal%2Forders`), a
 * raw backslash or control character, or an encoded dot segment (`%2e%2e`). An encoded control character (`%00`) is
 * kept as it is: it decodes to nothing any route or file is named.
 */
export function canonicalPath(rawPath: string): string | undefined {
  if (!rawPath.startsWith('/') || /[\\\x00-\x1f\x7f]/.test(rawPath)) return undefined;
  let refused = false;
  const decoded = rawPath.replace(/%(.{0,2})/g, (_escape, hex: string) => {
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) {
      refused = true;
      return '';
    }
    const code = parseInt(hex, 16);
    const character = String.fromCharCode(code);
    // An encoded control character stays encoded: no route or name contains one, so the path simply names nothing
    // (a 404 from whatever would have answered it: `/api/checkout/test/%00` is an unknown checkout).
    if (character === '/' || character === '\\') refused = true;
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  // An encoded dot segment (`%2e%2e`, `.%2E`) is no browser's spelling of `..`: only a request built to slip past a
  // check that reads the raw path sends one, so it is refused rather than resolved.
  if (rawPath.split('/').some((segment) => segment.includes('%') && /^(\.|%2e){1,2}$/i.test(segment))) refused = true;
  if (refused) return undefined;
  // posix.normalize collapses slashes and resolves `.` and `..` (never above the root), keeping a trailing slash.
  return posix.normalize(decoded);
}

/**
 * Middleware, first of all: rewrites the request's URL to its canonical path (the query kept as sent) before any
 * route, gate or file server reads it; answers 400 to a path canonicalPath refuses. `originalUrl` keeps what was sent.
 */
export function useCanonicalPaths(request: Request, _response: Response, next: NextFunction): void {
  const target = request.url.replace(ABSOLUTE_FORM, '');
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const path = canonicalPath(rawPath === '' ? '/' : rawPath);
  if (path === undefined) {
    next(new UnclearPathException());
    return;
  }
  request.url = queryAt === -1 ? path : `${path}${target.slice(queryAt)}`;
  next();
}
