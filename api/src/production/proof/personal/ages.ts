import type { BookText } from './book-text.js';
import { CARDINAL_PATTERN, numberValue, ORDINAL_PATTERN } from './word-forms.js';

/**
 * Where the book states a character's age, and what it says: only forms that tie the number to the character
 * ('six-year-old Mia', 'Mia, a six-year-old', 'Mia was six.', 'Mia turned 7 today', 'Mia’s seventh birthday', and
 * 'She turned seven' when the sentence before names one character she can be). A number near a name in any other
 * form ('Mia met a nine-year-old boy', 'Mia was almost seven') says nothing about the character's age and is left
 * alone: a flag the buyer cannot trust is worse than none.
 */

export interface AgedPerson {
  /** The character's name as given. */
  name: string;
  /** What the text calls them: the name's words ('Mira'), the call name ('Grandma'). */
  calledBy: readonly string[];
  gender: 'male' | 'female' | 'unselected';
}

export interface AgeStatement {
  name: string;
  age: number;
  /** The words as printed ('turned seven'). */
  words: string;
  page: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const YEARS_OLD = `[-\\s]*years?[-\\s]*old`;
/** After a bare number, what makes it an age ('Mia was six.' but not 'Mia was six steps away'). */
const ENDS_AN_AGE = `(?=\\s*(?:[.,;!?”’"]|today|now|this|at\\s+last|$))`;
const VERBS = [
  'was',
  'is',
  "'s",
  '’s',
  'turned',
  'turns',
  'had turned',
  'has turned',
  'had just turned',
  'has just turned',
  'just turned',
  'would turn',
  'will turn',
  'was turning',
  'is turning',
  'would be',
  'will be',
  'was now',
  'is now',
  'was only',
  'is only',
  'was just',
  'is just',
]
  .sort((a, b) => b.length - a.length)
  .map((verb) => verb.replace(/ /g, '\\s+'))
  .join('|');
const AGE = `(?<age>${CARDINAL_PATTERN})`;
const AGE_ORDINAL = `(?<age>${ORDINAL_PATTERN})`;
const STATED = `(?:\\s+(?:a|an))?\\s+${AGE}(?:${YEARS_OLD}|${ENDS_AN_AGE})`;

function patterns(nameAlternatives: string): RegExp[] {
  const NAME = `(?<name>${nameAlternatives})`;
  const flags = 'giu';
  const edge = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, flags);
  return [
    edge(`${AGE}${YEARS_OLD}\\s+${NAME}`),
    edge(`${NAME},\\s+(?:(?:a|an|the|now|just)\\s+)?${AGE}${YEARS_OLD}`),
    edge(`${NAME}\\s*(?:${VERBS})${STATED}`),
    edge(`${NAME}[’']s\\s+${AGE_ORDINAL}\\s+birthday`),
  ];
}

const PRONOUN_PATTERNS = [
  new RegExp(`(?<![\\p{L}])(?<pronoun>she|he)\\s*(?:${VERBS})${STATED}(?![\\p{L}\\p{N}])`, 'giu'),
  new RegExp(`(?<![\\p{L}])(?<pronoun>her|his)\\s+${AGE_ORDINAL}\\s+birthday(?![\\p{L}])`, 'giu'),
];

export function ageStatements(book: BookText, people: readonly AgedPerson[]): AgeStatement[] {
  const byCall = new Map<string, AgedPerson>();
  for (const person of people)
    for (const called of person.calledBy)
      if (called.trim()) byCall.set(called.toLowerCase().replace(/\s+/g, ' '), person);
  if (byCall.size === 0) return [];
  const alternatives = [...byCall.keys()]
    .sort((a, b) => b.length - a.length)
    .map((called) => escapeRegExp(called).replace(/ /g, '\\s+'))
    .join('|');
  const statements: AgeStatement[] = [];
  const seen = new Set<number>();
  for (const pattern of patterns(alternatives)) {
    for (const match of book.text.matchAll(pattern)) {
      const called = match.groups!.name!;
      const age = numberValue(match.groups!.age!.replace(/\s+/g, ' '));
      // Case-insensitive to read 'Six-year-old' and 'six-year-old' alike; the name itself must carry its capital.
      if (age === undefined || !/^\p{Lu}/u.test(called) || seen.has(match.index)) continue;
      const person = byCall.get(called.toLowerCase().replace(/\s+/g, ' '));
      if (!person) continue;
      seen.add(match.index);
      statements.push({ name: person.name, age, words: match[0].replace(/\s+/g, ' '), page: book.pageAt(match.index) });
    }
  }
  for (const pattern of PRONOUN_PATTERNS) {
    for (const match of book.text.matchAll(pattern)) {
      const age = numberValue(match.groups!.age!.replace(/\s+/g, ' '));
      if (age === undefined) continue;
      const person = whoIsMeant(book, match.index, match.groups!.pronoun!.toLowerCase(), byCall);
      if (person)
        statements.push({
          name: person.name,
          age,
          words: match[0].replace(/\s+/g, ' '),
          page: book.pageAt(match.index),
        });
    }
  }
  return statements.sort((a, b) => a.page - b.page);
}

/**
 * The character a 'she' or 'he' stands for: the one character of that gender (or of none given) named in the
 * sentence before it or earlier in its own, when no capitalised word there could be someone else (a word the book
 * never prints in lower case and that names no character).
 */
function whoIsMeant(
  book: BookText,
  index: number,
  pronoun: string,
  byCall: ReadonlyMap<string, AgedPerson>,
): AgedPerson | undefined {
  const gender = pronoun === 'she' || pronoun === 'her' ? 'female' : 'male';
  const before = book.text.slice(Math.max(0, index - 600), index);
  const ends = [...before.matchAll(/[.!?]["”’)]*\s+/g)];
  const context = ends.length >= 2 ? before.slice(ends.at(-2)!.index + ends.at(-2)![0].length) : before;
  const named = new Set<AgedPerson>();
  const calls = [...byCall.keys()].sort((a, b) => b.length - a.length);
  let rest = context;
  for (const called of calls) {
    const pattern = new RegExp(
      `(?<![\\p{L}])${escapeRegExp(called).replace(/ /g, '\\s+')}(?:[’']s)?(?![\\p{L}])`,
      'giu',
    );
    if (pattern.test(rest)) named.add(byCall.get(called)!);
    rest = rest.replace(pattern, ' ');
  }
  for (const word of rest.matchAll(/\p{Lu}\p{Ll}+/gu))
    if (!book.lowerCaseWords.has(word[0].toLowerCase())) return undefined;
  const fitting = [...named].filter((person) => person.gender === gender || person.gender === 'unselected');
  return fitting.length === 1 ? fitting[0] : undefined;
}
