import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { sendErrorReply } from './error-reply.js';

/**
 * The single exception filter (registered as APP_FILTER). Everything that fails in a route, a pipe, a middleware
 * or Express's body parser (Nest maps http-errors to HttpException) is answered as `{ error, message, details? }`
 * by sendErrorReply. Server faults are logged with their stack; the client only ever gets the generic sentence.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendErrorReply(http.getRequest<Request>(), http.getResponse<Response>(), exception, this.config.server.bodyLimit);
  }
}
