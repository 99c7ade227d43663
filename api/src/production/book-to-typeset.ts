import { DEMO_WRITER_LABEL, inlineText, parseSummary, type Binding, type PageColor, type StoryDetails } from '@storyloom/contracts';
import type { BookChapter, BookToTypeset } from './typeset/typesetter.js';

/** What the preview (from the draft) and the print (from the paid order's frozen book) both know of a book. */
export interface BookSource {
  title: string;
  story: StoryDetails;
  summary: string;
  dedication: string | null | undefined;
  /** The chapters written so far: all of them for the print, chapter 1 for the preview. */
  chapters: BookChapter[];
  /** The preview's: the outline's chapters after chapter 1, listed in the contents by title. */
  chaptersToCome?: BookToTypeset['chaptersToCome'];
  /** Whether Storyloom's demo writer wrote (or, for the preview, will write) the text: the colophon says so. */
  byDemoWriter: boolean;
  binding: Binding;
  paperColor: PageColor;
  coverFrontPng: Buffer;
  demo: boolean;
}

/**
 * The typesetter's input, one function for the preview before paying, the proof and the print, so the preview's
 * pages are the print's first pages.
 */
export function bookToTypeset(source: BookSource): BookToTypeset {
  const recipient = source.story.gift?.to?.trim();
  const dedication = source.dedication?.trim();
  return {
    title: source.title,
    // "A story for Mia" when /step2's gift details say who receives the book; no byline otherwise.
    ...(recipient ? { byline: `A story for ${recipient}` } : {}),
    ...(dedication ? { dedication } : {}),
    chapters: source.chapters,
    ...(source.chaptersToCome?.length ? { chaptersToCome: source.chaptersToCome } : {}),
    // The demo writer's text is labelled as such wherever it appears, the printed book included.
    ...(source.byDemoWriter ? { writtenBy: `Written by ${DEMO_WRITER_LABEL}.` } : {}),
    summaryOpening: summaryOpening(source.summary),
    readingLevel: source.story.readingLevel,
    binding: source.binding,
    paperColor: source.paperColor,
    coverFrontPng: source.coverFrontPng,
    demo: source.demo,
  };
}

/**
 * The back cover's text: the summary's first paragraphs, up to about 900 characters, as plain text. The summary's
 * format (`#` title, `##` headers, `@name:` entries, `$` bullets, `%bold%`) is read with its one reader, so none of
 * its markers reaches the printed cover; titles, headers, entries and bullets are left out.
 */
export function summaryOpening(summary: string): string {
  const paragraphs = parseSummary(summary).flatMap((block) => (block.type === 'paragraph' ? [inlineText(block.content).trim()] : [])).filter(Boolean);
  let opening = '';
  for (const paragraph of paragraphs) {
    if (opening && opening.length + paragraph.length > 900) break;
    opening = opening ? `${opening}\n\n${paragraph}` : paragraph;
  }
  return opening.length > 1200 ? `${opening.slice(0, 1200).replace(/\s+\S*$/, '')}…` : opening;
}
