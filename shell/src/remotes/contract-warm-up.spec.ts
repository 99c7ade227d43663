import { afterEach, describe, expect, it, jest } from '@jest/globals';

const warmUp = jest.fn<(handBack: () => Promise<void>) => Promise<void>>();
jest.unstable_mockModule('@storyloom/contracts/warm-up', () => ({ warmUpContract: warmUp }));

const { warmUpContract } = await import('./contract-warm-up.js');

describe('warmUpContract (shell)', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("warms the contract once per visit, handing back through the browser's scheduler.yield()", async () => {
    const yields = jest.fn(async () => undefined);
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yields };
    warmUp.mockImplementation(async (handBack) => {
      await handBack();
      await handBack();
    });
    await Promise.all([warmUpContract(), warmUpContract()]);
    await warmUpContract();
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(yields).toHaveBeenCalledTimes(2);
  });
});
