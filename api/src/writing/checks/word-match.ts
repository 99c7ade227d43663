/**
 * Word-list matching for the chapter checks: whole words only (so 'fire' never matches 'fireflies' or
 * 'fireplace'), case-insensitive, with the simple English inflections a list entry should not have to spell out
 * ('tease' also finds 'teases', 'teased', 'teasing'; 'knife' does not find 'knives', so lists name both).
 * Entries may be phrases ('cross the road'): their first word (from four letters) and their last word are
 * inflected, and spaces match any whitespace.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The forms of one word: plural or third person (-s, -es after s/x/z/ch/sh, -ies after a consonant + y), past
 * (-d after e, -ied, -ed) and -ing (a final e dropped). A short word ending consonant-vowel-consonant doubles
 * its last letter ('stab' -> 'stabbed') and gets no plain -ed, so 'fat' never finds 'fated'.
 */
export function inflections(word: string): string[] {
  const forms = new Set([word]);
  const consonantY = /[^aeiou]y$/.test(word);
  if (/(s|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`);
  else if (consonantY) forms.add(`${word.slice(0, -1)}ies`);
  else forms.add(`${word}s`);
  const doubles = /(^|[^aeiou])[aeiou][bdgklmnprt]$/.test(word);
  if (word.endsWith('e')) {
    forms.add(`${word}d`);
    if (!word.endsWith('ee')) forms.add(`${word.slice(0, -1)}ing`);
  } else if (consonantY) {
    forms.add(`${word.slice(0, -1)}ied`);
    forms.add(`${word}ing`);
  } else if (doubles) {
    forms.add(`${word}${word.at(-1)}ed`);
    forms.add(`${word}${word.at(-1)}ing`);
    if (word.length > 4) {
      forms.add(`${word}ed`);
      forms.add(`${word}ing`);
    }
  } else {
    forms.add(`${word}ed`);
    forms.add(`${word}ing`);
  }
  return [...forms];
}

/** A word's forms as one alternative group. */
const anyForm = (word: string) => `(?:${inflections(word).map(escapeRegExp).join('|')})`;

function entryPattern(entry: string): string {
  const words = entry.trim().toLowerCase().split(/\s+/);
  if (words.length === 1) return anyForm(words[0]!);
  // A phrase's verb ('cross the road' -> 'crossed the road') and its last word; short openers ('a', 'the', 'lit') stay.
  const [first, ...rest] = words;
  const last = rest.pop()!;
  return [first!.length >= 4 ? anyForm(first!) : escapeRegExp(first!), ...rest.map(escapeRegExp), anyForm(last)].join(
    '\\s+',
  );
}

/** One case-insensitive, global regular expression finding any entry of `entries` as whole words. */
export function wordListPattern(entries: readonly string[]): RegExp {
  // Longest first so a phrase wins over a word it starts with.
  const alternatives = [...entries].sort((a, b) => b.length - a.length).map(entryPattern);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

export interface WordMatch {
  /** The words as the text has them. */
  text: string;
  index: number;
}

export function findWords(text: string, pattern: RegExp): WordMatch[] {
  return [...text.matchAll(pattern)].map((match) => ({ text: match[0], index: match.index }));
}

export function mentions(text: string, pattern: RegExp): boolean {
  return findWords(text, pattern).length > 0;
}
