import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { toErrorResponse } from './error-response.js';
import { ServerBusyException } from './server-busy.exception.js';

/** How long a refused client is asked to wait: queues drain within about a second once it stops adding to them. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Exempt from the bound: the health check (a load balancer must still see a busy server as alive, or it would take
 * it out of service and pile its load on the others) and everything outside /api (the site's files: served from
 * precompressed copies without the database, and a page refused with a JSON body would show the visitor nothing).
 */
const isBounded = (request: Request): boolean => request.path.startsWith('/api/') && request.path !== '/api/health';

/**
 * Sheds load early (MAX_REQUESTS_IN_FLIGHT; docs/architecture.md#load-on-one-machine): at most `maxInFlight` API requests are worked
 * on at once; one more is answered 503 SERVER_BUSY with `Retry-After` straight away, before its body is read or a
 * query runs, instead of waiting in a queue that only grows (under overload a new connection's first request waited
 * 1–10 s and reads timed out). A request counts until its answer is sent or its client hangs up.
 *
 * A refused request is answered here, without a log line of its own: under overload thousands a second would add to
 * the overload. One warning says when refusing starts, one info line when it stops and how many were refused.
 */
export function shedLoad(maxInFlight: number, logger: PinoLogger): RequestHandler {
  let inFlight = 0;
  let refused = 0;
  const busy = toErrorResponse(new ServerBusyException(RETRY_AFTER_SECONDS), '');
  const done = () => {
    inFlight--;
    if (refused > 0 && inFlight < maxInFlight) {
      logger.info({ refused, maxInFlight }, 'requests in flight back under the bound; no longer refusing');
      refused = 0;
    }
  };
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isBounded(request)) return next();
    if (inFlight >= maxInFlight) {
      if (refused++ === 0)
        logger.warn({ maxInFlight }, 'too many requests in flight; refusing new ones with 503 SERVER_BUSY');
      response.status(busy.status).set(busy.headers).json(busy.body);
      return;
    }
    inFlight++;
    response.once('close', done);
    next();
  };
}
