/** Verbatim (docs/product/errors.md#step-2-premise): the reply carried no summary. */
export const NO_SUMMARY_MESSAGE = 'No story outline was generated. Please try again.';
/** Verbatim (docs/product/errors.md#step-2-premise): the failure had no message of its own. */
export const UNKNOWN_SUMMARY_ERROR = 'An unknown error occurred while generating the summary.';

/** The server found the characters changed after this summary was written (docs/product/step2-premise.md#step2-the-screen). */
export const STALE_SUMMARY_MESSAGE =
  'This summary was written for your earlier characters. Generate it again to include your changes.';

/**
 * A thrown error shows its message (docs/product/errors.md#step-2-premise), else the unknown-error text. The kit's
 * ApiRequestError carries the server's message, so a 429 shows what the visitor can do about it.
 */
export function summaryErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_SUMMARY_ERROR;
}
