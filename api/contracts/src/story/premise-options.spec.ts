import { describe, expect, it } from '@jest/globals';
import { GENERIC_PREMISE_OPTIONS, GENRE_OPTIONS } from '../options.js';
import { GENRE_PREMISE_OPTIONS, premiseOptionsFor } from './premise-options.js';

describe('premiseOptionsFor', () => {
  it('gives each of the seven named genres five distinct premises, then Custom...', () => {
    expect(Object.keys(GENRE_PREMISE_OPTIONS)).toEqual([
      'Fantasy',
      'Science Fiction',
      'Mystery',
      'Romance',
      'Thriller',
      'Horror',
      'Historical Fiction',
    ]);
    const all = Object.keys(GENRE_PREMISE_OPTIONS).flatMap((genre) => {
      const options = premiseOptionsFor(genre);
      expect(options).toHaveLength(6);
      expect(options.at(-1)).toBe('Custom...');
      return options.slice(0, 5);
    });
    expect(new Set(all).size).toBe(35);
  });

  it('offers the generic list for every other genre, custom ones included', () => {
    for (const genre of ['Dystopian', 'Adventure', 'comedy', 'Pirate opera', 'fantasy'])
      expect(premiseOptionsFor(genre)).toBe(GENERIC_PREMISE_OPTIONS);
    expect(GENRE_OPTIONS).toContain('Dystopian');
  });
});
