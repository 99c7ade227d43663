import { callNameOf } from '@storyloom/contracts';
import { numericAge, shortName } from './book-people.js';
import type { BriefCheckBook, ChapterFinding } from './chapter-finding.js';
import { editDistance } from './edit-distance.js';
import { ADULT_WORDS } from './lists/adults.js';
import { dialogue, excerptAt, sentences } from './text-parts.js';
import { mentions, wordListPattern } from './word-match.js';
import { NUMBER_WORDS } from '../../common/number-words.js';

/**
 * Checks against the story bible (issue 24): slips a reader would notice in a personalised book. They flag, never
 * block: the chapter is kept and the findings feed the proof's personalisation panel.
 */

const AGE_PHRASE = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,3}|${NUMBER_WORDS.join('|')})(?:-year-old|\\s+years?\\s+old)(?![\\p{L}])`,
  'giu',
);
const ageValue = (words: string) => (/^\d+$/.test(words) ? Number(words) : NUMBER_WORDS.indexOf(words.toLowerCase()));

/** Capitalised words a story uses that are not names. */
const NOT_NAMES = new Set([
  'The',
  'And',
  'But',
  'Then',
  'When',
  'What',
  'Where',
  'Who',
  'Why',
  'How',
  'Yes',
  'Not',
  'Now',
  'Oh',
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Dr',
  'Sir',
  'Lady',
  'Lord',
  'King',
  'Queen',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'May',
  'June',
  'July',
  'March',
  'April',
  'Christmas',
  'Easter',
]);
const ADULT_TITLES = new Set(ADULT_WORDS.map((word) => word.toLowerCase()));

/** How far a word may be from a name to count as its misspelling ('Maya' for Mia is two). */
const MAX_SLIP = 2;

/**
 * Capitalised words of three letters or more in the middle of a sentence (so proper nouns, not sentence openings)
 * that are one or two letters away from a character's name, start with its letter and are no other name of the
 * book: 'Maya' for Mia, 'Lio' for Leo.
 */
function nameSpellingFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  const callNames = Object.values(book.story.gift?.callNames ?? {});
  const names = book.characters
    .flatMap((character) => shortName(character.name).split(/\s+/))
    .filter((name) => name.length >= 3 && !NOT_NAMES.has(name));
  const known = new Set(
    [...names, ...callNames, ...book.characters.flatMap((character) => character.name.split(/\s+/))].map((name) =>
      name.toLowerCase().replace(/\.$/, ''),
    ),
  );
  const findings: ChapterFinding[] = [];
  const reported = new Set<string>();
  // After a letter, comma, semicolon or closing quote: a colon often opens a sentence ('Chapter 4: It is...').
  for (const match of text.matchAll(/(?<=[\p{L},;’'"”)]\s+)\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?/gu)) {
    const word = match[0];
    if (
      reported.has(word) ||
      known.has(word.toLowerCase()) ||
      NOT_NAMES.has(word) ||
      ADULT_TITLES.has(word.toLowerCase())
    )
      continue;
    const name = names.find((candidate) => {
      const distance = editDistance(word, candidate);
      return distance > 0 && distance <= MAX_SLIP && word[0]!.toLowerCase() === candidate[0]!.toLowerCase();
    });
    if (!name) continue;
    reported.add(word);
    findings.push({
      rule: 'name-spelling',
      severity: 'flag',
      excerpt: excerptAt(text, match.index),
      detail: `'${word}' looks like a misspelling of ${name}.`,
    });
  }
  return findings;
}

/**
 * A character the reader calls something else (Rosa, 'Grandma') who is in the chapter when people talk, but whose
 * call name nobody says aloud: the reader expects to hear 'Grandma'.
 */
function callNameFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  const spoken = dialogue(text);
  if (spoken.length === 0) return [];
  const findings: ChapterFinding[] = [];
  for (const character of book.characters) {
    // The main character's call name is the reader's own ('Grandad' for the hero of a book given to a grandchild's
    // grandfather): the people of the story have no reason to say it.
    if (character.isMainCharacter) continue;
    const { name } = character;
    const called = callNameOf(book.story.gift, character)?.trim();
    if (!called || called.toLowerCase() === shortName(name).toLowerCase()) continue;
    const present = wordListPattern([shortName(name), called]);
    const firstMention = text.search(present);
    if (firstMention < 0) continue;
    const calledPattern = wordListPattern([called]);
    if (spoken.some((part) => mentions(part.text, calledPattern))) continue;
    findings.push({
      rule: 'call-name-not-in-dialogue',
      severity: 'flag',
      excerpt: excerptAt(text, firstMention),
      detail: `${shortName(name)} is in this chapter, but nobody calls them '${called}' when they speak, as the reader does.`,
    });
  }
  return findings;
}

/** 'a seven-year-old', 'eight years old' in a sentence naming a character whose age is another number. */
function ageFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  const aged = book.characters
    .map((character) => ({
      character,
      age: numericAge(character),
      pattern: wordListPattern(
        [shortName(character.name), callNameOf(book.story.gift, character)?.trim()].filter(
          (name): name is string => !!name,
        ),
      ),
    }))
    .filter((entry): entry is typeof entry & { age: number } => entry.age !== undefined);
  const findings: ChapterFinding[] = [];
  for (const sentence of sentences(text)) {
    const named = aged.filter((entry) => mentions(sentence.text, entry.pattern));
    if (named.length === 0) continue;
    for (const match of sentence.text.matchAll(AGE_PHRASE)) {
      const said = ageValue(match[1]!);
      if (named.some((entry) => entry.age === said)) continue;
      const ages = named.map((entry) => `${shortName(entry.character.name)} is ${entry.age}`).join(', ');
      findings.push({
        rule: 'age-contradicted',
        severity: 'flag',
        excerpt: excerptAt(text, sentence.start + match.index),
        detail: `'${match[0]}' contradicts the story bible: ${ages}.`,
      });
    }
  }
  return findings;
}

/** Every flag of `text` against the story bible's names, call names and ages. */
export function bibleFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  return [...nameSpellingFindings(text, book), ...callNameFindings(text, book), ...ageFindings(text, book)];
}
