import { endingKind, openingKind } from './checks/chapter-variety.js';
import { sentences } from './checks/text-parts.js';
import type { PreviousChapter } from './writing.types.js';

/** About this much of the previous chapter's end is shown to the next one: a scene's last beats, not a retelling. */
export const LAST_LINES_CHARS = 600;

/** The last whole sentences of `text` within LAST_LINES_CHARS (the last sentence alone when it is longer). */
export function lastLines(text: string): string {
  const all = sentences(text);
  let from = all.length - 1;
  while (from > 0 && text.length - all[from - 1]!.start <= LAST_LINES_CHARS) from--;
  return from < 0 ? '' : text.slice(all[from]!.start).trim();
}

/** What chapter `chapter.number + 1` is told of this one. */
export function previousChapterOf(chapter: { number: number; text: string }): PreviousChapter {
  const opening = openingKind(chapter.text);
  const ending = endingKind(chapter.text);
  return {
    number: chapter.number,
    lastLines: lastLines(chapter.text),
    ...(opening ? { opening } : {}),
    ...(ending ? { ending } : {}),
  };
}
