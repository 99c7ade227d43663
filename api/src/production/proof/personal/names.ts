import type { BookText, BookWord } from './book-text.js';
import { editDistance } from '../../../writing/writing.service.js';
import { stem } from './word-forms.js';

/** Titles that stay with the name they come before ('Master Quill', 'Aunt May'). */
const TITLE = /^(mr|mrs|ms|miss|dr|master|captain|aunt|uncle|grandma|grandpa|granny|nana|papa|sir|lady)\.?$/i;

/**
 * The words the book calls a character by: the first word of the name ('Mira O.' -> 'Mira'), or a title with the
 * word after it ('Master Quill'). The check looks for these words in the text.
 */
export function nameWords(name: string): string[] {
  const words = name.trim().replace(/\.$/, '').split(/\s+/).filter(Boolean);
  if (words.length > 1 && TITLE.test(words[0]!)) return words.slice(0, 2);
  return words.slice(0, 1);
}

/** Capitalised words stories use that are no one's misspelt name. */
const NOT_NAMES = new Set(
  (
    'mum mom mummy mommy dad daddy papa mama nana nan gran granny grandma grandpa grandad granddad grandmother grandfather ' +
    'auntie aunt uncle sir madam miss mister mr mrs ms dr captain king queen prince princess lord lady ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december christmas easter halloween moon sun earth mars god okay ok chapter contents'
  ).split(' '),
);

const bare = (word: string) => word.replace(/[’']s$/, '');

/** Where a run of words (a name, a call name) is printed with its capitals, as pages in order. */
export function pagesOfWords(book: BookText, words: readonly string[]): number[] {
  const pages = new Set<number>();
  for (const index of firstWordMatches(book, words)) pages.add(book.words[index]!.page);
  return [...pages].sort((a, b) => a - b);
}

/** Where the run starts: found by the first word's stem (the index's key), then compared word by word, capitals included. */
function firstWordMatches(book: BookText, words: readonly string[]): number[] {
  if (words.length === 0) return [];
  const candidates = book.byStem.get(stem(words[0]!)) ?? [];
  return candidates.filter((index) => words.every((word, offset) => sameName(book.words[index + offset], word)));
}

function sameName(printed: BookWord | undefined, word: string): boolean {
  if (!printed) return false;
  const text = bare(printed.text);
  if (text.toLowerCase() !== word.toLowerCase()) return false;
  // Printed with its capital ('Rosa', 'ROSA'), so 'biscuit' the food is not Biscuit the dog.
  return /^\p{Lu}/u.test(text) || word === word.toLowerCase();
}

export interface Misspelling {
  variant: string;
  name: string;
  page: number;
}

/**
 * Capitalised words in mid-sentence that are a letter or two away from a character's name and start with its
 * letter: 'Maya' for Mia, 'Lio' for Leo, 'Rosaa' for Rosa. A word counts only if it is no name the book knows (the
 * characters', the call names, the story bible's), is not a word the book also prints in lower case ('Map' in a
 * chapter title, when 'map' is in the text), nor a family word or a day. Two letters away only for a name of five
 * letters or more, or one that keeps the name's first and last letter ('Maya' for Mia, not 'Max').
 */
export function misspellings(book: BookText, names: readonly string[], known: ReadonlySet<string>): Misspelling[] {
  const targets = names.filter((name) => name.length >= 3);
  const verdicts = new Map<string, string | null>();
  const found: Misspelling[] = [];
  for (const word of book.words) {
    if (!word.midSentence) continue;
    const variant = bare(word.text);
    if (variant.length < 3 || variant.includes('-') || variant === variant.toUpperCase()) continue;
    let name = verdicts.get(variant);
    if (name === undefined) {
      name = closestName(variant, targets, known, book.lowerCaseWords);
      verdicts.set(variant, name);
      if (name) found.push({ variant, name, page: word.page });
    }
  }
  return found;
}

function closestName(
  variant: string,
  names: readonly string[],
  known: ReadonlySet<string>,
  lowerCaseWords: ReadonlySet<string>,
): string | null {
  const lower = variant.toLowerCase();
  if (known.has(lower) || NOT_NAMES.has(lower) || lowerCaseWords.has(lower)) return null;
  for (const name of names) {
    if (name[0]!.toLowerCase() !== lower[0]) continue;
    const distance = editDistance(variant, name);
    if (distance === 0 || distance > 2) continue;
    const keepsEnds = name.at(-1)!.toLowerCase() === lower.at(-1);
    if (distance === 1 || name.length >= 5 || keepsEnds) return name;
  }
  return null;
}
