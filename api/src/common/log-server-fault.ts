import { Logger } from '@nestjs/common';
import type { Request } from 'express';

const fallback = new Logger('Exceptions');

/**
 * Logs a 5xx failure with its stack through the request's own logger (logging/request-logging.ts binds the request id), for
 * error-reply.ts, the one place that turns exceptions into replies.
 */
export function logServerFault(request: Request, error: unknown): void {
  const log = (request as Request & { log?: { error: (obj: object, msg: string) => void } }).log;
  if (log) log.error({ err: error }, 'request failed with a server error');
  else fallback.error(error instanceof Error ? error.stack : String(error));
}
