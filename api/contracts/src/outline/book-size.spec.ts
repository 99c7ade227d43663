import { describe, expect, it } from '@jest/globals';
import { BOOK_SIZE_CODES, BOOK_SIZE_REQUESTS, bookSizeChoiceSchema, bookSizeFromRequest, chapterCountOf, isBookSize } from './book-size.js';

describe('book sizes', () => {
  it('lists the request values and codes in size order', () => {
    expect(BOOK_SIZE_REQUESTS).toEqual(['small', 'medium', 'big']);
    expect(BOOK_SIZE_CODES).toEqual(['S', 'M', 'L']);
    expect(BOOK_SIZE_CODES.map(chapterCountOf)).toEqual([15, 25, 40]);
  });

  it('maps each request value to its code', () => {
    expect(BOOK_SIZE_REQUESTS.map(bookSizeFromRequest)).toEqual(['S', 'M', 'L']);
  });

  it('recognises only the three codes', () => {
    expect(['S', 'M', 'L'].every(isBookSize)).toBe(true);
    expect(['s', 'XL', 'small', '', null, 15, 'toString', '__proto__'].some(isBookSize)).toBe(false);
  });

  it('parses a choice into its code and drops unknown keys', () => {
    expect(bookSizeChoiceSchema.parse({ book_size: 'big', chapters: 99 })).toEqual({ book_size: 'L' });
  });

  it.each([['huge'], ['L'], ['Small'], [''], [40], [undefined]])('refuses %p naming the allowed values', (value) => {
    const result = bookSizeChoiceSchema.safeParse({ book_size: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['book_size'], message: 'Book size must be one of: small, medium, big' }),
    ]);
  });
});
