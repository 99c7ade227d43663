import {
  AGE_RANGES,
  callNameOf,
  normaliseCommaList,
  type GiftDetails,
  type SavedCharacter,
} from '@storyloom/contracts';
import type { PersonalDetail, PersonalFlag } from '@storyloom/contracts/delivery';
import type { BibleEntry } from '../../../writing/writing.types.js';
import { ageStatements, type AgedPerson } from './ages.js';
import { avoidedWords, avoidTerms } from './avoid-words.js';
import { bookText, type BookText } from './book-text.js';
import { detailPlaces } from './detail-words.js';
import { misspellings, nameWords, pagesOfWords } from './names.js';
import { meaningfulStems, stem, wordsOf } from './word-forms.js';

/**
 * "What's personal in this book" (docs/product/proof-personal.md): every detail the buyer gave, the pages of the
 * typeset book where it shows, and what looks missing or wrong. Pure and fast: the same input always gives the same
 * panel, a 40-chapter book in a few tens of milliseconds.
 */
export interface PersonalDetailsInput {
  /** The characters as step 1 froze them with the order. */
  characters: readonly SavedCharacter[];
  /** The gift details of step 2 (occasion, call names, things to avoid); absent when none were given. */
  gift?: GiftDetails;
  /**
   * The story bible's foundations (the outline's invented people, places, pets and objects: the frozen outline's
   * `bible`, or `StoryBible.foundations`): their names are the book's own, never a misspelt character's name.
   */
  bible?: readonly BibleEntry[];
  /** The typeset book's text, page by page (pageTexts: index 0 is page 1). */
  pages: readonly string[];
}

const LIST_DETAILS = [
  ['Skill', 'skills'],
  ['Hobby', 'hobbies'],
  ['Quirk', 'quirks'],
  ['Fear', 'fears'],
] as const;

export function personalDetails(input: PersonalDetailsInput): PersonalDetail[] {
  const book = bookText(input.pages);
  const callNames = input.gift?.callNames ?? {};
  const calledOf = (character: SavedCharacter) => {
    const called = callNameOf(input.gift, character)?.trim();
    return called && called.toLowerCase() !== nameWords(character.name).join(' ').toLowerCase() ? called : undefined;
  };
  // Every word that names someone or something of this book: none of them is a misspelling.
  const known = new Set(
    [
      ...input.characters.flatMap((character) => [character.name, calledOf(character) ?? '']),
      ...Object.values(callNames),
      ...(input.bible ?? []).map((entry) => entry.name),
      input.gift?.from ?? '',
      input.gift?.to ?? '',
    ]
      .flatMap(wordsOf)
      .map((word) => word.toLowerCase()),
  );
  // Names say nothing about a detail: 'Rosa bakes on Sundays' is about baking.
  const ignored = new Set(known);
  // What the buyer asked to leave out is left out: a fear of spiders in a book without spiders is not missing.
  const leftOut = new Set(avoidTerms(input.gift?.avoid).map(stem));
  const slips = misspellings(
    book,
    input.characters.flatMap((character) =>
      nameWords(character.name).filter(
        (word) =>
          !/^(mr|mrs|ms|miss|dr|master|captain|aunt|uncle|grandma|grandpa|granny|nana|papa|sir|lady)\.?$/i.test(word),
      ),
    ),
    known,
  );
  const people: AgedPerson[] = input.characters.map((character) => ({
    name: character.name,
    calledBy: [nameWords(character.name).join(' '), calledOf(character) ?? ''].filter(Boolean),
    gender: character.gender,
  }));
  const ages = ageStatements(book, people);

  const details: PersonalDetail[] = [];
  for (const character of input.characters) {
    const who = character.name;
    const words = nameWords(character.name);
    const namePages = pagesOfWords(book, words);
    const nameFlags: PersonalFlag[] = slips
      .filter((slip) => words.includes(slip.name))
      .map((slip) => ({
        kind: 'misspelled',
        message: `'${slip.variant}' on page ${slip.page} looks like a misspelling of ${slip.name}.`,
        page: slip.page,
      }));
    if (namePages.length === 0)
      nameFlags.unshift({ kind: 'missing', message: `${words.join(' ')} is never named in the book.`, page: null });
    details.push({ character: who, label: 'Name', value: character.name, pages: namePages, flags: nameFlags });

    const called = calledOf(character);
    if (called) {
      const calledPages = pagesOfWords(book, wordsOf(called));
      const flags: PersonalFlag[] =
        calledPages.length === 0
          ? [
              {
                kind: 'nickname_unused',
                message: `Nobody in the book calls ${words.join(' ')} '${called}'.`,
                page: null,
              },
            ]
          : [];
      details.push({ character: who, label: 'Called', value: called, pages: calledPages, flags });
    }

    if (character.age) details.push(ageDetail(character, ages));
    for (const trait of character.personality)
      details.push(wordsDetail(book, who, 'Trait', trait, ignored, leftOut, { flagMissing: false }));
    for (const [label, field] of LIST_DETAILS)
      for (const entry of normaliseCommaList(character[field]))
        details.push(wordsDetail(book, who, label, entry, ignored, leftOut));
    if (character.extraInfo.trim())
      details.push(wordsDetail(book, who, 'Extra information', character.extraInfo.trim(), ignored, leftOut));
  }
  if (input.gift?.occasion)
    details.push(wordsDetail(book, null, 'Occasion', input.gift.occasion, ignored, leftOut, { flagMissing: false }));
  if (input.gift?.avoid) details.push(avoidDetail(book, input.gift.avoid));
  return details;
}

/**
 * The age as given; its pages are where the book states it. A statement of another age is flagged; an age the book
 * never states is not (a story need not say how old anyone is), and an age range ('Elderly (71+)') is only listed.
 */
function ageDetail(character: SavedCharacter, ages: ReturnType<typeof ageStatements>): PersonalDetail {
  const range = AGE_RANGES.find((option) => option.value === character.age);
  if (range) return { character: character.name, label: 'Age', value: range.label, pages: [], flags: [] };
  const age = Number(character.age);
  const own = ages.filter((statement) => statement.name === character.name);
  const pages = [...new Set(own.filter((statement) => statement.age === age).map((statement) => statement.page))];
  const flags: PersonalFlag[] = own
    .filter((statement) => statement.age !== age)
    .map((statement) => ({
      kind: 'age_contradicted',
      message: `'${statement.words}' on page ${statement.page}, but ${nameWords(character.name).join(' ')} is ${age}.`,
      page: statement.page,
    }));
  return { character: character.name, label: 'Age', value: character.age, pages, flags };
}

/**
 * A detail in the buyer's words, found by its meaningful words. It is 'missing' only when none of them appears
 * anywhere: told in other words, it may still be there, so a partial match is listed with its pages and no flag.
 * A trait and the occasion are never flagged missing: a story shows that Rosa is brave by what she does, and a
 * birthday book need not be about a birthday; their pages are where they are named. Nor is a detail the buyer also
 * asked to leave out (a fear of spiders, with 'no spiders please').
 */
function wordsDetail(
  book: BookText,
  character: string | null,
  label: string,
  value: string,
  ignored: ReadonlySet<string>,
  leftOut: ReadonlySet<string>,
  options = { flagMissing: true },
): PersonalDetail {
  const stems = meaningfulStems(value, ignored);
  if (stems.length === 0) return { character, label, value, pages: [], flags: [] };
  const { pages } = detailPlaces(book, stems);
  const flags: PersonalFlag[] =
    pages.length === 0 && options.flagMissing && !stems.every((word) => leftOut.has(word))
      ? [{ kind: 'missing', message: `${label} '${value}' does not appear in the book.`, page: null }]
      : [];
  return { character, label, value, pages, flags };
}

/** Things to avoid: its pages are where one of them is printed, each such word flagged at its first page. */
function avoidDetail(book: BookText, avoid: string): PersonalDetail {
  const found = avoidedWords(book, avoid);
  const pages = [...new Set(found.flatMap((word) => word.pages))].sort((a, b) => a - b);
  const flags: PersonalFlag[] = found.map((word) => ({
    kind: 'avoided_word',
    message: `'${word.printed}' is on page ${word.pages[0]} (${word.pages.length === 1 ? 'once' : `${word.pages.length} pages`}), but you asked us to leave out '${word.term}'.`,
    page: word.pages[0]!,
  }));
  return { character: null, label: 'Things to avoid', value: avoid, pages, flags };
}
