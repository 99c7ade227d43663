import type { NextFunction, Request, Response } from 'express';
import { CrossOriginRequestException } from './security.exception.js';

/** Methods that change what is stored; GET and HEAD never do, so pages of other sites may still link to us. */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sec-Fetch-Site values of requests this site's own pages (or the visitor typing a URL) make. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Calls from other servers that carry their own authentication instead of a visitor's cookie: Stripe's and Lulu's
 * webhooks are verified by their signatures (docs/product/step5-delivery.md, docs/product/print-fulfilment.md), so
 * where they come from does not matter.
 */
const SIGNED_SERVER_CALLS = new Set(['/api/webhooks/stripe', '/api/webhooks/lulu']);

/** `scheme://host[:port]` in the form browsers send in Origin: lower-case, default port dropped; undefined if unparsable. */
function normalisedOrigin(text: string): string | undefined {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** This server's origin as the browser sees it: the protocol and host honour TRUST_PROXY (X-Forwarded-Proto/Host). */
export function ownOrigin(request: Request): string | undefined {
  return normalisedOrigin(`${request.protocol}://${request.host}`);
}

/**
 * Where a browser request came from, when it is not this origin: the foreign `Origin` (or 'null' for opaque ones),
 * else the Sec-Fetch-Site verdict ('same-site' for another port or subdomain, 'cross-site'). Undefined for this
 * origin, and for requests carrying neither header (curl, server-to-server calls), which no browser page can forge.
 */
export function foreignOrigin(request: Request): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = ownOrigin(request);
    return own !== undefined && normalisedOrigin(origin) === own ? undefined : origin;
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) return site;
  return undefined;
}

/**
 * CSRF defence for every state-changing request, JSON and form-encoded alike (a plain HTML form can post
 * `/api/step3` from any page): 403 unless it comes from this origin. Mounted before cookies are read, so a
 * refused request never creates a visitor or sends Set-Cookie.
 */
export function refuseCrossOriginWrites(request: Request, _response: Response, next: NextFunction): void {
  const foreign =
    STATE_CHANGING_METHODS.has(request.method) && !SIGNED_SERVER_CALLS.has(request.path)
      ? foreignOrigin(request)
      : undefined;
  next(foreign === undefined ? undefined : new CrossOriginRequestException(foreign.slice(0, 200)));
}
