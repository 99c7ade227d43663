import { describe, expect, it } from '@jest/globals';
import { joinCommaList, normaliseCommaList } from './comma-list.js';

describe('normaliseCommaList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(normaliseCommaList(' Reading ,, Gaming,  ,Art ')).toEqual(['Reading', 'Gaming', 'Art']);
  });
  it('gives an empty list for blank text', () => {
    expect(normaliseCommaList('  ,  ')).toEqual([]);
    expect(normaliseCommaList('')).toEqual([]);
  });
});

describe('joinCommaList', () => {
  it('joins trimmed, non-empty entries with a comma and a space', () => {
    expect(joinCommaList([' Art', '', 'Music '])).toBe('Art, Music');
  });
  it('round-trips with normaliseCommaList', () => {
    expect(normaliseCommaList(joinCommaList(['Heights', 'The unknown']))).toEqual(['Heights', 'The unknown']);
  });
});
