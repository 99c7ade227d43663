import { describe, expect, it } from '@jest/globals';
import { openAiSdk } from './openai-sdk.js';
import { isRetryable, retryWaitMs, withOpenAiRetries } from './openai-retries.js';

/** The SDK copy the code under test uses, so its `instanceof` checks see these errors (common/openai-sdk.ts). */
const OpenAI = openAiSdk().default;

/** The SDK's own error for an HTTP answer, as it builds it from a response (status, body, headers). */
const providerError = (status: number, headers: Record<string, string> = {}) =>
  OpenAI.APIError.generate(status, { error: { message: `HTTP ${status}` } }, undefined, new Headers(headers));

/** A clock that moves only when told. */
const clock = (start: number) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

describe('withOpenAiRetries: no wait outlasts the caller (issue 24, F4)', () => {
  it('gives the provider error back at once when its Retry-After ends after the deadline, having asked once', async () => {
    const time = clock(1_000_000);
    const busy = providerError(429, { 'retry-after': '120' });
    let attempts = 0;
    const attempt = () => {
      attempts++;
      return Promise.reject(busy);
    };
    await expect(
      withOpenAiRetries(attempt, { maxRetries: 2, deadlineAt: time.now() + 30_000, now: time.now }),
    ).rejects.toBe(busy);
    expect(attempts).toBe(1);
  });

  it('retries when the wait fits before the deadline, and not beyond maxRetries', async () => {
    const time = clock(0);
    let attempts = 0;
    const attempt = () => {
      attempts++;
      return Promise.reject(providerError(503, { 'retry-after-ms': '1' }));
    };
    await expect(
      withOpenAiRetries(attempt, { maxRetries: 2, deadlineAt: 30_000, now: time.now }),
    ).rejects.toMatchObject({ status: 503 });
    expect(attempts).toBe(3);
  });

  it('never retries what the provider will answer the same again (400, 401, a caller abort)', async () => {
    for (const error of [providerError(400), providerError(401), new OpenAI.APIUserAbortError()]) {
      let attempts = 0;
      await expect(withOpenAiRetries(() => (attempts++, Promise.reject(error)), { maxRetries: 2 })).rejects.toBe(error);
      expect(attempts).toBe(1);
    }
    expect([408, 409, 429, 500, 502].map((status) => isRetryable(providerError(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isRetryable(providerError(500, { 'x-should-retry': 'false' }))).toBe(false);
  });

  it("reads the provider's wait as milliseconds, seconds or an HTTP date, on the caller's clock", () => {
    const time = clock(Date.parse('2026-11-27T06:00:00Z'));
    expect(retryWaitMs(providerError(429, { 'retry-after-ms': '250', 'retry-after': '9' }), 0, time.now)).toBe(250);
    expect(retryWaitMs(providerError(429, { 'retry-after': '120' }), 0, time.now)).toBe(120_000);
    expect(retryWaitMs(providerError(429, { 'retry-after': 'Fri, 27 Nov 2026 06:01:30 GMT' }), 0, time.now)).toBe(
      90_000,
    );
    // No wait named: the SDK's backoff, 0.5 s doubling up to 8 s, less up to a quarter of jitter.
    const backoff = retryWaitMs(providerError(500), 2, time.now);
    expect(backoff).toBeGreaterThan(1500);
    expect(backoff).toBeLessThanOrEqual(2000);
  });
});
