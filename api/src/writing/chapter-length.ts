import type { ReadingGrade } from './writing.types.js';

/**
 * Words per chapter of the smallest book (15 chapters), by reading grade: a picture-book page or two for a young
 * child, a short-story chapter for an adult reader.
 */
const WORDS_PER_CHAPTER_OF_SMALL_BOOK: Record<ReadingGrade, number> = { 1: 350, 2: 600, 3: 1200, 4: 1600, 5: 2000 };
const SMALL_BOOK_CHAPTERS = 15;
/** No chapter is shorter than this, whatever the book: below it a chapter is a paragraph. */
const MIN_WORDS = 200;

/**
 * The length a chapter aims for, in words. A bigger book is longer in total but each of its chapters a little
 * shorter (square-root scaling; no book is smaller than 15 chapters, so none has longer ones): 40 chapters at grade 5 are ~1,200 words each, ~49,000 words in all, against
 * ~30,000 for 15 chapters. Rounded to 50 words, the precision a writer can aim at.
 */
export function chapterTargetWords(grade: ReadingGrade, chapterCount: number): number {
  const scaled = WORDS_PER_CHAPTER_OF_SMALL_BOOK[grade] * Math.sqrt(SMALL_BOOK_CHAPTERS / Math.max(SMALL_BOOK_CHAPTERS, chapterCount));
  return Math.max(MIN_WORDS, Math.round(scaled / 50) * 50);
}
