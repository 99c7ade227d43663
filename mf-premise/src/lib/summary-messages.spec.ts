import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '@storyloom/kit';
import { UNKNOWN_SUMMARY_ERROR, summaryErrorMessage } from './summary-messages.js';

describe('summaryErrorMessage', () => {
  it("shows a thrown error's own message (the server's, for API errors)", () => {
    expect(
      summaryErrorMessage(
        new ApiRequestError(429, 'GENERATION_LIMIT_REACHED', 'You have reached the limit for this book.'),
      ),
    ).toBe('You have reached the limit for this book.');
    expect(summaryErrorMessage(new Error('Boom'))).toBe('Boom');
  });

  it('falls back to the unknown-error text when there is no message', () => {
    expect(UNKNOWN_SUMMARY_ERROR).toBe('An unknown error occurred while generating the summary.');
    expect(summaryErrorMessage(new Error('  '))).toBe(UNKNOWN_SUMMARY_ERROR);
    expect(summaryErrorMessage('a string')).toBe(UNKNOWN_SUMMARY_ERROR);
    expect(summaryErrorMessage(undefined)).toBe(UNKNOWN_SUMMARY_ERROR);
  });
});
