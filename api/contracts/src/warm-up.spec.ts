import { describe, expect, it } from '@jest/globals';
import * as contract from './index.js';
import { CONTRACT_PARTS, warmUpContract } from './warm-up.js';

describe('warmUpContract', () => {
  it('loads every part: none is a path that no longer exists (a failing part is skipped silently in the browser)', async () => {
    for (const part of CONTRACT_PARTS) await expect(part()).resolves.toBeDefined();
  });

  it('hands the main thread back after each part, and evaluates the index last', async () => {
    const steps: string[] = [];
    const handBack = async () => {
      steps.push('yield');
    };
    await warmUpContract(handBack);
    expect(steps).toEqual(CONTRACT_PARTS.map(() => 'yield'));
    // The last part is the contract's own index: after the warm-up, the page's import has nothing left to evaluate.
    expect(await CONTRACT_PARTS.at(-1)!()).toBe(contract);
  });

  it('goes on past a part that fails, so a page is never kept waiting by its warm-up', async () => {
    const evaluated: string[] = [];
    const parts = [
      async () => evaluated.push('zod'),
      () => Promise.reject(new Error('Loading chunk 630 failed.')),
      async () => evaluated.push('index'),
    ];
    let handedBack = 0;
    await warmUpContract(async () => {
      handedBack += 1;
    }, parts);
    expect(evaluated).toEqual(['zod', 'index']);
    expect(handedBack).toBe(3);
  });
});
