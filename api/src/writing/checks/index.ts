import { bibleFindings } from './bible-rules.js';
import { blockingBriefFindings } from './brief-rules.js';
import type { BriefCheckBook, ChapterFinding } from './chapter-finding.js';
import { varietyFindings, type PreviousShape } from './chapter-variety.js';
import type { ChapterFlag } from '../writing.types.js';

export type { BriefCheckBook, ChapterFinding, FindingRule, FindingSeverity } from './chapter-finding.js';
export { varietyFindings } from './chapter-variety.js';

/**
 * Everything a chapter's text does against the book's brief and story bible (docs/product/book-production.md#
 * what-every-chapter-is-checked-for): blocking findings first, then flags. Pure: the same text and book always give
 * the same findings. A `ChapterRequest` is a `BriefCheckBook`.
 */
export function briefFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  return [...blockingBriefFindings(text, book), ...bibleFindings(text, book)];
}

export const blockingOnly = (findings: readonly ChapterFinding[]) =>
  findings.filter((finding) => finding.severity === 'block');

/**
 * The flags a chapter is stored with (order_chapters.flags, for the proof's personalisation panel): its slips against
 * the story bible, and an opening or ending like the chapter before's that its retries could not vary.
 */
export function chapterFlags(text: string, book: BriefCheckBook, previous?: PreviousShape): ChapterFlag[] {
  const findings = [
    ...briefFindings(text, book).filter((finding) => finding.severity === 'flag'),
    ...varietyFindings(text, previous),
  ];
  return findings.map((finding) => ({ rule: finding.rule, message: `${finding.detail} ("${finding.excerpt}")` }));
}
