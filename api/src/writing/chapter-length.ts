import { BOOK_SIZES, type BookSize } from '@storyloom/contracts';
import type { ReadingGrade } from './writing.types.js';

/**
 * How long a chapter is, in words, by reading grade (1 Kid ... 5 Sophisticated; /step2's Kid, Average and
 * Sophisticated are grades 1, 3 and 5) and book size (S 15, M 25, L 40 chapters). The reasoning is in
 * docs/product/chapter-length.md: a young child's chapter is a bedtime read, an adult's a short-story chapter;
 * each chapter of a bigger book is shorter so the whole book grows less than its chapter count (a 40-chapter
 * Sophisticated book is ~64,000 words, ~250-300 printed pages, well inside the printer's 800) while the smallest book
 * still fills the printer's 32-page minimum. Multiples of 100 words: the precision a writer can aim at, and
 * whole-word budgets.
 */
export const CHAPTER_WORD_TARGETS: Readonly<Record<ReadingGrade, Readonly<Record<BookSize, number>>>> = {
  1: { S: 600, M: 500, L: 400 },
  2: { S: 900, M: 800, L: 600 },
  3: { S: 1300, M: 1200, L: 1000 },
  4: { S: 1800, M: 1500, L: 1300 },
  5: { S: 2200, M: 1900, L: 1600 },
};

/** A chapter within this share of its target, either way, has the right length (issue 24: ±25%). */
export const CHAPTER_WORD_TOLERANCE = 0.25;

export interface ChapterWordBudget {
  /** The length to aim for. */
  target: number;
  /** The fewest words a chapter of this book may have: target − 25%. */
  min: number;
  /** The most words a chapter of this book may have: target + 25%. */
  max: number;
}

/** The ±25% budget around a target (for a request that carries only `targetWords`). */
export function chapterWordBudget(target: number): ChapterWordBudget {
  return {
    target,
    min: Math.ceil(target * (1 - CHAPTER_WORD_TOLERANCE)),
    max: Math.floor(target * (1 + CHAPTER_WORD_TOLERANCE)),
  };
}

/** The target and its ±25% budget for a chapter of a book of this reading level and size. */
export function chapterWordTarget({
  readingLevel,
  bookSize,
}: {
  readingLevel: ReadingGrade;
  bookSize: BookSize;
}): ChapterWordBudget {
  return chapterWordBudget(CHAPTER_WORD_TARGETS[readingLevel][bookSize]);
}

/**
 * The book size an outline of this many chapters belongs to: the smallest size with at least that many chapters
 * (outlines have exactly 15, 25 or 40; a shorter test outline counts as S, a longer one as L).
 */
export function bookSizeOfChapterCount(chapterCount: number): BookSize {
  const sizes = (Object.keys(BOOK_SIZES) as BookSize[]).sort((a, b) => BOOK_SIZES[a].chapters - BOOK_SIZES[b].chapters);
  return sizes.find((size) => chapterCount <= BOOK_SIZES[size].chapters) ?? sizes[sizes.length - 1]!;
}

/**
 * The length a chapter aims for, in words, from the outline's chapter count (what the book writer and the offline
 * writer know). Kept for its callers; the same table as chapterWordTarget.
 */
export function chapterTargetWords(grade: ReadingGrade, chapterCount: number): number {
  return chapterWordTarget({ readingLevel: grade, bookSize: bookSizeOfChapterCount(chapterCount) }).target;
}
