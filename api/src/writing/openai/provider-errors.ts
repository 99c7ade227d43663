import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import { openAiSdk } from '../../common/openai-sdk.js';
import {
  BUSY_RETRY_AFTER_SECONDS,
  WriterUnavailableException,
  type WriterUnavailableReason,
} from '../writing.exception.js';

const logger = new Logger('OpenAiWriter');

/** Raised by our own watchdog when a started stream goes quiet for longer than the timeout. */
export class StreamStalledError extends Error {
  override name = 'StreamStalledError';
}

/** A started stream that broke off before its end (a reset connection): the answer so far is not a whole one. */
export class StreamBrokenError extends Error {
  override name = 'StreamBrokenError';
}

/** The error for an abort the caller asked for (the visitor left): not a provider failure, never reported as one. */
export function callerAbort(signal: AbortSignal): DOMException {
  return new DOMException(
    `the generation was cancelled: ${String((signal.reason as Error | undefined)?.message ?? signal.reason)}`,
    'AbortError',
  );
}

/**
 * The SDK recognises a timed-out request by its abort error's name, but turns an error object from another
 * JavaScript realm (fetch's own, in some hosts such as test runners' VM contexts) into a nameless Error first.
 * Re-throwing abort errors from this realm keeps a timeout reported as a timeout everywhere.
 */
export const realmSafeFetch: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: unknown) => {
    const name = (error as { name?: unknown } | undefined)?.name;
    if (name === 'AbortError' || name === 'TimeoutError')
      throw Object.assign(new Error(String((error as Error).message)), { name: 'AbortError' });
    throw error;
  });

/**
 * How providers say "this content is against our policy": OpenAI's `content_policy_violation` code and its
 * "safety system" wording, Azure's `content_filter`, and the plain words other servers use.
 */
const CONTENT_POLICY_CODES = new Set([
  'content_policy_violation',
  'content_filter',
  'content_filtered',
  'moderation_blocked',
]);
const CONTENT_POLICY_WORDING =
  /content[ _-]?(management[ _-])?polic|content[ _-]?filter|safety system|flagged|moderation/i;

/** A 400 is a refusal only when the provider says the content broke its policy; any other 400 is our request's fault. */
export function isContentPolicyRefusal(error: InstanceType<typeof OpenAI.APIError>): boolean {
  const body = (error.error ?? {}) as { code?: unknown; type?: unknown; message?: unknown };
  const codes = [error.code, body.code, body.type, error.type].filter(
    (value): value is string => typeof value === 'string',
  );
  return (
    codes.some((code) => CONTENT_POLICY_CODES.has(code)) ||
    CONTENT_POLICY_WORDING.test(String(body.message ?? error.message))
  );
}

function reasonOf(error: unknown): WriterUnavailableReason {
  const sdk = openAiSdk();
  if (error instanceof StreamStalledError || error instanceof sdk.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof sdk.RateLimitError) return 'busy';
  if (error instanceof sdk.BadRequestError) return isContentPolicyRefusal(error) ? 'refused' : 'misconfigured';
  if (
    error instanceof sdk.AuthenticationError ||
    error instanceof sdk.PermissionDeniedError ||
    error instanceof sdk.NotFoundError
  )
    return 'misconfigured';
  if (error instanceof sdk.UnprocessableEntityError) return 'misconfigured';
  return 'down';
}

const MAX_RETRY_AFTER_SECONDS = 3600;

/** The provider's own wait (Retry-After in seconds or as a date, or retry-after-ms), rounded up to whole seconds. */
export function retryAfterSecondsOf(error: InstanceType<typeof OpenAI.APIError>): number {
  const headers = error.headers;
  const after = headers?.get('retry-after') ?? '';
  let seconds = Number(after);
  if (!(seconds > 0) && after) seconds = (Date.parse(after) - Date.now()) / 1000;
  if (!(seconds > 0)) seconds = Number(headers?.get('retry-after-ms')) / 1000;
  return seconds > 0 ? Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil(seconds)) : BUSY_RETRY_AFTER_SECONDS;
}

/**
 * Every failure of the provider becomes WRITER_UNAVAILABLE with a sentence the visitor can act on; the original
 * error stays attached as the cause. A request the provider rejected as malformed (misconfiguration: wrong model,
 * unsupported parameter, bad key) is logged with the provider's own message, which the visitor never sees.
 */
export function toWriterUnavailable(
  error: unknown,
  reason: WriterUnavailableReason = reasonOf(error),
): WriterUnavailableException {
  const apiError = error instanceof openAiSdk().APIError ? error : undefined;
  if (reason === 'misconfigured') {
    logger.error(
      `the AI provider rejected our request (HTTP ${apiError?.status ?? '?'}): ${apiError?.message ?? String(error)}; check OPENAI_BASE_URL, the key and the OPENAI_MODEL_* settings`,
    );
  }
  const retryAfterSeconds = reason === 'busy' && apiError ? retryAfterSecondsOf(apiError) : undefined;
  return new WriterUnavailableException(reason, { cause: error, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
}
