import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as PinoLogger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

const REQUEST_ID_HEADER = 'x-request-id';
/** An upstream proxy's request id is kept only if it looks like one; anything else could be log injection. */
const ACCEPTABLE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Query parameters that carry a secret and are replaced in logged URLs: the operator login's token
 * (`/internal/login?token=`) and the signature of a print file link (docs/product/print-fulfilment.md).
 */
const SECRET_QUERY_PARAMETER = /([?&](?:token|sig)=)[^&#]*/gi;

export const redactedUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');

/**
 * One log line per request with a request id (echoed in X-Request-Id), method, URL, status and duration.
 * Headers are not serialised at all, so cookies and authorization values never reach the logs.
 */
export function createRequestLogger(logger: PinoLogger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId(request: IncomingMessage, response: ServerResponse) {
      const incoming = request.headers[REQUEST_ID_HEADER];
      const id = typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_request, response, error) {
      if (error || response.statusCode >= 500) return 'error';
      return response.statusCode >= 400 ? 'warn' : 'info';
    },
    serializers: {
      req: (request: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactedUrl(request.url),
        remoteAddress: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}
