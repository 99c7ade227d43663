import { z } from 'zod';
import { BINDINGS, BOOK_SIZES, type Binding, type BookSize } from './pricing.js';

/**
 * The book size at the edge, and the only place that converts it (issue 28). Inside the code a size is its code,
 * `BookSize` (S, M, L), and a printed item is a `BookItem` ({ binding, size }). The spec's calls carry other names
 * for the same values: the request value `book_size: 'big'` (POST /api/step3, PUT /api/book_size, the step 5
 * replies) and the payment item `item_type: 'hardcover_big'` (POST /api/create-checkout-payment_intent, the order
 * reply, the orders table). Those names exist only here, inside the zod codecs below: a request schema decodes the
 * wire value into the code, a reply schema's `encode` turns the code back into it, so no caller ever holds a
 * request value. The conversions themselves are not part of the package's public surface (see index.ts).
 */

/** The request value of each size (docs/product/constants-and-prices.md#book-sizes). */
const REQUEST_VALUE_OF = { S: 'small', M: 'medium', L: 'big' } as const satisfies Record<BookSize, string>;
type BookSizeRequest = (typeof REQUEST_VALUE_OF)[BookSize];

/** Every size code in size order (S, M, L), for selectors and checks. */
export const BOOK_SIZE_CODES = Object.keys(BOOK_SIZES) as [BookSize, ...BookSize[]];

/** The request values (`small`, `medium`, `big`), in size order. */
export const BOOK_SIZE_REQUESTS = BOOK_SIZE_CODES.map((code) => REQUEST_VALUE_OF[code]) as [
  BookSizeRequest,
  ...BookSizeRequest[],
];

export function isBookSize(value: unknown): value is BookSize {
  return typeof value === 'string' && Object.hasOwn(BOOK_SIZES, value);
}

/** 'big' -> 'L'. The request values and the codes are a fixed one-to-one pair. */
export function bookSizeFromRequest(request: BookSizeRequest): BookSize {
  return BOOK_SIZE_CODES.find((code) => REQUEST_VALUE_OF[code] === request)!;
}

/** One message for a missing or unknown size, naming the allowed values so a client can fix its request. */
export const BOOK_SIZE_REQUEST_MESSAGE = `Book size must be one of: ${BOOK_SIZE_REQUESTS.join(', ')}`;

/** A size code in a schema whose wire value is the code itself (GET /get_book_size, stored outlines, samples). */
export const bookSizeCodeSchema = z.enum(BOOK_SIZE_CODES);

/** A `book_size` request value on the wire, the size code (S, M or L) in the code: `.parse` decodes, `.encode` sends. */
export const bookSizeRequestSchema = z.codec(
  z.enum(BOOK_SIZE_REQUESTS, { error: BOOK_SIZE_REQUEST_MESSAGE }),
  bookSizeCodeSchema,
  {
    decode: bookSizeFromRequest,
    encode: (size) => REQUEST_VALUE_OF[size],
  },
);

/**
 * Body of `POST /api/step3` (form-encoded in the spec; JSON is accepted too) and of `PUT /api/book_size`.
 * Unknown keys are dropped.
 */
export const bookSizeChoiceSchema = z.object({ book_size: bookSizeRequestSchema });
export type BookSizeChoiceInput = z.input<typeof bookSizeChoiceSchema>;
export type BookSizeChoice = z.output<typeof bookSizeChoiceSchema>;

/** What is printed: the binding and the size (the spec's `item_type`, `<binding>_<book size>`, on the wire). */
export interface BookItem {
  binding: Binding;
  size: BookSize;
}

/** The payment item's name (docs/product/constants-and-prices.md): `hardcover_big`. */
export const itemTypeOf = (item: BookItem): string => `${item.binding}_${REQUEST_VALUE_OF[item.size]}`;

const BINDING_CODES = Object.keys(BINDINGS) as Binding[];

/** Every payment item name, bindings first, then sizes in size order. */
export const ITEM_TYPES = BINDING_CODES.flatMap((binding) =>
  BOOK_SIZE_CODES.map((size) => itemTypeOf({ binding, size })),
) as [string, ...string[]];

/** `hardcover_big` -> { binding: 'hardcover', size: 'L' }; undefined for any other text. */
export function parseItemType(itemType: string): BookItem | undefined {
  if (!ITEM_TYPES.includes(itemType)) return undefined;
  const [binding, request] = itemType.split('_') as [Binding, BookSizeRequest];
  return { binding, size: bookSizeFromRequest(request) };
}

/** An `item_type` on the wire, a `BookItem` in the code. */
export const itemTypeSchema = z.codec(
  z.enum(ITEM_TYPES, { error: `Item type must be one of: ${ITEM_TYPES.join(', ')}` }),
  z.object({ binding: z.enum(BINDING_CODES as [Binding, ...Binding[]]), size: bookSizeCodeSchema }),
  { decode: (itemType) => parseItemType(itemType)!, encode: itemTypeOf },
);
