import { describe, expect, it } from '@jest/globals';
import { CHARACTER_ID_PATTERN } from '@storyloom/contracts';
import { newCharacterId } from './character-ids.js';

describe('newCharacterId', () => {
  it('draws a new id at random each time, always one the API keeps', () => {
    const ids = Array.from({ length: 50 }, newCharacterId);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(CHARACTER_ID_PATTERN);
  });
});
