import { describe, expect, it } from '@jest/globals';
import {
  BOOK_SIZE_CODES,
  BOOK_SIZE_REQUESTS,
  ITEM_TYPES,
  bookSizeChoiceSchema,
  bookSizeFromRequest,
  bookSizeRequestSchema,
  isBookSize,
  itemTypeSchema,
  parseItemType,
} from './book-size.js';
import * as mainEntry from './index.js';
import * as deliveryEntry from './delivery/index.js';
import { BOOK_SIZES, bookSizeLabel, chapterCountOf } from './pricing.js';

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

  it('encodes each code back into the request value it was decoded from', () => {
    expect(BOOK_SIZE_CODES.map((size) => bookSizeRequestSchema.encode(size))).toEqual(['small', 'medium', 'big']);
    expect(bookSizeChoiceSchema.encode({ book_size: 'S' })).toEqual({ book_size: 'small' });
  });

  it('names a size as pages show it', () => {
    expect(BOOK_SIZE_CODES.map(bookSizeLabel)).toEqual(['S (15 chapters)', 'M (25 chapters)', 'L (40 chapters)']);
  });
});

describe('item types', () => {
  it('names every binding and size, bindings first, as the spec writes them', () => {
    expect(ITEM_TYPES).toEqual([
      'softcover_small',
      'softcover_medium',
      'softcover_big',
      'hardcover_small',
      'hardcover_medium',
      'hardcover_big',
    ]);
  });

  it('decodes an item type into its binding and size, and encodes it back', () => {
    expect(itemTypeSchema.parse('hardcover_big')).toEqual({ binding: 'hardcover', size: 'L' });
    expect(itemTypeSchema.encode({ binding: 'softcover', size: 'M' })).toBe('softcover_medium');
    expect(ITEM_TYPES.every((itemType) => itemTypeSchema.encode(itemTypeSchema.parse(itemType)) === itemType)).toBe(
      true,
    );
  });

  it.each([['hardcover_L'], ['paperback_big'], ['hardcover'], ['hardcover_big_big'], [''], [7]])(
    'refuses %p naming the allowed values',
    (value) => {
      expect(parseItemType(String(value))).toBeUndefined();
      const result = itemTypeSchema.safeParse(value);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ message: `Item type must be one of: ${ITEM_TYPES.join(', ')}` }),
      ]);
    },
  );

  it('refuses to encode a size that does not exist rather than inventing a name', () => {
    expect(() => itemTypeSchema.encode({ binding: 'hardcover', size: 'XL' as 'L' })).toThrow();
    expect(() => bookSizeRequestSchema.encode('XL' as 'L')).toThrow();
  });
});

/**
 * Issue 28: the request values and item types exist only inside book-size.ts. If a conversion or a table holding
 * request values were exported, code elsewhere could convert by hand again; this keeps them off the public surface.
 */
describe('the public surface of @storyloom/contracts', () => {
  const HAND_CONVERSIONS = ['BOOK_SIZE_REQUESTS', 'ITEM_TYPES', 'bookSizeFromRequest', 'itemTypeOf', 'parseItemType'];

  it.each([
    ['@storyloom/contracts', mainEntry],
    ['@storyloom/contracts/delivery', deliveryEntry],
  ])('%s exports no conversion between a size code and its wire names, only the codecs', (_entry, exports) => {
    expect(Object.keys(exports).filter((name) => HAND_CONVERSIONS.includes(name))).toEqual([]);
  });

  it('offers the codecs, the chapter count and the label instead', () => {
    expect(Object.keys(mainEntry)).toEqual(
      expect.arrayContaining(['bookSizeRequestSchema', 'itemTypeSchema', 'bookSizeLabel', 'chapterCountOf']),
    );
  });

  it('keeps no request value in the size table a caller could read', () => {
    expect(JSON.stringify(BOOK_SIZES)).not.toMatch(/small|medium|big/);
    expect(Object.values(BOOK_SIZES).every((size) => !('request' in size))).toBe(true);
  });
});
