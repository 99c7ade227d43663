import { afterEach, describe, expect, it, jest } from '@jest/globals';

const order: string[] = [];
const part = (name: string) => jest.fn(async () => void order.push(name));
const CONTRACT_PARTS = [part('zod'), part('characters'), part('index')];
jest.unstable_mockModule('@storyloom/contracts/warm-up', () => ({ CONTRACT_PARTS }));

const { warmUpContract } = await import('./contract-warm-up.js');

describe('warmUpContract (shell)', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("evaluates the contract's parts in order, one per task, once a visit", async () => {
    (globalThis as { scheduler?: unknown }).scheduler = { yield: async () => void order.push('yield') };
    await Promise.all([warmUpContract(), warmUpContract()]);
    await warmUpContract();
    expect(order).toEqual(['zod', 'yield', 'characters', 'yield', 'index', 'yield']);
    for (const evaluate of CONTRACT_PARTS) expect(evaluate).toHaveBeenCalledTimes(1);
  });
});
