import { bibleFindings } from './bible-rules.js';
import { blockingBriefFindings } from './brief-rules.js';
import type { BriefCheckBook, ChapterFinding } from './chapter-finding.js';

export type { BriefCheckBook, ChapterFinding, FindingRule, FindingSeverity } from './chapter-finding.js';

/**
 * Everything a chapter's text does against the book's brief and story bible (docs/product/book-production.md#
 * what-every-chapter-is-checked-for): blocking findings first, then flags. Pure: the same text and book always give
 * the same findings. A `ChapterRequest` is a `BriefCheckBook`.
 */
export function briefFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  return [...blockingBriefFindings(text, book), ...bibleFindings(text, book)];
}

export const blockingOnly = (findings: readonly ChapterFinding[]) => findings.filter((finding) => finding.severity === 'block');
