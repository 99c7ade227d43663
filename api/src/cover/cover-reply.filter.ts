import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { errorReplyFor } from '../common/error-reply.js';

/**
 * For `POST /api/generate_cover` and `POST /api/store_step4`, whose screens read `success` and show `error` as the
 * sentence it is (the contract's generateCoverReplySchema / storeStep4ReplySchema): a failure answers
 * `{ success: false, error: <sentence>, code, message, details? }` (plus the reply's empty lists for
 * generate_cover) with the usual status, headers and logging.
 */
function sendFlaggedError(
  request: Request,
  response: Response,
  exception: unknown,
  bodyLimit: string,
  emptyReply: object,
): void {
  const { status, body, headers, clientGone } = errorReplyFor(request, exception, bodyLimit);
  if (clientGone || response.headersSent) {
    response.end();
    return;
  }
  // A refused request creates no visitor (see common/error-reply.ts).
  if (status < 500) response.removeHeader('Set-Cookie');
  if (headers) response.set(headers);
  const { error: code, ...rest } = body;
  response.status(status).json({ ...emptyReply, success: false, error: body.message, code, ...rest });
}

@Catch()
export class GenerateCoverErrorFilter implements ExceptionFilter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendFlaggedError(
      http.getRequest<Request>(),
      http.getResponse<Response>(),
      exception,
      this.config.server.bodyLimit,
      {
        generated_images: [],
        covers: [],
        warnings: [],
      },
    );
  }
}

@Catch()
export class StoreStep4ErrorFilter implements ExceptionFilter {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendFlaggedError(
      http.getRequest<Request>(),
      http.getResponse<Response>(),
      exception,
      this.config.server.bodyLimit,
      {},
    );
  }
}
