import { describe, expect, it } from '@jest/globals';
import { SeededRandom, hashText } from './seeded-random.js';

const draws = (random: SeededRandom, count = 8) => Array.from({ length: count }, () => random.next());

describe('SeededRandom', () => {
  it.each([
    ['fromSeed', (key: string) => SeededRandom.fromSeed(hashText(key))],
    ['fromKey', (key: string) => SeededRandom.fromKey('storyloom', key)],
  ])('%s draws the same numbers for the same key, others for another, all in [0, 1)', (_name, make) => {
    const first = draws(make('The Lantern'));
    expect(draws(make('The Lantern'))).toEqual(first);
    expect(draws(make('The Map'))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('forks a child that does not depend on what the parent draws later', () => {
    const a = SeededRandom.fromSeed(7);
    const b = SeededRandom.fromSeed(7);
    const childOfA = a.fork('chapter 1');
    b.next();
    expect(draws(childOfA)).toEqual(draws(SeededRandom.fromSeed(7).fork('chapter 1')));
    expect(draws(SeededRandom.fromSeed(7).fork('chapter 2'))).not.toEqual(
      draws(SeededRandom.fromSeed(7).fork('chapter 1')),
    );
  });

  it('picks, shuffles and counts within bounds', () => {
    const random = SeededRandom.fromKey('bounds');
    for (let index = 0; index < 200; index++) {
      expect(random.int(3)).toBeLessThan(3);
      const value = random.between(2, 5);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThan(5);
    }
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(() => random.pick([])).toThrow('cannot pick from an empty list');
  });
});
