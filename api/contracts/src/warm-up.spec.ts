import { describe, expect, it } from '@jest/globals';
import * as contract from './index.js';
import { CONTRACT_PARTS } from './warm-up.js';

describe('CONTRACT_PARTS', () => {
  it('loads every part: none is a path that no longer exists (a failing part is skipped silently in the browser)', async () => {
    for (const part of CONTRACT_PARTS) await expect(part()).resolves.toBeDefined();
  });

  it('ends with the index itself, so after the warm-up the page has nothing left to evaluate', async () => {
    expect(await CONTRACT_PARTS.at(-1)!()).toBe(contract);
  });
});
