import { ChapterBreaksBriefException } from '../writing.exception.js';
import type { BriefCheckBook } from './chapter-finding.js';
import { blockingOnly, briefFindings } from './index.js';

/**
 * Refuses a written chapter that breaks the brief for real people, before it is stored or shown: the caller
 * writes it again within its retries (WritingService.writeBook) or answers the error (/step4's first chapter).
 * Flags (names, call names, ages) never refuse; the proof's panel computes them with `briefFindings`.
 */
export function assertChapterFitsBrief(chapter: { number: number; text: string }, book: BriefCheckBook): void {
  const blocking = blockingOnly(briefFindings(chapter.text, book));
  if (blocking.length > 0) throw new ChapterBreaksBriefException(chapter.number, blocking);
}
