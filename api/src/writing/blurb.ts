import { summaryAsProse } from '@storyloom/contracts';

/**
 * The back-cover blurb (issue 25): 60–120 words of plain prose about the book, written with it by either writer
 * (Writer.writeBlurb), kept with the order and set on the back cover under the title.
 */
export const BLURB_WORDS = { min: 60, max: 120 } as const;

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Whole sentences from the start of some prose, as many as fit in `maxWords`. */
export function sentencesUpTo(prose: string, maxWords: number): string {
  const sentences = prose.replace(/\s+/g, ' ').match(/[^.!?…]+[.!?…]+["”’)]*\s*|[^.!?…]+$/gu) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    if (kept && wordCount(kept + sentence) > maxWords) break;
    kept += sentence;
  }
  return kept.trim();
}

/**
 * The back cover's text for a book without a written blurb (an order paid before blurbs were written, the preview
 * before paying, a writer whose blurb failed its checks): the summary as plain prose (no '#', '%', '@' or '$'
 * left), whole sentences from its start up to 120 words.
 */
export function blurbFromSummary(summary: string): string {
  return sentencesUpTo(summaryAsProse(summary), BLURB_WORDS.max);
}
