import type { Request, Response } from 'express';
import { logServerFault } from './log-server-fault.js';
import { isClientDisconnect } from './client-disconnect.js';
import { toErrorResponse, type ErrorResponse } from './error-response.js';

type RequestLog = { info: (obj: object, msg: string) => void };

/**
 * The one way an exception becomes a reply, for the global filter, the `success`-flag routes and the event-stream
 * `error` event alike: the `{ error, message, details? }` body, its status and headers (e.g. Retry-After), and the
 * log line — a server fault with its stack, a client that hung up as one info line without one.
 */
export function errorReplyFor(
  request: Request,
  exception: unknown,
  bodyLimit: string,
): ErrorResponse & { clientGone: boolean } {
  const reply = toErrorResponse(exception, bodyLimit);
  if (isClientDisconnect(exception, request)) {
    const log = (request as Request & { log?: RequestLog }).log;
    log?.info(
      { reason: (exception as { message?: string } | undefined)?.message },
      'client disconnected before the reply was complete',
    );
    return { ...reply, isServerFault: false, clientGone: true };
  }
  if (reply.isServerFault) logServerFault(request, exception);
  return { ...reply, clientGone: false };
}

/**
 * Sends the reply for `exception` as JSON; `extraBody` adds fields the route's clients read (`success: false`).
 * A refused request (4xx) creates no visitor: a visitor cookie set while handling it is withdrawn, so a forged or
 * broken request can never replace the cookie that leads the visitor to their draft.
 */
export function sendErrorReply(
  request: Request,
  response: Response,
  exception: unknown,
  bodyLimit: string,
  extraBody: object = {},
): void {
  const { status, body, headers, clientGone } = errorReplyFor(request, exception, bodyLimit);
  if (clientGone || response.headersSent) {
    // Too late (or nobody left) for a JSON answer, e.g. a stream failed half-way; end it so the socket is freed.
    response.end();
    return;
  }
  if (status < 500) response.removeHeader('Set-Cookie');
  if (headers) response.set(headers);
  response.status(status).json({ ...extraBody, ...body });
}
