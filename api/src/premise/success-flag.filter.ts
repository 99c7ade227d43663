import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { toErrorResponse } from '../common/error-response.js';
import { logServerFault } from '../writing/log-server-fault.js';

/**
 * For POST /api/generate_outline, whose screen reads `success` (spec section 7): every failure answers the usual
 * `{ error, message, details? }` with `success: false` added, with the same status and logging as elsewhere.
 */
@Catch()
export class SuccessFlagExceptionFilter implements ExceptionFilter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { status, body, isServerFault } = toErrorResponse(exception, this.config.server.bodyLimit);
    if (isServerFault) logServerFault(http.getRequest<Request>(), exception);
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json({ success: false, ...body });
  }
}
