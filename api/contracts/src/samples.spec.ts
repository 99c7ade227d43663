import { describe, expect, it } from '@jest/globals';
import { sampleSlugSchema } from './samples.js';

describe('sampleSlugSchema', () => {
  it('takes lower-case words joined by single hyphens', () => {
    for (const slug of ['captain-mia-and-the-moon-garden', 'a1', 'story-2'])
      expect(sampleSlugSchema.safeParse(slug).success).toBe(true);
  });

  it('refuses anything that could name a path or is not a slug', () => {
    for (const slug of [
      '',
      '..',
      '../index',
      'a/b',
      'Capital',
      'two--hyphens',
      '-leading',
      'trailing-',
      'has space',
      'x'.repeat(81),
    ]) {
      expect(sampleSlugSchema.safeParse(slug).success).toBe(false);
    }
  });
});
