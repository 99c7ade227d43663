import { summaryAsProse } from '@storyloom/contracts';

/** A back-cover blurb's length in words (issue 25: 60–120). */
export const BLURB_WORDS = { min: 60, max: 120 } as const;

/**
 * The back cover's text for a book without a written blurb (an order paid before blurbs were written, or the
 * preview before paying): the summary as plain prose (no '#', '%', '@' or '$' left), whole sentences from its
 * start up to 120 words.
 */
export function blurbFromSummary(summary: string): string {
  const sentences = summaryAsProse(summary).replace(/\s+/g, ' ').match(/[^.!?…]+[.!?…]+["”’)]*\s*|[^.!?…]+$/gu) ?? [];
  let blurb = '';
  for (const sentence of sentences) {
    const next = `${blurb}${sentence}`;
    if (blurb && wordCount(next) > BLURB_WORDS.max) break;
    blurb = next;
  }
  return blurb.trim();
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
