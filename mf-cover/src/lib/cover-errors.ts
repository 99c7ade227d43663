import { ApiRequestError } from '@storyloom/kit';

/** Step 4's texts (docs/product/errors.md, "Step 4: Cover"), verbatim. */
export const COVER_MESSAGES = {
  coverFailed: 'Failed to generate cover.',
  network: 'Network or server error.',
  chapterFailed: 'Failed to generate first chapter.',
  /** Ours: the original only logged a failed store (docs/product/step4-cover.md); a visitor is told instead. */
  storeFailed: 'Your cover and first chapter could not be saved. Please try again.',
} as const;

/** A reply the server sent with `success: false` (or without the images / chapter it should carry). */
export class CoverReplyError extends Error {
  override readonly name = 'CoverReplyError';
}

/**
 * The sentence shown for a failed call: unreachable server (status 0, also a stream cut short) is the network
 * text; a refusal in the API's `{ error, message }` shape shows its message (e.g. which photo was refused and why:
 * the server decides, docs/product/step4-cover.md); a `success: false` reply shows its `error`; anything else
 * (a proxy's HTML page, an unexpected reply) the step's generic text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return COVER_MESSAGES.network;
    // HTTP_<status>: the body was not the API's error shape, so there is no sentence from the server to show.
    if (error.code.startsWith('HTTP_') || error.message.trim() === '') return fallback;
    return error.message;
  }
  if (error instanceof CoverReplyError && error.message.trim() !== '') return error.message;
  return fallback;
}
