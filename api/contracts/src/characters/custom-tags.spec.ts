import { describe, expect, it } from '@jest/globals';
import { PERSONALITY_OPTIONS } from '../options.js';
import { isCustomTag, tagLabel } from './custom-tags.js';

describe('custom tags', () => {
  it('treats built-in suggestions as not custom', () => {
    expect(isCustomTag('Funny', PERSONALITY_OPTIONS)).toBe(false);
    expect(tagLabel('Funny', PERSONALITY_OPTIONS)).toBe('Funny');
  });
  it('flags tags that are not built in, case-sensitively', () => {
    expect(isCustomTag('Loves tea', PERSONALITY_OPTIONS)).toBe(true);
    expect(isCustomTag('funny', PERSONALITY_OPTIONS)).toBe(true);
    expect(tagLabel('Loves tea', PERSONALITY_OPTIONS)).toBe('Loves tea (custom)');
  });
  it('never flags the Custom... control itself', () => {
    expect(isCustomTag('Custom...', ['Funny'])).toBe(false);
  });
});
