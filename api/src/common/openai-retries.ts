import { setTimeout as wait } from 'node:timers/promises';
import { openAiSdk } from './openai-sdk.js';

/**
 * Retries of OpenAI SDK calls that never outlast the caller. The SDK's own retries sleep for whatever
 * Retry-After the provider sends, without looking at the request's abort signal: a 429 with `Retry-After: 120`
 * held a visitor 120 s against a 30 s limit (issue 24, F4). So the SDK makes single attempts (`maxRetries: 0`)
 * and this loop retries what the SDK would (connection failures, 408, 409, 429, 5xx, `x-should-retry`), waiting
 * what the provider asks, or the SDK's backoff when it asks nothing, with the wait:
 *  - given up at once, re-throwing the provider's error, when it would end after the caller's deadline: the caller
 *    answers now, with the provider's Retry-After as its own hint, instead of sleeping past its limit;
 *  - cut short by the caller's abort signal (the visitor left, a watchdog fired).
 */
export interface RetryLimits {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** When the caller must have its answer (ms since epoch, as `now` counts); no retry wait may end later. */
  deadlineAt?: number;
  signal?: AbortSignal;
  /** The clock deadlines are measured on. */
  now?: () => number;
}

/** Runs `attempt` (one SDK request made with `maxRetries: 0`), retrying within `limits`. */
export async function withOpenAiRetries<T>(attempt: () => Promise<T>, limits: RetryLimits): Promise<T> {
  const now = limits.now ?? Date.now;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= limits.maxRetries || !isRetryable(error) || limits.signal?.aborted) throw error;
      const waitMs = retryWaitMs(error, retry, now);
      if (limits.deadlineAt !== undefined && now() + waitMs >= limits.deadlineAt) throw error;
      await wait(waitMs, undefined, limits.signal ? { signal: limits.signal } : {});
    }
  }
}

/** What the SDK itself retries. A request the caller aborted is never retried. */
export function isRetryable(error: unknown): boolean {
  const sdk = openAiSdk();
  if (error instanceof sdk.APIUserAbortError) return false;
  if (error instanceof sdk.APIConnectionError) return true;
  if (!(error instanceof sdk.APIError) || error.status === undefined) return false;
  const says = error.headers?.get('x-should-retry');
  if (says === 'true' || says === 'false') return says === 'true';
  return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
}

const INITIAL_BACKOFF_SECONDS = 0.5;
const MAX_BACKOFF_SECONDS = 8;

/** The provider's wait (retry-after-ms, Retry-After in seconds or as a date), else the SDK's jittered backoff. */
export function retryWaitMs(error: unknown, retry: number, now: () => number = Date.now): number {
  const headers = error instanceof openAiSdk().APIError ? error.headers : undefined;
  const afterMs = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (afterMs >= 0) return afterMs;
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number.parseFloat(after);
    const ms = Number.isNaN(seconds) ? Date.parse(after) - now() : seconds * 1000;
    if (ms >= 0) return ms;
  }
  const backoff = Math.min(INITIAL_BACKOFF_SECONDS * 2 ** retry, MAX_BACKOFF_SECONDS);
  return backoff * (1 - Math.random() * 0.25) * 1000;
}
