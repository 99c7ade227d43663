import { describe, expect, it } from '@jest/globals';
import { BOOK_SIZES, type BookSize } from '@storyloom/contracts';
import {
  bookSizeOfChapterCount,
  CHAPTER_WORD_TARGETS,
  chapterTargetWords,
  chapterWordBudget,
  chapterWordTarget,
} from './chapter-length.js';
import type { ReadingGrade } from './writing.types.js';

const GRADES: ReadingGrade[] = [1, 2, 3, 4, 5];
const SIZES: BookSize[] = ['S', 'M', 'L'];
const cells = GRADES.flatMap((readingLevel) => SIZES.map((bookSize) => ({ readingLevel, bookSize })));

describe('chapterWordTarget', () => {
  it('gives a Kid book of 15 chapters much shorter chapters than a Sophisticated book of 40', () => {
    const kidSmall = chapterWordTarget({ readingLevel: 1, bookSize: 'S' });
    const sophisticatedLarge = chapterWordTarget({ readingLevel: 5, bookSize: 'L' });
    expect(kidSmall).toEqual({ target: 600, min: 450, max: 750 });
    expect(sophisticatedLarge).toEqual({ target: 1600, min: 1200, max: 2000 });
    expect(kidSmall.max).toBeLessThan(sophisticatedLarge.min);
  });

  it.each(cells)('gives every cell a ±25% budget around its target (grade $readingLevel, size $bookSize)', (cell) => {
    const { target, min, max } = chapterWordTarget(cell);
    expect(target % 100).toBe(0);
    expect(min).toBe(target * 0.75);
    expect(max).toBe(target * 1.25);
  });

  it('lengthens chapters with the reading level, and shortens them as the book grows while the whole book still grows', () => {
    for (const bookSize of SIZES) {
      const targets = GRADES.map((readingLevel) => chapterWordTarget({ readingLevel, bookSize }).target);
      expect(targets).toEqual([...targets].sort((a, b) => a - b));
      expect(new Set(targets).size).toBe(GRADES.length);
    }
    for (const readingLevel of GRADES) {
      const [small, medium, large] = SIZES.map((bookSize) => chapterWordTarget({ readingLevel, bookSize }).target);
      expect(large!).toBeLessThan(medium!);
      expect(medium!).toBeLessThan(small!);
      const [smallBook, mediumBook, largeBook] = SIZES.map(
        (bookSize) => chapterWordTarget({ readingLevel, bookSize }).target * BOOK_SIZES[bookSize].chapters,
      );
      expect(smallBook!).toBeLessThan(mediumBook!);
      expect(mediumBook!).toBeLessThan(largeBook!);
    }
  });

  it('keeps every book inside the printer: the smallest fills 32 pages, the largest stays far from 800', () => {
    // 250-300 words a printed page (6 × 9 in, 11.5 pt) plus an opening page per chapter: docs/product/chapter-length.md.
    const pages = (readingLevel: ReadingGrade, bookSize: BookSize, wordsPerPage: number) =>
      (CHAPTER_WORD_TARGETS[readingLevel][bookSize] * BOOK_SIZES[bookSize].chapters) / wordsPerPage +
      BOOK_SIZES[bookSize].chapters;
    expect(pages(1, 'S', 300)).toBeGreaterThanOrEqual(32);
    expect(pages(5, 'L', 250)).toBeLessThan(400);
  });
});

describe('chapterWordBudget', () => {
  it('rounds the budget inwards for a target that is not a multiple of 4', () => {
    expect(chapterWordBudget(301)).toEqual({ target: 301, min: 226, max: 376 });
  });
});

describe('chapterTargetWords (the outline-length form the book writer uses)', () => {
  it('reads the same table through the book size of the outline', () => {
    expect(chapterTargetWords(1, 15)).toBe(CHAPTER_WORD_TARGETS[1].S);
    expect(chapterTargetWords(3, 25)).toBe(CHAPTER_WORD_TARGETS[3].M);
    expect(chapterTargetWords(5, 40)).toBe(CHAPTER_WORD_TARGETS[5].L);
  });

  it('counts a shorter outline as S and a longer one as L', () => {
    expect([4, 15, 16, 25, 26, 40, 60].map(bookSizeOfChapterCount)).toEqual(['S', 'S', 'M', 'M', 'L', 'L', 'L']);
  });
});
