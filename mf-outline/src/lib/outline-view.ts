import type { BookSize, OutlineChapter } from '@storyloom/contracts';

/** The outline the page shows. */
export interface OutlineView {
  /** As last received: text normally, anything else when a reply was malformed; undefined when there is none. */
  text: unknown;
  /** The draft's structured chapters (editable); null when only the text is known (the local mirror). */
  chapters: OutlineChapter[] | null;
  /** The size the outline was written for, when known. */
  bookSize: BookSize | null;
}

export const NO_OUTLINE: OutlineView = { text: undefined, chapters: null, bookSize: null };

/** An outline exists once there is non-empty text; malformed replies do not count (nothing to proceed with). */
export const hasOutline = (outline: OutlineView) => typeof outline.text === 'string' && outline.text.trim() !== '';
