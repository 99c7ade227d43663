import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '@storyloom/kit';
import { generationErrorMessage } from './outline-errors.js';

describe('generationErrorMessage', () => {
  it.each([
    [
      new ApiRequestError(400, 'VALIDATION_FAILED', 'book_size: Book size must be one of: small, medium, big'),
      'Missing required data. Please complete steps 1 and 2 first.',
    ],
    [
      new ApiRequestError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
      'Server error while generating outline. Please try again.',
    ],
    [
      new ApiRequestError(429, 'GENERATION_LIMIT_REACHED', 'This draft has used its 20 outlines.'),
      'This draft has used its 20 outlines.',
    ],
    [
      new ApiRequestError(0, 'NETWORK_ERROR', 'Network error or server is unavailable'),
      'Network error or server is unavailable',
    ],
    [new ApiRequestError(503, 'HTTP_503', ''), 'Failed to generate outline. Please try again.'],
    [new TypeError('reply.map is not a function'), 'reply.map is not a function'],
    ['a thrown string', 'Failed to generate outline. Please try again.'],
    [undefined, 'Failed to generate outline. Please try again.'],
  ])('maps %p', (error, message) => {
    expect(generationErrorMessage(error)).toBe(message);
  });
});
