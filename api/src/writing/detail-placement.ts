import { normaliseCommaList, type SavedCharacter } from '@storyloom/contracts';
import { z } from 'zod';

/**
 * Personal details placed, not repeated (issue 24): every detail the buyer gave about a character (a skill, a
 * hobby, a quirk, a fear, the extra information) is given to one to three chapters by the outline, and each chapter
 * is written from its own share only. A detail told in every chapter reads as a catalogue, not a gift.
 */

export const DETAIL_KINDS = ['skill', 'hobby', 'quirk', 'fear', 'extraInformation'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** At most this many chapters carry one detail (fewer in a book of three chapters or less: never every chapter). */
export const MAX_CHAPTERS_PER_DETAIL = 3;

/** One detail as the outline prompt lists it: `id` ('D3') is how the outline's chapters name it. */
export interface GivenDetail {
  id: string;
  character: string;
  kind: DetailKind;
  text: string;
}

/** A detail and the chapters it belongs in, as the outline stores it (by its words, not its id: ids are per prompt). */
export const placedDetailSchema = z.object({
  character: z.string(),
  kind: z.enum(DETAIL_KINDS),
  text: z.string(),
  chapters: z.array(z.number().int().min(1)),
});
export type PlacedDetail = z.output<typeof placedDetailSchema>;

/** Every detail the characters carry, numbered D1, D2... in the order the visitor typed them. */
export function givenDetails(characters: readonly SavedCharacter[]): GivenDetail[] {
  const details: Array<Omit<GivenDetail, 'id'>> = [];
  for (const character of characters) {
    const lists: Array<[DetailKind, string[]]> = [
      ['skill', normaliseCommaList(character.skills)],
      ['hobby', normaliseCommaList(character.hobbies)],
      ['quirk', normaliseCommaList(character.quirks)],
      ['fear', normaliseCommaList(character.fears)],
      ['extraInformation', character.extraInfo.trim() ? [character.extraInfo.trim()] : []],
    ];
    for (const [kind, texts] of lists)
      for (const text of texts) details.push({ character: character.name, kind, text });
  }
  return details.map((detail, index) => ({ id: `D${index + 1}`, ...detail }));
}

/** A detail's identity across the outline and the chapters: whose, which kind, which words (case and spacing aside). */
const keyOf = (detail: Pick<GivenDetail, 'character' | 'kind' | 'text'>) =>
  JSON.stringify([detail.character, detail.kind, detail.text.toLowerCase().replace(/\s+/g, ' ').trim()]);

/** `count` of `chapters`, evenly spread and keeping the first and the last ([2, 4, 6, 9, 12] -> [2, 6, 12]). */
function spread(chapters: readonly number[], count: number): number[] {
  if (chapters.length <= count) return [...chapters];
  if (count === 1) return [chapters[0]!];
  return [
    ...new Set(
      Array.from({ length: count }, (_, index) => chapters[Math.round((index * (chapters.length - 1)) / (count - 1))]!),
    ),
  ];
}

/**
 * The placement the outline proposed (chapter numbers by detail id), repaired so that every detail is in one to
 * MAX_CHAPTERS_PER_DETAIL chapters of 1..chapterCount: chapters outside the book and repeats are dropped, a detail
 * given to too many keeps an even spread of them, and a detail given to none goes to the chapter carrying the
 * fewest details, nearest its even share of the book (from chapter 2 on when there is room, so chapter 1 opens on
 * the story). Deterministic: the same proposal always gives the same placement.
 */
export function placeDetails(
  details: readonly GivenDetail[],
  chapterCount: number,
  proposed: ReadonlyMap<string, readonly number[]> = new Map(),
): PlacedDetail[] {
  const most = chapterCount > 1 ? Math.min(MAX_CHAPTERS_PER_DETAIL, chapterCount - 1) : 1;
  const load = new Array<number>(chapterCount + 1).fill(0);
  const placed = details.map((detail) => {
    const valid = [...new Set(proposed.get(detail.id) ?? [])]
      .filter((number) => Number.isInteger(number) && number >= 1 && number <= chapterCount)
      .sort((a, b) => a - b);
    const chapters = spread(valid, most);
    for (const number of chapters) load[number]!++;
    return { character: detail.character, kind: detail.kind, text: detail.text, chapters };
  });
  const offset = chapterCount > details.length ? 1 : 0;
  placed.forEach((detail, index) => {
    if (detail.chapters.length > 0 || chapterCount < 1) return;
    const share = Math.min(
      chapterCount,
      1 + offset + Math.floor((index * (chapterCount - offset)) / Math.max(1, details.length)),
    );
    let best = share;
    for (let number = 1; number <= chapterCount; number++) {
      const fewer = load[number]! < load[best]!;
      const asFewButNearer = load[number] === load[best] && Math.abs(number - share) < Math.abs(best - share);
      if (fewer || asFewButNearer) best = number;
    }
    detail.chapters = [best];
    load[best]!++;
  });
  return placed;
}

/** The first, middle and last chapters: where the most personal detail is told when nobody proposed otherwise. */
export const heartChapters = (chapterCount: number): number[] => [
  ...new Set([1, Math.ceil(chapterCount / 2), chapterCount]),
];

/**
 * The placement for these characters, from what an outline stored: a stored detail keeps its chapters; a detail
 * added since, or every detail of an outline stored before placements existed, is placed by `placeDetails` (the
 * main character's extra information in the first, middle and last chapters).
 */
export function resolvePlacement(
  characters: readonly SavedCharacter[],
  chapterCount: number,
  stored: readonly PlacedDetail[] | undefined,
): PlacedDetail[] {
  const details = givenDetails(characters);
  const storedChapters = new Map((stored ?? []).map((detail) => [keyOf(detail), detail.chapters]));
  const main = characters.find((character) => character.isMainCharacter)?.name;
  const proposed = new Map<string, readonly number[]>();
  for (const detail of details) {
    const chapters =
      storedChapters.get(keyOf(detail)) ??
      (!stored && detail.kind === 'extraInformation' && detail.character === main
        ? heartChapters(chapterCount)
        : undefined);
    if (chapters) proposed.set(detail.id, chapters);
  }
  return placeDetails(details, chapterCount, proposed);
}

/** The details chapter `chapterNumber` is written with (see `resolvePlacement`). */
export function detailsOfChapter(
  characters: readonly SavedCharacter[],
  chapterCount: number,
  chapterNumber: number,
  stored: readonly PlacedDetail[] | undefined,
): PlacedDetail[] {
  return resolvePlacement(characters, chapterCount, stored).filter((detail) => detail.chapters.includes(chapterNumber));
}

/** Whether `detail` is one of `chosen` (the same character, kind and words). */
export function isAmong(
  detail: Pick<GivenDetail, 'character' | 'kind' | 'text'>,
  chosen: ReadonlyArray<Pick<GivenDetail, 'character' | 'kind' | 'text'>>,
): boolean {
  const key = keyOf(detail);
  return chosen.some((other) => keyOf(other) === key);
}
