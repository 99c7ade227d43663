import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { pageviewEventSchema, webVitalEventSchema } from './analytics.js';
import { step1RequestSchema } from './characters/character.schema.js';
import { chapterEditSchema } from './outline/outline-chapter.schema.js';
import { isStorableText, storableText } from './storable-text.js';
import { generateOutlineRequestSchema } from './story/generate-outline.schema.js';
import { step2RequestSchema, storyOutlineEditSchema } from './story/step2.schema.js';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = '\udc00';

describe('isStorableText', () => {
  it('accepts any well-formed text, emoji (surrogate pairs) included', () => {
    expect(isStorableText('Ada 😀 Lovelace, née Byron')).toBe(true);
  });

  it.each([NUL, LONE_HIGH, LONE_LOW, '😀'.slice(0, 1)])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('storableText', () => {
  it('names the field in both of its messages and lets the field chain its own rules', () => {
    const name = storableText('Name').trim().min(1, 'Name is required');
    expect(name.parse(' Ada ')).toBe('Ada');
    expect(name.safeParse(7).error?.issues[0]?.message).toBe('Name must be text');
    expect(name.safeParse(NUL).error?.issues[0]?.message).toMatch(/^Name contains a character that cannot be saved/);
  });
});

const main = { name: 'Ada', isMainCharacter: true };
const variant = { bookTitle: 'T', genre: 'Horror', premise: 'Quest', tone: 'Dark', style: 'Lyrical', readingLevel: 3 };
const chapter = { title: 'One', synopsis: 'It starts.', tags: ['a'] };

/** Every text field of every request body, with a body that is valid but for that field. */
const CASES: Array<[string, z.ZodType, (text: string) => unknown, string, string?]> = [
  ['step1 name', step1RequestSchema, (bad) => ({ characters: [{ ...main, name: bad }] }), 'characters.0.name'],
  [
    'step1 personality text',
    step1RequestSchema,
    (bad) => ({ characters: [{ ...main, personality: bad }] }),
    'characters.0.personality',
  ],
  [
    'step1 personality entry',
    step1RequestSchema,
    (bad) => ({ characters: [{ ...main, personality: [bad] }] }),
    'characters.0.personality',
  ],
  ['step1 skills', step1RequestSchema, (bad) => ({ characters: [{ ...main, skills: bad }] }), 'characters.0.skills'],
  ['step1 fears', step1RequestSchema, (bad) => ({ characters: [{ ...main, fears: bad }] }), 'characters.0.fears'],
  [
    'step1 extraInfo',
    step1RequestSchema,
    (bad) => ({ characters: [{ ...main, extraInfo: bad }] }),
    'characters.0.extraInfo',
  ],
  [
    'step1 relation',
    step1RequestSchema,
    (bad) => ({ characters: [main, { name: 'Bo', isMainCharacter: false, relation: bad }] }),
    'characters.1.relation',
  ],
  [
    'step1 custom text',
    step1RequestSchema,
    (bad) => ({ characters: [{ ...main, hobbiesCustom: bad }] }),
    'characters.0.hobbiesCustom',
  ],
  ['step1 age', step1RequestSchema, (bad) => ({ characters: [{ ...main, age: bad }] }), 'characters.0.age', '42'],
  ['step2 premise', step2RequestSchema, (bad) => ({ genre: 'Horror', premise: bad }), 'premise'],
  ['step2 title', step2RequestSchema, (bad) => ({ genre: 'Horror', premise: 'Quest', bookTitle: bad }), 'bookTitle'],
  ['step2 tone text', step2RequestSchema, (bad) => ({ genre: 'Horror', premise: 'Quest', tone: bad }), 'tone'],
  ['step2 style entry', step2RequestSchema, (bad) => ({ genre: 'Horror', premise: 'Quest', style: [bad] }), 'style'],
  [
    'step2 character',
    step2RequestSchema,
    (bad) => ({ genre: 'Horror', premise: 'Quest', characters: [{ ...main, name: bad }] }),
    'characters.0.name',
  ],
  ['summary edit', storyOutlineEditSchema, (bad) => ({ story_outline: bad }), 'story_outline'],
  ['chapter title', chapterEditSchema, (bad) => ({ ...chapter, title: bad }), 'title'],
  ['chapter synopsis', chapterEditSchema, (bad) => ({ ...chapter, synopsis: bad }), 'synopsis'],
  ['chapter tag', chapterEditSchema, (bad) => ({ ...chapter, tags: ['ok', bad] }), 'tags.1'],
  ['variant premise', generateOutlineRequestSchema, (bad) => ({ ...variant, premise: bad }), 'premise'],
  [
    'variant custom genre',
    generateOutlineRequestSchema,
    (bad) => ({ ...variant, genre: 'custom', customGenre: bad }),
    'customGenre',
  ],
  ['pageview page', pageviewEventSchema, (bad) => ({ page: bad, title: 'Home' }), 'page'],
  ['pageview title', pageviewEventSchema, (bad) => ({ page: '/', title: bad }), 'title'],
  ['web vital id', webVitalEventSchema, (bad) => ({ name: 'LCP', value: 1, rating: 'good', id: bad, page: '/' }), 'id'],
];

describe.each(CASES)('%s', (_name, schema, body, path, ordinary = 'Plain Zoë, Ольга, 美咲') => {
  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_HIGH],
  ])('refuses %s at its own path', (_what, bad) => {
    const result = schema.safeParse(body(bad));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths.some((issuePath) => issuePath === path || issuePath.startsWith(`${path}.`))).toBe(true);
  });

  it('accepts the same body with ordinary text', () => {
    expect(schema.safeParse(body(ordinary)).success).toBe(true);
  });
});

describe('generateOutlineRequestSchema reading level', () => {
  it.each([true, [3], '3', null])('refuses %j instead of coercing it', (readingLevel) => {
    expect(generateOutlineRequestSchema.safeParse({ ...variant, readingLevel }).error?.issues[0]).toMatchObject({
      path: ['readingLevel'],
    });
  });
});
