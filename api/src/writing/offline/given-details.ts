import { normaliseCommaList, type SavedCharacter } from '@storyloom/contracts';
import { detailsOfChapter, givenDetails, heartChapters, placeDetails, type DetailKind } from '../detail-placement.js';
import type { ChapterRequest, PlacedDetail } from '../writing.types.js';
import { inline, toCastMember, type CastMember } from './cast.js';
import { extraInfoSentence } from './character-lines.js';
import { asActivity, isVerbPhrase, verbPhraseFor } from './phrasing.js';

/**
 * Every detail the buyer gave about each character (skills, hobbies, quirks, fears, extra information), each told
 * as one plain sentence in the chapters the outline placed it in (detail-placement.ts): one to three chapters,
 * never all of them. The main character's extra information, the most personal detail, is the composer's
 * `heart()`, framed by where it falls; what the reader calls a character is said once, early on.
 */

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
/** 'Whistles when nervous', "Can't sit still", 'Talks to self': a quirk typed as what the character does. */
const isDoing = (quirk: string) =>
  isVerbPhrase(quirk) ||
  /^\S+n't\s/i.test(quirk) ||
  /^[a-z]+[^su's]s\s+(when|if|at|to|in|on|with|whenever|all|every)\b/i.test(quirk);

/**
 * The demo writer's placement: the main character's extra information in the first, middle and last chapters (a
 * young reader's book: the first and last, as a third telling would repeat the buyer's words), every other detail
 * spread evenly from chapter 2 on (placeDetails).
 */
export function offlinePlacement(
  characters: readonly SavedCharacter[],
  chapterCount: number,
  young: boolean,
): PlacedDetail[] {
  const details = givenDetails(characters);
  const main = characters.find((character) => character.isMainCharacter)?.name;
  const heart = young ? [...new Set([1, chapterCount])] : heartChapters(chapterCount);
  const proposed = new Map(
    details
      .filter((detail) => detail.kind === 'extraInformation' && detail.character === main)
      .map((detail) => [detail.id, heart]),
  );
  return placeDetails(details, chapterCount, proposed);
}

/** The chapter's share of the details: the outline's placement, or the demo writer's own for an outline without one. */
export function placedInChapter(request: ChapterRequest, young: boolean): PlacedDetail[] {
  const count = request.outline.length;
  return detailsOfChapter(
    request.characters,
    count,
    request.chapterNumber,
    request.placedDetails ?? offlinePlacement(request.characters, count, young),
  );
}

const FIELD: Record<Exclude<DetailKind, 'extraInformation'>, 'skills' | 'hobbies' | 'quirks' | 'fears'> = {
  skill: 'skills',
  hobby: 'hobbies',
  quirk: 'quirks',
  fear: 'fears',
};

/**
 * The sentence that tells one detail of `member` (the plan's cast member: name, pronouns). The detail's words as the
 * prose reads them (lower-cased built-in options, fears as objects) come from `character` as the visitor typed it,
 * at the detail's position among its entries; the plan's own lists leave out what the buyer asked to avoid.
 */
export function detailSentence(
  detail: PlacedDetail,
  character: SavedCharacter,
  member: CastMember,
  young: boolean,
): string | undefined {
  const { name } = member;
  if (detail.kind === 'extraInformation') return extraInfoSentence(member) || undefined;
  const field = FIELD[detail.kind];
  const index = normaliseCommaList(character[field]).findIndex(
    (text) => inline(text).toLowerCase() === inline(detail.text).toLowerCase(),
  );
  const entry = toCastMember(character)[field][index];
  if (entry === undefined) return undefined;
  switch (detail.kind) {
    case 'skill':
      return `${name}'s knack for ${lowerFirst(asActivity(entry))} comes in handy.`;
    case 'hobby':
      return `There is even time for ${lowerFirst(asActivity(entry))}, ${name}'s favourite thing.`;
    case 'quirk':
      return isDoing(entry)
        ? `As usual, ${name} ${verbPhraseFor(entry, member.pronouns.plural).replace(/[.!?]+$/, '')}.`
        : `${name} is known for ${lowerFirst(entry).replace(/[.!?]+$/, '')}, and today is no different.`;
    case 'fear':
      return young
        ? `${name} is a little afraid of ${lowerFirst(entry)}, but a hug helps.`
        : `${name} has always been afraid of ${lowerFirst(entry)}, but not today.`;
  }
}

/** What the reader calls each character ('To the family, Margaret is simply Nana.'), said once, in chapter 2. */
export function callNameSentences(cast: readonly CastMember[], chapterNumber: number, chapterCount: number): string[] {
  if (chapterNumber !== Math.min(2, chapterCount)) return [];
  return cast
    .filter((member) => member.callName)
    .map((member) => `To the family, ${member.name} is simply ${member.callName}.`);
}
