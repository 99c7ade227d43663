import { describe, expect, it } from '@jest/globals';
import { OUTLINE_LIMITS } from './limits.js';
import { addOutlineTag, normaliseOutlineTag, normaliseOutlineTags } from './outline-tags.js';

describe('outline tags', () => {
  it('adds a trimmed tag with its inner whitespace collapsed', () => {
    expect(addOutlineTag(['storm'], '  first   kiss ')).toEqual(['storm', 'first kiss']);
    expect(normaliseOutlineTag('\tlost\n map ')).toBe('lost map');
  });

  it('ignores an empty or blank tag and returns the same list', () => {
    const tags = ['storm'];
    expect(addOutlineTag(tags, '')).toBe(tags);
    expect(addOutlineTag(tags, '   ')).toBe(tags);
  });

  it('ignores a tag the chapter already has, in any letter case', () => {
    const tags = ['Storm'];
    expect(addOutlineTag(tags, 'storm')).toBe(tags);
  });

  it('ignores a tag past the per-chapter limit or longer than a tag may be', () => {
    const full = Array.from({ length: OUTLINE_LIMITS.tagsPerChapter }, (_, index) => `tag ${index}`);
    expect(addOutlineTag(full, 'one more')).toBe(full);
    expect(addOutlineTag([], 'x'.repeat(OUTLINE_LIMITS.tagMaxLength + 1))).toEqual([]);
    expect(addOutlineTag([], 'x'.repeat(OUTLINE_LIMITS.tagMaxLength))).toHaveLength(1);
  });

  it('normalises a list: empty entries and duplicates dropped, order kept', () => {
    expect(normaliseOutlineTags([' b ', '', 'a', 'B', '  '])).toEqual(['b', 'a']);
  });
});
