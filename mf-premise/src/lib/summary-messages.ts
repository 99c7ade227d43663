/** Spec section 8, verbatim: the reply carried no summary. */
export const NO_SUMMARY_MESSAGE = 'No story outline was generated. Please try again.';
/** Spec section 8, verbatim: the failure had no message of its own. */
export const UNKNOWN_SUMMARY_ERROR = 'An unknown error occurred while generating the summary.';

/**
 * Spec section 8: a thrown error shows its message, else the unknown-error text. The kit's ApiRequestError
 * carries the server's message, so a 429 shows what the visitor can do about it.
 */
export function summaryErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_SUMMARY_ERROR;
}
