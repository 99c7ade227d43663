import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiError } from '@storyloom/contracts';
import { AppException } from './app.exception.js';

export interface ErrorResponse {
  status: number;
  body: ApiError;
  /** True when the failure is ours (5xx), so the filter logs it with its stack. */
  isServerFault: boolean;
  /** Headers the answer carries besides the JSON body (e.g. `Retry-After`). */
  headers?: Readonly<Record<string, string>>;
}

export const GENERIC_SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** NOT_FOUND for 404, PAYLOAD_TOO_LARGE for 413, …: a stable code derived from the HTTP status text. */
export function codeForStatus(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** body-parser / http-errors attach a `type` (e.g. entity.parse.failed) that tells which parse step failed. */
function bodyParserErrorType(exception: HttpException): string | undefined {
  const cause = exception.cause as { type?: unknown } | undefined;
  return typeof cause?.type === 'string' ? cause.type : undefined;
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

function fromHttpException(exception: HttpException, bodyLimit: string): ErrorResponse {
  const status = exception.getStatus();
  if (status >= 500) {
    return {
      status,
      body: { error: codeForStatus(status), message: GENERIC_SERVER_ERROR_MESSAGE },
      isServerFault: true,
    };
  }
  // Friendlier, stable answers for the body parser's failures than its raw parser messages.
  switch (bodyParserErrorType(exception)) {
    case 'entity.parse.failed':
      return {
        status,
        body: { error: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
        isServerFault: false,
      };
    case 'entity.too.large':
      return {
        status,
        body: { error: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than the ${bodyLimit} limit.` },
        isServerFault: false,
      };
    default:
      return {
        status,
        body: { error: codeForStatus(status), message: httpExceptionMessage(exception) },
        isServerFault: false,
      };
  }
}

/** The one mapping from anything thrown to the `{ error, message, details? }` answer. Never includes a stack. */
export function toErrorResponse(exception: unknown, bodyLimit: string): ErrorResponse {
  if (exception instanceof AppException) {
    const body: ApiError = { error: exception.code, message: exception.message };
    if (exception.details !== undefined) body.details = exception.details;
    return { status: exception.status, body, isServerFault: exception.status >= 500, headers: exception.headers };
  }
  if (exception instanceof HttpException) return fromHttpException(exception, bodyLimit);
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: 'INTERNAL_ERROR', message: GENERIC_SERVER_ERROR_MESSAGE },
    isServerFault: true,
  };
}
