import {
  outlineChaptersSchema,
  savedCharacterSchema,
  storyDetailsForCharacters,
  storyDetailsSchema,
  withUniqueCharacterIds,
} from '@storyloom/contracts';
import { z } from 'zod';
import type { PaidOrderBook } from '../orders/orders.service.js';
import { bibleEntrySchema, placedDetailSchema } from '../writing/writing.service.js';

/**
 * What the order froze of the outline: its chapters (the contract's outline schema), and the story bible, the
 * buyer's details and chapter 1's facts, each read on its own and simply absent when an order froze none (or one
 * unreadable): an order paid before bibles existed is written as it was.
 */
const frozenOutlineSchema = z.object({
  chapters: outlineChaptersSchema.min(1),
  bible: bibleEntrySchema.array().optional().catch(undefined),
  placedDetails: placedDetailSchema.array().optional().catch(undefined),
  firstChapterFacts: z.string().array().optional().catch(undefined),
});

/**
 * A paid order's frozen book (orders.types.ts keeps it as the database holds it), parsed with the contract's schemas
 * of each part: characters as /step1 saves them, story details as /step2 saves them, the outline's chapters. A book
 * frozen before characters had ids is read the way a draft of then is: each character gets the id of its name, and
 * the gift's call names (keyed by name then) are keyed by those ids.
 */
const paidBookSchema = z
  .object({
    orderId: z.string(),
    visitorId: z.string(),
    characters: z.array(savedCharacterSchema).min(1).transform(withUniqueCharacterIds),
    storyDetails: storyDetailsSchema,
    summary: z.string(),
    outline: frozenOutlineSchema,
    /** The cover module reads its own reference (CoverService.coverPrintOf). */
    cover: z.unknown(),
    firstChapter: z.string().nullable(),
    dedication: z.string().nullable(),
  })
  .transform((book) => ({ ...book, storyDetails: storyDetailsForCharacters(book.storyDetails, book.characters) }));
export type PaidBook = z.output<typeof paidBookSchema>;

/** Raised when an order's frozen book does not parse: the stage fails with the reason in the operators' log. */
export class FrozenBookUnreadableError extends Error {
  override readonly name = 'FrozenBookUnreadableError';
}

export function parsePaidBook(book: PaidOrderBook): PaidBook {
  const parsed = paidBookSchema.safeParse(book);
  if (!parsed.success)
    throw new FrozenBookUnreadableError(
      `order ${book.orderId}'s frozen book is unreadable: ${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}
