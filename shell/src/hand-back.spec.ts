import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { handBack, oneTaskEach } from './hand-back.js';

const withScheduler = (scheduler: unknown) => ((globalThis as { scheduler?: unknown }).scheduler = scheduler);

describe('handBack / oneTaskEach', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("yields through the browser's scheduler.yield() when it has one", async () => {
    const yields = jest.fn(async () => undefined);
    withScheduler({ yield: yields });
    await handBack();
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('else ends the task with a timer', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const handedBack = handBack().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.runAllTimersAsync();
    await handedBack;
    expect(resumed).toBe(true);
  });

  it('runs each step in its own task, in order, and goes on past one that fails', async () => {
    const order: string[] = [];
    withScheduler({ yield: async () => void order.push('yield') });
    await oneTaskEach([
      async () => order.push('react-dom'),
      () => Promise.reject(new Error('Loading chunk 174 failed.')),
      async () => order.push('router'),
    ]);
    expect(order).toEqual(['react-dom', 'yield', 'yield', 'router', 'yield']);
  });
});
