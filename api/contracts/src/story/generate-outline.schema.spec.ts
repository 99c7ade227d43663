import { describe, expect, it } from '@jest/globals';
import {
  applyCustomChoices,
  emptyOutlineRequestForm,
  generateOutlineRequestSchema,
  missingOutlineRequestFields,
} from './generate-outline.schema.js';

const filled = {
  ...emptyOutlineRequestForm(),
  bookTitle: 'Sky',
  genre: 'custom',
  customGenre: 'Solarpunk',
  premise: 'custom',
  customPremise: 'A town powers itself with kites',
  tone: 'Dark',
  style: 'custom',
  customStyle: 'Letters',
  readingLevel: 4,
};

describe('generateOutlineRequestSchema', () => {
  it("replaces every 'custom' choice by its text and keeps the rest", () => {
    expect(generateOutlineRequestSchema.parse(filled)).toEqual({
      bookTitle: 'Sky',
      genre: 'Solarpunk',
      premise: 'A town powers itself with kites',
      tone: 'Dark',
      style: 'Letters',
      readingLevel: 4,
    });
  });

  it("refuses a 'custom' choice whose box is empty as a missing field", () => {
    const result = generateOutlineRequestSchema.safeParse({ ...filled, customGenre: '  ' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['genre'],
      message: expect.stringMatching(/^Genre is required/),
    });
  });

  it('accepts the reading level as a JSON number from 1 to 5, defaulting to 1; numeric text is not a number', () => {
    expect(generateOutlineRequestSchema.parse({ ...filled, readingLevel: 2 }).readingLevel).toBe(2);
    expect(generateOutlineRequestSchema.safeParse({ ...filled, readingLevel: '2' }).success).toBe(false);
    const { readingLevel: _, ...withoutLevel } = filled;
    expect(generateOutlineRequestSchema.parse(withoutLevel).readingLevel).toBe(1);
    expect(generateOutlineRequestSchema.safeParse({ ...filled, readingLevel: 6 }).success).toBe(false);
    expect(generateOutlineRequestSchema.safeParse({ ...filled, readingLevel: 2.5 }).success).toBe(false);
  });
});

describe('missingOutlineRequestFields', () => {
  it('lists the required fields that are empty after the custom replacement', () => {
    expect(missingOutlineRequestFields(emptyOutlineRequestForm())).toEqual([
      'bookTitle',
      'genre',
      'premise',
      'style',
      'tone',
    ]);
    expect(missingOutlineRequestFields(filled)).toEqual([]);
    expect(applyCustomChoices({ ...filled, tone: 'custom', customTone: 'Wry' }).tone).toBe('Wry');
  });
});
