import type { ReadingLevel } from '@storyloom/contracts';

/**
 * How a book is set for its reader (docs/product/book-production.md, "Layouts by reading level"). /step2's three
 * levels choose it; the /OldStep2 slider's 1–5 are saved as the nearest of them (readingLevelOfGrade), so every
 * book has one.
 */
export interface BookLayout {
  /** The text face's size in points. */
  bodySize: number;
  /** Space between lines and between paragraphs, in em of the body size. */
  leadingEm: number;
  /** Inside the trim, in inches: wider margins make shorter lines. */
  marginsInches: { inside: number; outside: number; top: number; bottom: number };
  chapterTitleSize: number;
  titlePage: 'novel' | 'picture-book';
  /**
   * Chapters after the first follow the one before on the same page, under an ornament (a young reader's short
   * chapters); otherwise each opens a page (see ChapterOpeners).
   */
  runOn: boolean;
}

/** Today's novel layout: 11.5 pt Garamond on a 4.6 in measure. */
const NOVEL: BookLayout = {
  bodySize: 11.5,
  leadingEm: 0.62,
  marginsInches: { inside: 0.8, outside: 0.62, top: 1.0, bottom: 0.95 },
  chapterTitleSize: 22,
  titlePage: 'novel',
  runOn: false,
};

/**
 * A young reader's book: a 15 pt face with open leading on a shorter measure (about 50 characters a line, 4.2 in),
 * chapters that run on, and a title page framed like a picture book's.
 */
const KID: BookLayout = {
  bodySize: 15,
  leadingEm: 0.8,
  marginsInches: { inside: 0.95, outside: 0.85, top: 0.95, bottom: 0.95 },
  chapterTitleSize: 24,
  titlePage: 'picture-book',
  runOn: true,
};

export const LAYOUTS: Readonly<Record<ReadingLevel, BookLayout>> = { Kid: KID, Average: NOVEL, Sophisticated: NOVEL };

/**
 * Where a chapter that opens a page opens: on a right-hand page (the novel's convention), or on the next page when
 * right-hand openers would leave too many blank pages behind short chapters.
 */
export type ChapterOpeners = 'odd' | 'next';

/** Blank pages (besides the padding at the end) must stay below this share of the pages up to the last chapter's end. */
export const MAX_BLANK_SHARE = 0.1;

/**
 * The blank pages of a set book, from its layout: the dedication's back, those between the front matter and
 * chapter 1, and those between chapters (not the padding after the last chapter).
 */
export function blankPages(
  layout: { chapters: number[]; chapterEnds: number[]; frontEnd: number },
  hasDedication: boolean,
): number {
  let blank = (hasDedication ? 1 : 0) + Math.max(0, (layout.chapters[0] ?? layout.frontEnd + 1) - layout.frontEnd - 1);
  for (let index = 1; index < layout.chapters.length; index++)
    blank += Math.max(0, layout.chapters[index]! - layout.chapterEnds[index - 1]! - 1);
  return blank;
}
