import { ApiRequestError } from '@storyloom/kit';

/** Step 3's error texts, verbatim (docs/product/errors.md#step-3-outline). */
export const OUTLINE_MESSAGES = {
  missingData: 'Missing required data. Please complete steps 1 and 2 first.',
  serverError: 'Server error while generating outline. Please try again.',
  failed: 'Failed to generate outline. Please try again.',
  noOutlineData: 'No outline data found in server response. Please try again.',
  couldNotRetrieve: 'Could not retrieve outline data. Please try again.',
  invalidFormat: 'Invalid outline format. Please try regenerating.',
} as const;

/**
 * The text shown when generating fails (docs/product/errors.md#step-3-outline): 400 and 500 have their own texts; any
 * other failure shows the server's message (the API's `{ error, message }`: `message` is its human sentence, e.g. a
 * rate limit's), else the error's own message, else the generic text.
 */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 400) return OUTLINE_MESSAGES.missingData;
    if (error.status === 500) return OUTLINE_MESSAGES.serverError;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return OUTLINE_MESSAGES.failed;
}
