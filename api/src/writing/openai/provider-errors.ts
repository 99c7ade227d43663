import OpenAI from 'openai';
import { WriterUnavailableException, type WriterUnavailableReason } from '../writing.exception.js';

/** Raised by our own watchdog when a started stream goes quiet for longer than the timeout. */
export class StreamStalledError extends Error {
  override name = 'StreamStalledError';
}

/** The error for an abort the caller asked for (the visitor left): not a provider failure, never reported as one. */
export function callerAbort(signal: AbortSignal): DOMException {
  return new DOMException(`the generation was cancelled: ${String((signal.reason as Error | undefined)?.message ?? signal.reason)}`, 'AbortError');
}

/**
 * The SDK recognises a timed-out request by its abort error's name, but turns an error object from another
 * JavaScript realm (fetch's own, in some hosts such as test runners' VM contexts) into a nameless Error first.
 * Re-throwing abort errors from this realm keeps a timeout reported as a timeout everywhere.
 */
export const realmSafeFetch: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: unknown) => {
    const name = (error as { name?: unknown } | undefined)?.name;
    if (name === 'AbortError' || name === 'TimeoutError') throw Object.assign(new Error(String((error as Error).message)), { name: 'AbortError' });
    throw error;
  });

function reasonOf(error: unknown): WriterUnavailableReason {
  if (error instanceof StreamStalledError || error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.RateLimitError) return 'busy';
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError || error instanceof OpenAI.NotFoundError) return 'misconfigured';
  if (error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError) return 'refused';
  return 'down';
}

/**
 * Every failure of the provider becomes WRITER_UNAVAILABLE (502) with a sentence the visitor can act on; the
 * original error stays attached as the cause, so the log says what really happened.
 */
export function toWriterUnavailable(error: unknown, reason: WriterUnavailableReason = reasonOf(error)): WriterUnavailableException {
  return new WriterUnavailableException(reason, { cause: error });
}
