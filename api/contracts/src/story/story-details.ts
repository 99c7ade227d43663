import { joinCommaList } from '../characters/comma-list.js';
import { CUSTOM_OPTION, READING_LEVELS } from '../options.js';
import type { GiftDetails } from './gift-details.js';
import { DEFAULT_BOOK_TITLE, DEFAULT_STYLE, DEFAULT_TONE } from './limits.js';

export type ReadingLevel = (typeof READING_LEVELS)[number];

/**
 * The story details as `POST /api/step2` sends them and the draft keeps them
 * (docs/product/step2-premise.md#what-happens-on-generate-summary): style and tone comma-joined, every default
 * applied, no 'Custom...' left.
 */
export interface StoryDetails {
  bookTitle: string;
  genre: string;
  premise: string;
  style: string;
  tone: string;
  readingLevel: ReadingLevel;
  /** The optional "About this gift" answers; absent when the visitor gave none (and in drafts older than them). */
  gift?: GiftDetails;
}

/**
 * The details before the rules of docs/product/step2-premise.md#rules: style and tone as lists, any field possibly
 * empty.
 */
export interface StoryDetailsParts {
  bookTitle: string;
  genre: string;
  premise: string;
  style: readonly string[];
  tone: readonly string[];
  readingLevel: ReadingLevel;
  gift?: GiftDetails;
}

/** Trimmed, non-empty, without 'Custom...' (the control, never a value) and without repeats in any letter case. */
export function cleanChoiceList(entries: readonly string[]): string[] {
  return entries
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter((entry) => entry !== '' && entry !== CUSTOM_OPTION)
    .filter((entry, index, all) => all.findIndex((other) => other.toLowerCase() === entry.toLowerCase()) === index);
}

/**
 * The rules of docs/product/step2-premise.md#rules, the one place they live (the /step2 form and the API both call
 * it): empty title -> 'Untitled Book', empty style -> 'General', empty tone -> 'Neutral'; style and tone
 * comma-joined.
 */
export function finishStoryDetails(parts: StoryDetailsParts): StoryDetails {
  const style = joinCommaList(cleanChoiceList(parts.style));
  const tone = joinCommaList(cleanChoiceList(parts.tone));
  return {
    bookTitle: parts.bookTitle.replace(/\s+/g, ' ').trim() || DEFAULT_BOOK_TITLE,
    genre: parts.genre.trim(),
    premise: parts.premise.trim(),
    style: style || DEFAULT_STYLE,
    tone: tone || DEFAULT_TONE,
    readingLevel: parts.readingLevel,
    ...(parts.gift ? { gift: parts.gift } : {}),
  };
}
