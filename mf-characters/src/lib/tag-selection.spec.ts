import { describe, expect, it } from '@jest/globals';
import { HOBBY_OPTIONS } from '@storyloom/contracts';
import { chipSize, replaceCustomEntry, toggleTag, unusedSuggestions } from './tag-selection.js';

describe('replaceCustomEntry', () => {
  it('puts the typed text where Custom... was', () => {
    expect(replaceCustomEntry(['Funny', 'Custom...', 'Sarcastic'], ' Loves tea ')).toEqual(['Funny', 'Loves tea', 'Sarcastic']);
  });
  it('adds several comma-separated entries, collapsing whitespace and skipping duplicates', () => {
    expect(replaceCustomEntry(['Funny', 'Custom...'], 'Bakes\nbread, Funny,  ,Sings')).toEqual(['Funny', 'Bakes bread', 'Sings']);
  });
  it('keeps at most 20 tags', () => {
    const many = Array.from({ length: 19 }, (_, index) => `Tag ${index}`);
    expect(replaceCustomEntry([...many, 'Custom...'], 'A, B')).toHaveLength(20);
  });
});

describe('toggleTag', () => {
  it('adds and removes an option', () => {
    expect(toggleTag(['Art'], 'Music')).toEqual(['Art', 'Music']);
    expect(toggleTag(['Art', 'Music'], 'Art')).toEqual(['Music']);
  });
  it('refuses a 21st tag', () => {
    const full = Array.from({ length: 20 }, (_, index) => `Tag ${index}`);
    expect(toggleTag(full, 'One more')).toEqual(full);
  });
});

describe('unusedSuggestions', () => {
  it('offers the first three built-in options not yet chosen, never Custom...', () => {
    expect(unusedSuggestions(HOBBY_OPTIONS, [])).toEqual(['Reading', 'Collecting random things', 'Gardening']);
    expect(unusedSuggestions(HOBBY_OPTIONS, ['Reading', 'Gardening'])).toEqual(['Collecting random things', 'Playing Sports', 'Crafting']);
    expect(unusedSuggestions(['A', 'Custom...'], ['A'])).toEqual([]);
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
