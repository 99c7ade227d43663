import { DEMO_WRITER_LABEL, type Binding, type PageColor, type StoryDetails } from '@storyloom/contracts';
import { blurbFromSummary } from '../writing/writing.service.js';
import type { BookChapter, BookText, BookToTypeset } from './typeset/typesetter.js';

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
  /** The back cover's blurb written with the book; absent before payment and for orders written before blurbs. */
  blurb?: string;
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
  return { ...bookTextOf(source), coverFrontPng: source.coverFrontPng };
}

/** The same without the cover picture: what the interior (print or the digital edition's screen PDF) is set from. */
export function bookTextOf(source: Omit<BookSource, 'coverFrontPng'>): BookText {
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
    // No blurb yet (the preview) or none kept (an order written before blurbs): the summary's opening, as plain prose.
    backCoverBlurb: source.blurb ?? blurbFromSummary(source.summary),
    readingLevel: source.story.readingLevel,
    binding: source.binding,
    paperColor: source.paperColor,
    demo: source.demo,
  };
}
