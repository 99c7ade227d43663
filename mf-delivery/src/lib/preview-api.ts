import {
  BOOK_PREVIEW_API,
  bookPreviewReplySchema,
  type BookPreviewQuery,
  type BookPreviewReply,
} from '@storyloom/contracts/delivery';
import { apiGet, parsedReply } from '@storyloom/kit';

/**
 * `GET /api/book_preview`: the draft typeset as it will print. The form's paper colour, format and dedication go
 * along (they change the pages before anything is saved); the book itself is the server's draft.
 */
export async function loadBookPreview(
  query: Required<BookPreviewQuery>,
  signal?: AbortSignal,
): Promise<BookPreviewReply> {
  const params = new URLSearchParams({
    paper_color: query.paper_color,
    binding_type: query.binding_type,
    dedication: query.dedication,
  });
  return parsedReply(bookPreviewReplySchema, await apiGet<unknown>(`${BOOK_PREVIEW_API}?${params}`, { signal }));
}
