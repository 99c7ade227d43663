import { callNameOf } from '@storyloom/contracts';
import type { BriefCheckBook } from './chapter-finding.js';

/** Ages of the contract's range codes (AGE_RANGES) that are grown-ups. */
const ADULT_RANGES = new Set(['young-adult', 'adult', 'mature', 'elderly']);
/** Relations that make a character a grown-up when no age was given. */
const ADULT_RELATIONS = /\b(parent|grandparent|mentor|teacher|mother|father|mum|mom|dad|grand\w*|aunt|uncle)\b/i;
/** The oldest main character whose book counts as a child's. */
const CHILD_MAX_AGE = 12;

type Character = BriefCheckBook['characters'][number];

/** The first word of a name ('Mira O.' -> 'Mira'); titles stay with the surname ('Mr Patel' -> 'Mr Patel'). */
export function shortName(name: string): string {
  const trimmed = name.trim().replace(/\.$/, '');
  if (/^(mr|mrs|ms|miss|dr|master|captain|aunt|uncle|grandma|grandpa)\.?\s/i.test(trimmed))
    return trimmed.split(/\s+/).slice(0, 2).join(' ');
  return trimmed.split(/\s+/)[0] ?? trimmed;
}

export function numericAge(character: Pick<Character, 'age'>): number | undefined {
  return /^\d+$/.test(character.age ?? '') ? Number(character.age) : undefined;
}

function isAdult(character: Character): boolean {
  const age = numericAge(character);
  if (age !== undefined) return age >= 18;
  if (ADULT_RANGES.has(character.age ?? '')) return true;
  return !character.isMainCharacter && ADULT_RELATIONS.test(`${character.relation ?? ''} ${character.name}`);
}

/**
 * A child's book: the Kid or Young reading level, or a main character of 12 or under ('child' on the old form).
 * The main character of a gift book is nearly always the reader.
 */
export function isChildBook(book: BriefCheckBook): boolean {
  if (book.story.readingGrade <= 2) return true;
  const main = book.characters.find((character) => character.isMainCharacter);
  if (!main) return false;
  const age = numericAge(main);
  return age !== undefined ? age <= CHILD_MAX_AGE : main.age === 'child';
}

const COUPLE_OCCASION = /\b(anniversary|wedding|valentine|engagement|honeymoon|couple)/i;

/** A book for a couple: an anniversary (or wedding, Valentine's...) occasion, or a romance. */
export function isCoupleBook(book: BriefCheckBook): boolean {
  return COUPLE_OCCASION.test(book.story.gift?.occasion ?? '') || /romance|romantic/i.test(book.story.genre);
}

/** The names (and call names) of the book's grown-ups, to count as an adult present in a scene. */
export function adultNames(book: BriefCheckBook): string[] {
  return book.characters
    .filter(isAdult)
    .flatMap((character) =>
      [shortName(character.name), callNameOf(book.story.gift, character)?.trim()].filter(
        (name): name is string => !!name,
      ),
    );
}
