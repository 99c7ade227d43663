import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { resolveVisitorId } from './visitor-session.js';

/**
 * The current visitor's id (a uuid) for a route handler: `handler(@VisitorId() visitorId: string)`.
 * A first-time (or forged-cookie) visitor gets a new id and a signed `storyloom_visitor` cookie.
 */
export const VisitorId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const http = context.switchToHttp();
  return resolveVisitorId(http.getRequest<Request>(), http.getResponse<Response>());
});
