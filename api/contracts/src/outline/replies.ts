import { z } from 'zod';
import { bookSizeCodeSchema } from '../book-size.js';
import { outlineChaptersSchema } from './outline-chapter.schema.js';

/**
 * Reply of `POST /api/step3` (also the `done` event's data when streamed). `detailed_outline` is the text form of
 * docs/product/step3-outline.md#what-happens-on-generate-outline; `chapters` and `book_size` spare the editor a
 * second request.
 */
export const step3ReplySchema = z.object({
  detailed_outline: z.string(),
  chapters: outlineChaptersSchema,
  book_size: bookSizeCodeSchema,
});
export type Step3Reply = z.infer<typeof step3ReplySchema>;

/**
 * Reply of `GET /api/get_detailed_outline` and of a chapter edit. With no outline yet: '' and no chapters.
 * `book_size` is the size the outline was written for; `stale` is true when the visitor has since chosen
 * another size, so the outline no longer has the book's chapter count and must be written again.
 */
export const detailedOutlineReplySchema = z.object({
  detailed_outline: z.string(),
  chapters: outlineChaptersSchema,
  book_size: bookSizeCodeSchema.nullable(),
  stale: z.boolean(),
});
export type DetailedOutlineReply = z.infer<typeof detailedOutlineReplySchema>;

/** Reply of `GET /get_book_size` (docs/product/step3-outline.md#book-size) and of `PUT /api/book_size`. */
export const bookSizeReplySchema = z.object({ book_size: bookSizeCodeSchema });
export type BookSizeReply = z.infer<typeof bookSizeReplySchema>;
