/** Verbatim (docs/product/errors.md#step-2-premise): the reply carried no summary. */
export const NO_SUMMARY_MESSAGE = 'No story outline was generated. Please try again.';
/** Verbatim (docs/product/errors.md#step-2-premise): the failure had no message of its own. */
export const UNKNOWN_SUMMARY_ERROR = 'An unknown error occurred while generating the summary.';

/**
 * A thrown error shows its message (docs/product/errors.md#step-2-premise), else the unknown-error text. The kit's
 * ApiRequestError carries the server's message, so a 429 shows what the visitor can do about it.
 */
export function summaryErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_SUMMARY_ERROR;
}
