import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { sendErrorReply } from '../common/error-reply.js';

/**
 * For POST /api/generate_outline, whose screen reads `success`
 * (docs/product/step2-premise.md#oldstep2-the-legacy-outline-request-form): every failure answers the usual
 * `{ error, message, details? }` with `success: false` added, with the same status, headers and logging as elsewhere.
 */
@Catch()
export class SuccessFlagExceptionFilter implements ExceptionFilter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendErrorReply(http.getRequest<Request>(), http.getResponse<Response>(), exception, this.config.server.bodyLimit, {
      success: false,
    });
  }
}
