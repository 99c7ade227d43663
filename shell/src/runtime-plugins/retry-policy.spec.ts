import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { REMOTE_LOAD_RETRIES, retryAfterFailure, retryDelayMs, withRetries } from './retry-policy.js';

describe('withRetries', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('backs off 400 ms then 1200 ms', () => {
    expect([1, 2].map(retryDelayMs)).toEqual([400, 1200]);
  });

  it('tries once plus two retries, then gives up with the last error', async () => {
    const attempt = jest.fn(async (retry: number) => {
      throw new Error(`attempt ${retry}`);
    });
    const result = withRetries(attempt).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(400 + 1200);
    expect(await result).toEqual(new Error('attempt 2'));
    expect(attempt).toHaveBeenCalledTimes(1 + REMOTE_LOAD_RETRIES);
  });

  it('stops at the first success and waits only as long as needed', async () => {
    const attempt = jest.fn(async (retry: number) => {
      if (retry === 0) throw new Error('blip');
      return 'entry';
    });
    const result = withRetries(attempt);
    await jest.advanceTimersByTimeAsync(399);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('entry');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('after a first failure made elsewhere, only retries (the runtime already tried once)', async () => {
    const attempt = jest.fn(async (): Promise<string> => {
      throw new Error('still down');
    });
    const result = retryAfterFailure(attempt, new Error('first')).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(400 + 1200);
    expect(await result).toEqual(new Error('still down'));
    expect(attempt).toHaveBeenCalledTimes(REMOTE_LOAD_RETRIES);
  });
});
