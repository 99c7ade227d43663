import { describe, expect, it } from '@jest/globals';
import { step2RequestSchema, storyOutlineEditSchema } from './step2.schema.js';

const main = { name: 'Ada', isMainCharacter: true };

describe('step2RequestSchema', () => {
  it('normalises the spec payload: lists from comma-joined text, defaults applied', () => {
    const parsed = step2RequestSchema.parse({
      bookTitle: '',
      genre: 'Horror',
      premise: 'Quest',
      style: 'Lyrical, ,Formal',
      tone: '',
      readingLevel: 'Kid',
      characters: [main],
    });
    expect(parsed.details).toEqual({
      bookTitle: 'Untitled Book',
      genre: 'Horror',
      premise: 'Quest',
      style: 'Lyrical, Formal',
      tone: 'Neutral',
      readingLevel: 'Kid',
    });
    expect(parsed.characters?.[0]).toMatchObject({ name: 'Ada', isMainCharacter: true, skills: '' });
  });

  it('lets the characters be omitted (the saved ones are used) and defaults the reading level to Average', () => {
    expect(step2RequestSchema.parse({ genre: 'Horror', premise: 'Quest' })).toEqual({
      details: expect.objectContaining({ readingLevel: 'Average', style: 'General' }),
      characters: undefined,
    });
  });

  it.each([
    [{ premise: 'Quest' }, 'genre', 'Genre must be text'],
    [{ genre: '  ', premise: 'Quest' }, 'genre', 'Genre is required'],
    [{ genre: 'Custom...', premise: 'Quest' }, 'genre', "Type your own genre in place of 'Custom...'"],
    [{ genre: 'Horror', premise: 'x'.repeat(1001) }, 'premise', 'Premise must be at most 1000 characters'],
    [
      { genre: 'Horror', premise: 'Quest', readingLevel: 'Expert' },
      'readingLevel',
      'Reading level must be one of: Kid, Average, Sophisticated',
    ],
    [
      { genre: 'Horror', premise: 'Quest', tone: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tone',
      'Choose at most 10 entries for tone',
    ],
    [
      { genre: 'Horror', premise: 'Quest', characters: [{ ...main, isMainCharacter: false }] },
      'characters',
      'Exactly one main character is required',
    ],
  ])('refuses %j at %s', (body, path, message) => {
    const result = step2RequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });
});

describe('storyOutlineEditSchema', () => {
  it('trims the edited summary and refuses an empty or oversized one', () => {
    expect(storyOutlineEditSchema.parse({ story_outline: ' # T \n' })).toEqual({ story_outline: '# T' });
    expect(storyOutlineEditSchema.safeParse({ story_outline: '  ' }).error?.issues[0]?.message).toBe(
      'The summary cannot be empty',
    );
    expect(storyOutlineEditSchema.safeParse({ story_outline: 'x'.repeat(20_001) }).success).toBe(false);
  });
});
