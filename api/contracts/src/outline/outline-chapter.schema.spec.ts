import { describe, expect, it } from '@jest/globals';
import { OUTLINE_LIMITS } from './limits.js';
import { chapterEditSchema, chapterNumberParamSchema, outlineChaptersSchema } from './outline-chapter.schema.js';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues[0] && `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;

describe('chapter edit', () => {
  it('normalises the title to one line, trims the synopsis and cleans the tags', () => {
    expect(
      chapterEditSchema.parse({
        title: '  The\n  Storm ',
        synopsis: '\n Rain falls.\n\nThey run. ',
        tags: [' storm ', '', 'Storm', 'night'],
        extra: 1,
      }),
    ).toEqual({
      title: 'The Storm',
      synopsis: 'Rain falls.\n\nThey run.',
      tags: ['storm', 'night'],
    });
  });

  it('defaults missing tags to none', () => {
    expect(chapterEditSchema.parse({ title: 'A', synopsis: 'B' }).tags).toEqual([]);
  });

  it.each([
    ['a blank title', { title: '   ', synopsis: 'B' }, 'title: Title is required'],
    ['a missing synopsis', { title: 'A' }, 'synopsis: Synopsis must be text'],
    ['a blank synopsis', { title: 'A', synopsis: ' \n ' }, 'synopsis: Synopsis is required'],
    [
      'a title too long',
      { title: 'x'.repeat(OUTLINE_LIMITS.titleMaxLength + 1), synopsis: 'B' },
      `title: Title must be at most ${OUTLINE_LIMITS.titleMaxLength} characters`,
    ],
    [
      'a title that would break its marker',
      { title: 'The **End**', synopsis: 'B' },
      "title: Title cannot contain '**'",
    ],
    [
      'a synopsis too long',
      { title: 'A', synopsis: 'x'.repeat(OUTLINE_LIMITS.synopsisMaxLength + 1) },
      `synopsis: Synopsis must be at most ${OUTLINE_LIMITS.synopsisMaxLength} characters`,
    ],
    [
      'a tag too long',
      { title: 'A', synopsis: 'B', tags: ['x'.repeat(OUTLINE_LIMITS.tagMaxLength + 1)] },
      `tags.0: Each tag must be at most ${OUTLINE_LIMITS.tagMaxLength} characters`,
    ],
    [
      'too many tags',
      {
        title: 'A',
        synopsis: 'B',
        tags: Array.from({ length: OUTLINE_LIMITS.tagsPerChapter + 1 }, (_, index) => `t${index}`),
      },
      `tags: A chapter can have at most ${OUTLINE_LIMITS.tagsPerChapter} tags`,
    ],
    [
      'tags that are not a list',
      { title: 'A', synopsis: 'B', tags: 'storm' },
      'tags: Tags must be a list of text entries',
    ],
    ['a number as title', { title: 7, synopsis: 'B' }, 'title: Title must be text'],
  ])('refuses %s', (_, body, message) => {
    expect(firstMessage(chapterEditSchema.safeParse(body))).toBe(message);
  });

  it('counts tags after empty and duplicate ones are dropped', () => {
    const tags = [...Array.from({ length: OUTLINE_LIMITS.tagsPerChapter }, (_, index) => `t${index}`), '', ' ', 'T0'];
    expect(chapterEditSchema.parse({ title: 'A', synopsis: 'B', tags }).tags).toHaveLength(
      OUTLINE_LIMITS.tagsPerChapter,
    );
  });
});

describe('outline chapters', () => {
  const chapter = (number: number) => ({ number, title: `Title ${number}`, synopsis: 'Something happens.', tags: [] });

  it('accepts chapters numbered 1, 2, 3 in order', () => {
    expect(outlineChaptersSchema.parse([chapter(1), chapter(2), chapter(3)])).toHaveLength(3);
  });

  it('refuses gaps, disorder and more chapters than the largest book has', () => {
    expect(outlineChaptersSchema.safeParse([chapter(1), chapter(3)]).success).toBe(false);
    expect(outlineChaptersSchema.safeParse([chapter(2), chapter(1)]).success).toBe(false);
    const tooMany = Array.from({ length: OUTLINE_LIMITS.maxChapters + 1 }, (_, index) => chapter(index + 1));
    expect(outlineChaptersSchema.safeParse(tooMany).success).toBe(false);
    expect(OUTLINE_LIMITS.maxChapters).toBe(40);
  });
});

describe('chapter number parameter', () => {
  it('turns a URL segment into a number', () => {
    expect(chapterNumberParamSchema.parse('12')).toBe(12);
  });
  it.each(['0', '-1', '1.5', 'abc', '', '01', '1e3', '1234'])('refuses %p', (value) => {
    expect(chapterNumberParamSchema.safeParse(value).success).toBe(false);
  });
});
