import type { BookText } from './book-text.js';

/**
 * Where a detail given in words ('Hums old songs when she thinks', 'Baking') shows in the book, by its meaningful
 * stems (word-forms.ts): on the pages where enough of them come together, within WINDOW words of each other. One
 * or two words must all be there; a longer detail needs half of them, and never more than three ('Her grandma calls
 * her "little bean" and they bake on Sundays' shows where 'little', 'bean' and 'bake' are told together).
 */
export const WINDOW = 30;

export interface DetailPlaces {
  /** The pages where the detail is told, in order. */
  pages: number[];
  /** The stems found anywhere in the book: none means the detail is missing. */
  found: string[];
}

export function detailPlaces(book: BookText, stems: readonly string[]): DetailPlaces {
  const found = stems.filter((stem) => book.byStem.has(stem));
  if (found.length === 0) return { pages: [], found };
  const required = stems.length <= 2 ? stems.length : Math.min(3, Math.ceil(stems.length / 2));
  const pages = togetherPages(book, found, required);
  if (pages.length > 0) return { pages, found };
  // Told in part only: the pages of its least common word, the one that most likely carries it.
  const rarest = [...found].sort((a, b) => book.byStem.get(a)!.length - book.byStem.get(b)!.length)[0]!;
  return { pages: pagesOf(book, book.byStem.get(rarest)!), found };
}

/** Pages where `required` different stems of `stems` stand within WINDOW words on the page (a sliding window over their positions). */
function togetherPages(book: BookText, stems: readonly string[], required: number): number[] {
  if (required <= 1)
    return pagesOf(
      book,
      stems.flatMap((stem) => book.byStem.get(stem)!),
    );
  const hits = stems
    .flatMap((stem, which) => book.byStem.get(stem)!.map((position) => ({ position, which })))
    .sort((a, b) => a.position - b.position);
  const counts = new Array<number>(stems.length).fill(0);
  const pages = new Set<number>();
  let distinct = 0;
  let first = 0;
  for (const hit of hits) {
    if (counts[hit.which]!++ === 0) distinct++;
    const page = book.words[hit.position]!.page;
    // Together means on one page, within WINDOW words: the panel points at a page where the detail is told.
    while (hit.position - hits[first]!.position > WINDOW || book.words[hits[first]!.position]!.page !== page) {
      if (--counts[hits[first]!.which]! === 0) distinct--;
      first++;
    }
    if (distinct >= required) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

function pagesOf(book: BookText, positions: readonly number[]): number[] {
  return [...new Set(positions.map((position) => book.words[position]!.page))].sort((a, b) => a - b);
}
