import { describe, expect, it } from '@jest/globals';
import { AdaptiveConcurrency, type ConcurrencySlot } from './adaptive-concurrency.js';

/** Takes `count` slots that are free now (each acquire resolves at once while under the limit). */
const take = (limiter: AdaptiveConcurrency, count: number): Promise<ConcurrencySlot[]> =>
  Promise.all(Array.from({ length: count }, () => limiter.acquire()));

describe('AdaptiveConcurrency (additive increase, multiplicative decrease)', () => {
  it('starts at the configured maximum and never hands out more slots than the limit', async () => {
    const limiter = new AdaptiveConcurrency({ max: 3 });
    const slots = await take(limiter, 3);
    let fourth = false;
    const waiting = limiter.acquire().then((slot) => {
      fourth = true;
      return slot;
    });
    await Promise.resolve();
    expect(fourth).toBe(false);
    limiter.release(slots[0]!, 'succeeded');
    const slot = await waiting;
    expect(fourth).toBe(true);
    expect(limiter.running).toBe(3);
    limiter.release(slot, 'succeeded');
  });

  it('halves on an overload, once for all the requests that were under way together, and never goes below 1', async () => {
    const limiter = new AdaptiveConcurrency({ max: 8 });
    const first = await take(limiter, 8);
    // Seven of the eight are refused by a one-slot server: one halving, not seven.
    for (const slot of first.slice(1)) limiter.release(slot, 'overloaded');
    expect(limiter.limit).toBe(4);
    limiter.release(first[0]!, 'succeeded');
    const second = await take(limiter, 4);
    limiter.release(second[0]!, 'overloaded');
    limiter.release(second[1]!, 'overloaded');
    expect(limiter.limit).toBe(2);
    limiter.release(second[2]!, 'failed');
    limiter.release(second[3]!, 'failed');
    const third = await take(limiter, 2);
    limiter.release(third[0]!, 'overloaded');
    expect(limiter.limit).toBe(1);
    limiter.release(third[1]!, 'overloaded');
    const last = await limiter.acquire();
    limiter.release(last, 'overloaded');
    expect(limiter.limit).toBe(1);
  });

  it('grows by one after `growAfter` successes per slot in a row, up to the maximum; other failures change nothing', async () => {
    const limiter = new AdaptiveConcurrency({ max: 4, growAfter: 2 });
    for (const slot of await take(limiter, 4)) limiter.release(slot, 'overloaded');
    expect(limiter.limit).toBe(2);
    const succeed = async (times: number) => {
      for (let done = 0; done < times; done++) limiter.release(await limiter.acquire(), 'succeeded');
    };
    await succeed(3);
    expect(limiter.limit).toBe(2);
    limiter.release(await limiter.acquire(), 'failed');
    await succeed(1);
    expect(limiter.limit).toBe(3);
    await succeed(6);
    expect(limiter.limit).toBe(4);
    await succeed(100);
    expect(limiter.limit).toBe(4);
    // An overload resets the run of successes.
    limiter.release(await limiter.acquire(), 'overloaded');
    expect(limiter.limit).toBe(2);
  });
});
