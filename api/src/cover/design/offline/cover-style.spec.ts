import { describe, expect, it } from '@jest/globals';
import { createNoise2D } from 'simplex-noise';
import { contrast, coverStyle, genreFamily } from './cover-style.js';
import { chooseLayout } from './layouts.js';
import { chooseMotif } from './motifs.js';
import { SeededRandom } from '../../../common/seeded-random.js';

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the offline design choices', () => {
  it.each([
    ['Fantasy', 'fantasy'],
    ['Science Fiction', 'scifi'],
    ['Sci-Fi', 'scifi'],
    ['Historical Fiction', 'historical'],
    ['comedy', 'comedy'],
    ['A cosy tale about knitting', 'general'],
  ])('reads the genre %p as the %p family', (genre, family) => {
    expect(genreFamily(genre)).toBe(family);
  });

  it('lets the tone decide the photo treatment: dark is a duotone, nostalgic an old print, hopeful a tint', () => {
    const treatment = (tone: string) => coverStyle({ genre: 'Romance', tone }, SeededRandom.fromKey('x')).treatment;
    expect([treatment('Dark'), treatment('Nostalgic'), treatment('Hopeful')]).toEqual(['duotone', 'sepia', 'tint']);
  });

  it('draws the same choices for the same seed and varied ones across seeds', () => {
    const choices = (seed: string) => {
      const random = SeededRandom.fromKey('storyloom-cover', seed, 'The Map of Tomorrow');
      const noise = createNoise2D(() => random.next());
      const style = coverStyle({ genre: 'Adventure', tone: 'Light' }, random);
      return `${style.palette.name}/${style.titleFont}/${chooseLayout(random, noise).name}`;
    };
    expect(choices('a')).toBe(choices('a'));
    const seen = new Set(Array.from({ length: 12 }, (_, index) => choices(String(index))));
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps the title box off the photo in every layout (only the faded top edge of the fade layout)', () => {
    for (let seed = 0; seed < 30; seed++) {
      const random = SeededRandom.fromKey(String(seed));
      const layout = chooseLayout(
        random,
        createNoise2D(() => random.next()),
      );
      const photo =
        layout.name === 'fade' ? { ...layout.photo, y: layout.photo.y + layout.photo.height * 0.2 } : layout.photo;
      expect(intersects(layout.title, photo)).toBe(false);
      expect(intersects(layout.nameBox, layout.photo)).toBe(false);
    }
  });

  it('takes the motif from a word of the title or premise, else from the genre', () => {
    expect(chooseMotif('general', 'The Dragon of Pell Lane', SeededRandom.fromKey('x')).name).toBe('dragon');
    // Whole words: a street is not a tree.
    expect(chooseMotif('general', 'Penny Lane and Abbey Street', SeededRandom.fromKey('x')).name).toBe('cityscape');
    expect(['rocket', 'ringed-planet', 'flying-saucer', 'robot', 'milky-way', 'satellite']).toContain(
      chooseMotif('scifi', 'Ada and Bo', SeededRandom.fromKey('x')).name,
    );
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
