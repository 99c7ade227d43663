import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { toErrorResponse } from './error-response.js';

/**
 * The single exception filter (registered as APP_FILTER). Everything that fails in a route, a pipe, a middleware
 * or Express's body parser (Nest maps http-errors to HttpException) is answered as `{ error, message, details? }`.
 * Server faults are logged with their stack; the client only ever gets the generic sentence.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { status, body, isServerFault, headers } = toErrorResponse(exception, this.config.server.bodyLimit);
    if (isServerFault) {
      // pino-http's request logger carries the request id, so the log line can be matched to the request.
      const log = (request as Request & { log?: { error: (obj: object, msg: string) => void } }).log;
      if (log) log.error({ err: exception }, 'request failed with a server error');
      else this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) {
      // Too late for a JSON answer (e.g. a stream failed half-way); end the response so the socket is freed.
      response.end();
      return;
    }
    if (headers) response.set(headers);
    response.status(status).json(body);
  }
}
