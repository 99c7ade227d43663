import { describe, expect, it } from '@jest/globals';
import { beatSequence, MIN_CHAPTERS } from './outline-beats.js';

const FIXED = [
  'opening',
  'inciting',
  'departure',
  'midpoint',
  'setback',
  'fear',
  'darkest',
  'rally',
  'climax',
  'resolution',
  'ending',
];

describe('beatSequence', () => {
  it.each(Array.from({ length: 60 - MIN_CHAPTERS + 1 }, (_, index) => MIN_CHAPTERS + index))(
    'gives %i chapters every fixed beat once, in arc order',
    (count) => {
      for (const allies of [0, 2, 12]) {
        const beats = beatSequence(count, allies);
        expect(beats).toHaveLength(count);
        expect(beats.filter((beat) => FIXED.includes(beat))).toEqual(FIXED);
      }
    },
  );

  it('puts the turning point at the middle and the darkest hour at about three quarters', () => {
    const beats = beatSequence(40, 3);
    expect(beats.indexOf('midpoint')).toBe(19);
    expect(beats.indexOf('darkest')).toBe(30);
    expect(beats.slice(-4)).toEqual(['rally', 'climax', 'resolution', 'ending']);
    expect(beats.slice(2, 5)).toEqual(['ally', 'ally', 'ally']);
    expect(beats.filter((beat) => beat === 'trial').length).toBeGreaterThan(10);
    expect(beats).toContain('discovery');
  });

  it('refuses a count too small for the arc', () => {
    expect(() => beatSequence(MIN_CHAPTERS - 1, 0)).toThrow(/at least 14 chapters/);
  });
});
