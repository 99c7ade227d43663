import type { BookText } from './book-text.js';
import { stem } from './word-forms.js';

/**
 * The words to look for from the buyer's "things to avoid" ('No spiders please; nothing about the divorce, or scary
 * clowns'), read as the writer's own gate reads them (writing/checks/avoid-terms.ts, which this module may not
 * import): the text is cut at punctuation, 'and', 'or' and 'nor'; each item loses its request words ('no', 'please',
 * 'nothing about'...) and keeps its last word, the thing itself ('scary clowns' -> 'clowns'). They are found by
 * their stem, so 'spiders' also finds 'spider', and 'storm' finds 'storms'.
 */
const REQUEST_WORDS = new Set(
  (
    'a an the no not none nothing never without any anything some please pls thanks thank you avoid leave out skip ' +
    "don't dont do does doesn't mention mentions mentioning talk talking talks about of on in at to with from for " +
    'include including includes show showing shows write writing put use using is are be being was were it its ' +
    'this that these those his her their our my your him them he she they we i me us who which what also too ' +
    'really very especially just at all ever more stuff things thing kind kinds type types sort sorts ' +
    'away up down off out over'
  ).split(/\s+/),
);
const MIN_TERM_LENGTH = 3;

export function avoidTerms(avoid: string | undefined): string[] {
  if (!avoid?.trim()) return [];
  const terms = avoid
    .toLowerCase()
    .split(/[,;.!?\n/]+|\s+(?:and|or|nor)\s+/)
    .map((item) => item.match(/[\p{L}'’-]+/gu)?.filter((word) => !REQUEST_WORDS.has(word.replace(/’/g, "'"))) ?? [])
    .map((words) => words.at(-1))
    .filter((term): term is string => !!term && term.length >= MIN_TERM_LENGTH);
  return [...new Set(terms)];
}

export interface AvoidedWord {
  term: string;
  /** As printed, the first time. */
  printed: string;
  pages: number[];
}

/** Each term of the buyer's "things to avoid" the book prints, with the pages it is on. */
export function avoidedWords(book: BookText, avoid: string | undefined): AvoidedWord[] {
  return avoidTerms(avoid).flatMap((term) => {
    const positions = book.byStem.get(stem(term)) ?? [];
    if (positions.length === 0) return [];
    return [
      {
        term,
        printed: book.words[positions[0]!]!.text,
        pages: [...new Set(positions.map((position) => book.words[position]!.page))].sort((a, b) => a - b),
      },
    ];
  });
}
