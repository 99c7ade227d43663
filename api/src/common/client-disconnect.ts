import type { Request } from 'express';

/** What Node, Express's sendFile and body-parser report when the other end hung up mid-request. */
const DISCONNECT_CODES = new Set(['ECONNABORTED', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** body-parser's "request aborted" arrives wrapped by Nest as a 400 HttpException whose cause carries the type. */
function bodyParserType(error: unknown): unknown {
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: { type?: unknown } }).cause : undefined;
  return cause?.type ?? (error as { type?: unknown } | undefined)?.type;
}

/**
 * True when `error` only says that the client went away (closed the tab, cancelled a download): nothing failed on
 * our side and nobody is left to answer, so it is logged as information rather than as a server error.
 */
export function isClientDisconnect(error: unknown, request: Request): boolean {
  if (DISCONNECT_CODES.has(String(codeOf(error)))) return true;
  if (bodyParserType(error) === 'request.aborted') return true;
  return request.readableAborted === true;
}
