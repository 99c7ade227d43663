import { describe, expect, it } from '@jest/globals';
import { chipSize, replaceCustomEntry, toggleTag, unusedSuggestions } from './tag-selection.js';

const CUSTOM = 'Custom...';
const HOBBIES = ['Reading', 'Collecting random things', 'Gardening', 'Playing Sports', 'Crafting', CUSTOM];

describe('replaceCustomEntry', () => {
  it('puts the typed text where the custom option was', () => {
    expect(replaceCustomEntry(['Funny', CUSTOM, 'Sarcastic'], ' Loves tea ', CUSTOM)).toEqual([
      'Funny',
      'Loves tea',
      'Sarcastic',
    ]);
  });
  it('adds several comma-separated entries, collapsing whitespace and skipping duplicates', () => {
    expect(replaceCustomEntry(['Funny', CUSTOM], 'Bakes\nbread, Funny,  ,Sings', CUSTOM)).toEqual([
      'Funny',
      'Bakes bread',
      'Sings',
    ]);
  });
  it('keeps at most maxTags tags', () => {
    const many = Array.from({ length: 19 }, (_, index) => `Tag ${index}`);
    expect(replaceCustomEntry([...many, CUSTOM], 'A, B', CUSTOM, 20)).toHaveLength(20);
    expect(replaceCustomEntry([...many, CUSTOM], 'A, B', CUSTOM)).toHaveLength(21);
  });
});

describe('toggleTag', () => {
  it('adds and removes an option', () => {
    expect(toggleTag(['Art'], 'Music')).toEqual(['Art', 'Music']);
    expect(toggleTag(['Art', 'Music'], 'Art')).toEqual(['Music']);
  });
  it('refuses a tag beyond maxTags', () => {
    const full = Array.from({ length: 20 }, (_, index) => `Tag ${index}`);
    expect(toggleTag(full, 'One more', 20)).toEqual(full);
    expect(toggleTag(full, 'One more')).toHaveLength(21);
  });
});

describe('unusedSuggestions', () => {
  it('offers the first three built-in options not yet chosen, never the custom option', () => {
    expect(unusedSuggestions(HOBBIES, [], CUSTOM)).toEqual(['Reading', 'Collecting random things', 'Gardening']);
    expect(unusedSuggestions(HOBBIES, ['Reading', 'Gardening'], CUSTOM)).toEqual([
      'Collecting random things',
      'Playing Sports',
      'Crafting',
    ]);
    expect(unusedSuggestions(['A', CUSTOM], ['A'], CUSTOM)).toEqual([]);
  });
});

describe('chipSize', () => {
  it('classes chips medium over 25 characters and long over 50', () => {
    expect(chipSize('x'.repeat(25))).toBe('short');
    expect(chipSize('x'.repeat(26))).toBe('medium');
    expect(chipSize('x'.repeat(50))).toBe('medium');
    expect(chipSize('x'.repeat(51))).toBe('long');
  });
});
