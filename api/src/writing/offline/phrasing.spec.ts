import { describe, expect, it } from '@jest/globals';
import { asActivity, fearObject, indefiniteArticle, tidyText, verbPhraseFor } from './phrasing.js';

describe('grammar-safe phrasing of the visitor free text', () => {
  it('turns a trait typed as a verb phrase into an activity, and leaves nouns and gerunds alone', () => {
    expect(asActivity('Knows every dinosaur name')).toBe('knowing every dinosaur name');
    expect(asActivity('Can swim')).toBe('swimming');
    expect(asActivity('Plays the piano')).toBe('playing the piano');
    expect(asActivity('Makes the best pancakes')).toBe('making the best pancakes');
    expect(asActivity('Chess')).toBe('Chess');
    expect(asActivity('Baking')).toBe('Baking');
    expect(asActivity('Dinosaurs and trains')).toBe('Dinosaurs and trains');
  });

  it('makes a verb phrase agree with "they"', () => {
    expect(verbPhraseFor('Loves tea', false)).toBe('loves tea');
    expect(verbPhraseFor('Loves tea', true)).toBe('love tea');
    expect(verbPhraseFor('Watches the stars', true)).toBe('watch the stars');
    expect(verbPhraseFor('Is always late', true)).toBe('are always late');
  });

  it('finds what a fear is of', () => {
    expect(fearObject('Afraid of the dark')).toBe('the dark');
    expect(fearObject('Fear of heights')).toBe('heights');
    expect(fearObject('Storms')).toBe('Storms');
  });

  it('chooses "a" or "an" by sound', () => {
    expect(['Adventure', 'hour', 'unicorn', 'eight-year-old', 'one-eyed cat', 'comedy'].map(indefiniteArticle)).toEqual(
      ['an', 'an', 'a', 'an', 'a', 'a'],
    );
  });

  it('never leaves a doubled full stop, and keeps an ellipsis', () => {
    expect(tidyText('It is Mira O.. Then Mira O.%.')).toBe('It is Mira O. Then Mira O.%');
    expect(tidyText('Wait... what?')).toBe('Wait... what?');
  });
});
