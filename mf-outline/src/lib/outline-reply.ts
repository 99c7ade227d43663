import { step3ReplySchema, type DetailedOutlineReply } from '@storyloom/contracts';
import { loadDetailedOutline } from './outline-api.js';
import { OUTLINE_MESSAGES } from './outline-errors.js';
import type { OutlineView } from './outline-view.js';

/** A failure whose message is already the sentence to show (one of docs/product/errors.md#step-3-outline). */
export class OutlineMessageError extends Error {
  override readonly name = 'OutlineMessageError';
}

export const viewOfDraftReply = (reply: DetailedOutlineReply): OutlineView => ({
  text: reply.detailed_outline,
  chapters: reply.chapters,
  bookSize: reply.book_size,
});

/**
 * The outline a `POST /api/step3` reply carries. A reply with `detailed_outline` is shown as it is (the panel
 * says 'Invalid outline format...' when it is not text); one without it falls back to the draft
 * (`GET /api/get_detailed_outline`), and says which of step 3's error texts (docs/product/errors.md#step-3-outline)
 * applies when that fails too.
 */
export async function outlineFromStep3Reply(reply: unknown, signal?: AbortSignal): Promise<OutlineView> {
  if (typeof reply === 'object' && reply !== null && 'detailed_outline' in reply) {
    const parsed = step3ReplySchema.safeParse(reply);
    if (parsed.success)
      return { text: parsed.data.detailed_outline, chapters: parsed.data.chapters, bookSize: parsed.data.book_size };
    return { text: reply.detailed_outline, chapters: null, bookSize: null };
  }
  let fallback: DetailedOutlineReply;
  try {
    fallback = await loadDetailedOutline(signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OutlineMessageError(OUTLINE_MESSAGES.couldNotRetrieve);
  }
  if (fallback.detailed_outline.trim() === '') throw new OutlineMessageError(OUTLINE_MESSAGES.noOutlineData);
  return viewOfDraftReply(fallback);
}
