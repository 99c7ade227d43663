import {
  bookSizeChoiceSchema,
  bookSizeReplySchema,
  detailedOutlineReplySchema,
  type BookSize,
  type ChapterEditInput,
  type DetailedOutlineReply,
} from '@storyloom/contracts';
import { apiGet, apiPut, parsedReply } from '@storyloom/kit';
import { postEventStream } from '@storyloom/kit/wizard';

export const STEP3_PATH = '/api/step3';
export const DETAILED_OUTLINE_PATH = '/api/get_detailed_outline';
export const GET_BOOK_SIZE_PATH = '/get_book_size';
export const CHOOSE_BOOK_SIZE_PATH = '/api/book_size';
export const chapterPath = (number: number) => `/api/detailed_outline/chapters/${number}`;

/**
 * Writes a new outline of the chosen size (form-encoded `book_size`,
 * docs/product/step3-outline.md#what-happens-on-generate-outline), streaming the text to `onText` as chapters are
 * written. Resolves with the final reply unchecked: the page tells a reply without `detailed_outline` from one whose
 * outline is not text, and says so (docs/product/errors.md#step-3-outline).
 */
export function generateOutline(
  size: BookSize,
  options: { onText: (delta: string) => void; signal: AbortSignal },
): Promise<unknown> {
  return postEventStream<unknown>(
    STEP3_PATH,
    new URLSearchParams(bookSizeChoiceSchema.encode({ book_size: size })),
    options,
  );
}

/** The draft's outline (also the fallback when a reply lacks one, as the original site had it). */
export async function loadDetailedOutline(signal?: AbortSignal): Promise<DetailedOutlineReply> {
  return parsedReply(detailedOutlineReplySchema, await apiGet<unknown>(DETAILED_OUTLINE_PATH, { signal }));
}

/** The size saved in the draft; used only when this browser stored none (docs/product/step3-outline.md#book-size). */
export async function loadBookSize(signal?: AbortSignal): Promise<BookSize> {
  return parsedReply(bookSizeReplySchema, await apiGet<unknown>(GET_BOOK_SIZE_PATH, { signal })).book_size;
}

/** Records the visitor's size choice in the draft, so an outline of another size is known to be stale. */
export async function saveBookSize(size: BookSize): Promise<void> {
  await apiPut<unknown>(CHOOSE_BOOK_SIZE_PATH, bookSizeChoiceSchema.encode({ book_size: size }));
}

/** Saves one chapter as the visitor shaped it; resolves with the outline as the draft now holds it. */
export async function saveChapter(number: number, edit: ChapterEditInput): Promise<DetailedOutlineReply> {
  return parsedReply(detailedOutlineReplySchema, await apiPut<unknown>(chapterPath(number), edit));
}
