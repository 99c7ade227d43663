import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '@storyloom/kit';
import { COVER_MESSAGES, CoverReplyError, failureMessage } from './cover-errors.js';

describe('failureMessage', () => {
  it("shows the server's sentence for a refusal in the API's error shape", () => {
    const refusal = new ApiRequestError(400, 'PHOTO_REFUSED', 'notes.png is not a JPEG, PNG or WebP image.');
    expect(failureMessage(refusal, COVER_MESSAGES.coverFailed)).toBe('notes.png is not a JPEG, PNG or WebP image.');
  });

  it('says Network or server error. when the server cannot be reached or the stream is cut', () => {
    expect(
      failureMessage(
        new ApiRequestError(0, 'NETWORK_ERROR', 'Network error or server is unavailable'),
        COVER_MESSAGES.coverFailed,
      ),
    ).toBe('Network or server error.');
    expect(failureMessage(new ApiRequestError(0, 'STREAM_INTERRUPTED', 'closed'), COVER_MESSAGES.chapterFailed)).toBe(
      'Network or server error.',
    );
  });

  it("falls back to the step's text when the server gave no sentence", () => {
    expect(
      failureMessage(
        new ApiRequestError(502, 'HTTP_502', 'Request failed with status 502'),
        COVER_MESSAGES.coverFailed,
      ),
    ).toBe('Failed to generate cover.');
    expect(failureMessage(new Error('boom'), COVER_MESSAGES.chapterFailed)).toBe('Failed to generate first chapter.');
    expect(failureMessage(new CoverReplyError('The designer is busy.'), COVER_MESSAGES.coverFailed)).toBe(
      'The designer is busy.',
    );
  });
});
