import { BOOK_SIZES } from '../pricing.js';

/**
 * Bounds of one chapter of the detailed outline. Titles and tags are short by design (a tag steers a chapter:
 * 'storm', 'first kiss'); a synopsis has room for a paragraph. The front end mirrors them as `maxLength`.
 */
export const OUTLINE_LIMITS = {
  titleMaxLength: 120,
  synopsisMaxLength: 2000,
  tagMaxLength: 40,
  tagsPerChapter: 8,
  /** The largest book's chapter count: no outline can have more chapters than that. */
  maxChapters: Math.max(...Object.values(BOOK_SIZES).map((size) => size.chapters)),
} as const;
