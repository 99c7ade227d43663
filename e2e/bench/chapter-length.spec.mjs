// The words-per-chapter figure `npm run bench` prints (chapter-length.mjs): what it counts, and which books are
// marked OVER BUDGET (a single chapter outside target ±25% is enough).
import { describe, expect, it } from '@jest/globals';
import { chapterLengthRows, countWords, wordsPerChapterFigure } from './chapter-length.mjs';

const kidSmall = { target: 600, min: 450, max: 750 };

describe('countWords', () => {
  it('counts runs of non-space characters across paragraphs, as the writing service logs them', () => {
    expect(countWords('  "Look!" said Mira.\n\nThe egg   cracked — slowly.\n')).toBe(8); // the dash counts, as in the service's log
    expect(countWords('')).toBe(0);
  });
});

describe('wordsPerChapterFigure', () => {
  it('reports the mean, shortest and longest chapter, within budget when every chapter is', () => {
    expect(wordsPerChapterFigure(kidSmall, [450, 600, 750, 601])).toEqual({
      chapters: 4,
      mean: 600,
      fewest: 450,
      most: 750,
      outside: 0,
      overBudget: false,
    });
  });

  it('is over budget when one chapter is too short or too long, even if the mean is on target', () => {
    expect(wordsPerChapterFigure(kidSmall, [449, 600, 751])).toMatchObject({ mean: 600, outside: 2, overBudget: true });
    expect(wordsPerChapterFigure(kidSmall, [600, 600, 900])).toMatchObject({ outside: 1, overBudget: true });
  });

  it('refuses a book without chapters rather than reporting NaN', () => {
    expect(() => wordsPerChapterFigure(kidSmall, [])).toThrow('a book without chapters has no words per chapter');
  });
});

describe('chapterLengthRows', () => {
  it('names the level and size, shows the budget, and marks the over-budget book', () => {
    const sophisticatedLarge = { target: 1600, min: 1200, max: 2000 };
    const rows = chapterLengthRows([
      { readingLevel: 'Kid', bookSize: 'S', budget: kidSmall, figure: wordsPerChapterFigure(kidSmall, [500, 700]) },
      {
        readingLevel: 'Sophisticated',
        bookSize: 'L',
        budget: sophisticatedLarge,
        figure: wordsPerChapterFigure(sophisticatedLarge, [1100, 1600, 1700]),
      },
    ]);
    expect(rows).toEqual([
      {
        name: 'words per chapter (demo writer): Kid S (2 chapters)',
        value: '600 (500-700)',
        budget: '450-750 (target 600)',
        overBudget: false,
      },
      {
        name: 'words per chapter (demo writer): Sophisticated L (3 chapters)',
        value: '1467 (1100-1700)',
        budget: '1200-2000 (target 1600), 1 outside',
        overBudget: true,
      },
    ]);
  });
});
