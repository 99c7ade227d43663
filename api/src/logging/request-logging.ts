import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger as PinoLogger } from 'pino';

const REQUEST_ID_HEADER = 'x-request-id';
/** An upstream proxy's request id is kept only if it looks like one; anything else could be log injection. */
const ACCEPTABLE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Query parameters that carry a secret and are replaced in logged URLs: the operator login's token
 * (`/internal/login?token=`) and the signature of a print file link (docs/product/print-fulfilment.md).
 */
const SECRET_QUERY_PARAMETER = /([?&](?:token|sig)=)[^&#]*/gi;

export const redactedUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');

type LoggedRequest = Request & { id?: string; log?: PinoLogger };

/**
 * A server fault is an error and a refused request a warning. A reply the client did not wait for (it hung up mid-
 * upload, or before the last bytes left) is information: the client went away, nothing on the server failed, and an
 * error line would page someone for a phone that lost its signal.
 */
const levelFor = (statusCode: number, clientLeft: boolean): Level =>
  statusCode >= 500 ? 'error' : clientLeft ? 'info' : statusCode >= 400 ? 'warn' : 'info';

/**
 * One log line per request with a request id (echoed in X-Request-Id), method, URL, status and duration, the lines
 * pino-http wrote (`{ req: { id, method, url, remoteAddress }, res: { statusCode }, responseTime, msg: 'request
 * completed' }`). Headers are not serialised at all, so cookies and authorization values never reach the logs.
 *
 * Written here rather than with pino-http because that made a child logger (its bindings serialised to JSON) and
 * several listeners for every request, whether anything was logged or not: about a sixth of the save path's CPU
 * time with LOG_LEVEL=warn (issue 27). Here `request.log` (the request's own logger, for error-reply.ts) is made
 * only when something logs through it, and the completed line only when its level is enabled.
 */
export function createRequestLogger(logger: PinoLogger): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    response.setHeader('X-Request-Id', id);
    const started = performance.now();
    const logged = request as LoggedRequest;
    logged.id = id;
    let child: PinoLogger | undefined;
    Object.defineProperty(logged, 'log', {
      configurable: true,
      enumerable: false,
      get: () =>
        (child ??= logger.child({
          // The URL as it arrived: later middleware may rewrite request.url (the static site's fallback page).
          req: {
            id,
            method: request.method,
            url: redactedUrl(request.originalUrl ?? request.url),
            remoteAddress: request.socket?.remoteAddress,
          },
        })),
    });
    response.once('close', () => {
      const aborted = !response.writableFinished;
      const level = levelFor(response.statusCode, aborted);
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Math.round(performance.now() - started);
      logged.log![level](
        { res: { statusCode: response.statusCode }, responseTime },
        aborted ? 'request aborted' : 'request completed',
      );
    });
    next();
  };
}
