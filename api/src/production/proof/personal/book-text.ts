import { SOFT_HYPHEN } from './page-texts.js';
import { stem } from './word-forms.js';

/**
 * The book's pages as one searchable text: running heads and folios left out (the book's title on every other page
 * is not the buyer's detail appearing there), a word hyphenated across a page break joined, and every word indexed
 * by its stem with the page it is on.
 */

export interface BookWord {
  /** As printed ('Mia', 'baked', 'Grandma’s'). */
  text: string;
  stem: string;
  /** Where it starts in `BookText.text`. */
  index: number;
  /** 1-based. */
  page: number;
  /** Capitalised, and not the first word of a line that opens a sentence: a likely proper noun. */
  midSentence: boolean;
}

export interface BookText {
  text: string;
  pageCount: number;
  words: BookWord[];
  /** Word positions (indexes into `words`) by stem. */
  byStem: Map<string, number[]>;
  /** Lower-case forms the book prints in lower case somewhere: a capitalised one of them is a common word, not a name. */
  lowerCaseWords: Set<string>;
  pageAt(index: number): number;
}

/**
 * A page's running head and folios, as the interior prints them: a first line that starts or ends with the page's
 * own number ('8 The Map of Tomorrow', 'The Ahead 9'), and a first or last line that is only that number.
 */
export function withoutRunningHead(page: string, pageNumber: number): string {
  const lines = page.split('\n');
  const folio = String(pageNumber);
  const isHead = (line: string) => line === folio || line.startsWith(`${folio} `) || line.endsWith(` ${folio}`);
  if (lines.length > 0 && isHead(lines[0]!.trim())) lines.shift();
  if (lines.length > 0 && lines.at(-1)!.trim() === folio) lines.pop();
  // A word hyphenated across the page break ends the page with a soft hyphen, the folio after it.
  if (lines.length > 1 && lines.at(-1)!.trim() === folio && lines.at(-2)!.endsWith(SOFT_HYPHEN)) lines.pop();
  return lines.join('\n');
}

const WORD = /[\p{L}\p{N}]+(?:[’'-][\p{L}\p{N}]+)*/gu;

/**
 * Whether the word at `index` may open a sentence: after the start, a full stop, '!', '?', ':', an ellipsis or an
 * opening quotation mark (a closing one after them too: '“Run!” Then'), or a straight quote (either kind). Line
 * breaks are skipped: a printed line breaks anywhere.
 */
function opensASentence(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index).replace(/\s+$/u, '');
  if (before === '' || /["“‘([]$/u.test(before)) return true;
  return /[.!?:…]$/u.test(before.replace(/[”’)\]]+$/u, ''));
}

export function bookText(pages: readonly string[]): BookText {
  const starts: number[] = [];
  let text = '';
  pages.forEach((page, index) => {
    const body = withoutRunningHead(page, index + 1);
    if (text.endsWith(SOFT_HYPHEN)) {
      // The word's rest is the next page's first word: it is joined onto the page where the word starts.
      const rest = /^\s*(\p{L}[^\s]*)\s?/u.exec(body);
      text = text.slice(0, -1) + (rest ? rest[1] : '');
      starts.push(text.length);
      text += `\n${rest ? body.slice(rest[0].length) : body}`;
      return;
    }
    starts.push(text.length + (text ? 1 : 0));
    text += (text ? '\n' : '') + body;
  });
  text = text.replaceAll(SOFT_HYPHEN, '');
  const pageAt = (index: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const words: BookWord[] = [];
  const byStem = new Map<string, number[]>();
  const lowerCaseWords = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const opensSentence = opensASentence(text, match.index);
    const word: BookWord = {
      text: match[0],
      stem: stem(match[0]),
      index: match.index,
      page: 0,
      midSentence: !opensSentence && /^\p{Lu}/u.test(match[0]),
    };
    word.page = pageAt(match.index);
    if (/^\p{Ll}/u.test(match[0])) lowerCaseWords.add(match[0].toLowerCase());
    // A compound is found whole and by its parts ('problem-solving' shows 'Problem solving' and 'solving').
    const stems = new Set([word.stem, ...(match[0].includes('-') ? match[0].split('-').map(stem) : [])]);
    for (const key of stems) {
      const positions = byStem.get(key);
      if (positions) positions.push(words.length);
      else byStem.set(key, [words.length]);
    }
    words.push(word);
  }
  return { text, pageCount: pages.length, words, byStem, lowerCaseWords, pageAt };
}
