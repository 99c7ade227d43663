import { z } from 'zod';
import { BOOK_SIZES, type BookSize, type BookSizeRequest } from '../pricing.js';

/** The request values (`small`, `medium`, `big`, docs/product/constants-and-prices.md#book-sizes), in size order. */
export const BOOK_SIZE_REQUESTS = Object.values(BOOK_SIZES).map((size) => size.request) as [BookSizeRequest, ...BookSizeRequest[]];

/** Every size code in size order (S, M, L), for selectors and checks. */
export const BOOK_SIZE_CODES = Object.keys(BOOK_SIZES) as [BookSize, ...BookSize[]];

export function isBookSize(value: unknown): value is BookSize {
  return typeof value === 'string' && Object.hasOwn(BOOK_SIZES, value);
}

/** 'big' -> 'L'. The request values and the codes are a fixed one-to-one pair. */
export function bookSizeFromRequest(request: BookSizeRequest): BookSize {
  return BOOK_SIZE_CODES.find((code) => BOOK_SIZES[code].request === request)!;
}

export const chapterCountOf = (size: BookSize): number => BOOK_SIZES[size].chapters;

/** One message for a missing or unknown size, naming the allowed values so a client can fix its request. */
export const BOOK_SIZE_REQUEST_MESSAGE = `Book size must be one of: ${BOOK_SIZE_REQUESTS.join(', ')}`;

/** A `book_size` request value, turned into its size code (S, M or L) once validated. */
export const bookSizeRequestSchema = z.enum(BOOK_SIZE_REQUESTS, { error: BOOK_SIZE_REQUEST_MESSAGE }).transform(bookSizeFromRequest);

/**
 * Body of `POST /api/step3` (form-encoded in the spec; JSON is accepted too) and of `PUT /api/book_size`.
 * Unknown keys are dropped.
 */
export const bookSizeChoiceSchema = z.object({ book_size: bookSizeRequestSchema });
export type BookSizeChoiceInput = z.input<typeof bookSizeChoiceSchema>;
export type BookSizeChoice = z.output<typeof bookSizeChoiceSchema>;
