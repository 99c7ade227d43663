import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import {
  detailsOfChapter,
  givenDetails,
  MAX_CHAPTERS_PER_DETAIL,
  placeDetails,
  resolvePlacement,
} from './detail-placement.js';

const characters = [
  savedCharacterSchema.parse({
    name: 'Margaret',
    isMainCharacter: true,
    skills: 'Knitting, Baking',
    fears: 'Heights',
    extraInfo: 'Her cat Biscuit sleeps on the piano.',
  }),
  savedCharacterSchema.parse({
    name: 'Bill',
    isMainCharacter: false,
    relation: 'Partner',
    hobbies: 'Fishing',
    quirks: 'Whistles when nervous',
  }),
];

const chaptersOf = (placed: ReturnType<typeof placeDetails>) =>
  Object.fromEntries(placed.map((detail) => [detail.text, detail.chapters]));

describe('the given details', () => {
  it('numbers every skill, hobby, quirk, fear and extra information of every character', () => {
    expect(
      givenDetails(characters).map(({ id, character, kind, text }) => `${id} ${character} ${kind}: ${text}`),
    ).toEqual([
      'D1 Margaret skill: Knitting',
      'D2 Margaret skill: Baking',
      'D3 Margaret fear: Heights',
      'D4 Margaret extraInformation: Her cat Biscuit sleeps on the piano.',
      'D5 Bill hobby: Fishing',
      'D6 Bill quirk: Whistles when nervous',
    ]);
  });
});

describe('placing the details in chapters', () => {
  const details = givenDetails(characters);

  it('keeps a good proposal as the outline gave it', () => {
    const proposed = new Map([
      ['D1', [2]],
      ['D2', [5, 9]],
      ['D3', [7]],
      ['D4', [1, 8, 15]],
      ['D5', [3]],
      ['D6', [4, 12]],
    ]);
    expect(chaptersOf(placeDetails(details, 15, proposed))).toEqual({
      Knitting: [2],
      Baking: [5, 9],
      Heights: [7],
      'Her cat Biscuit sleeps on the piano.': [1, 8, 15],
      Fishing: [3],
      'Whistles when nervous': [4, 12],
    });
  });

  it('repairs a detail given to every chapter (an even spread of three), to none, or to chapters outside the book', () => {
    const everywhere = Array.from({ length: 15 }, (_, index) => index + 1);
    const proposed = new Map([
      ['D1', everywhere],
      ['D2', [0, 16, 99]],
      ['D3', [4, 4, 4]],
      ['D4', [15, 1, 8, 8]],
      ['D6', [2.5]],
    ]);
    const placed = placeDetails(details, 15, proposed);
    expect(chaptersOf(placed)).toEqual({
      Knitting: [1, 8, 15],
      Heights: [4],
      'Her cat Biscuit sleeps on the piano.': [1, 8, 15],
      // Unplaced: each goes to a chapter with no detail yet, nearest its even share of the book.
      Baking: [3],
      Fishing: [11],
      'Whistles when nervous': [13],
    });
    for (const detail of placed) expect(detail.chapters.length).toBeGreaterThanOrEqual(1);
    for (const detail of placed) expect(detail.chapters.length).toBeLessThanOrEqual(MAX_CHAPTERS_PER_DETAIL);
  });

  it('never puts a detail in every chapter of a short book, and is deterministic', () => {
    const proposed = new Map([['D1', [1, 2, 3]]]);
    expect(placeDetails(details, 3, proposed)[0]!.chapters).toEqual([1, 3]);
    expect(placeDetails(details, 3, proposed)).toEqual(placeDetails(details, 3, proposed));
  });

  it("places an old outline's details evenly, the main character's extra information first, middle and last", () => {
    const placed = resolvePlacement(characters, 15, undefined);
    expect(placed.find((detail) => detail.kind === 'extraInformation')!.chapters).toEqual([1, 8, 15]);
    expect(
      placed.filter((detail) => detail.kind !== 'extraInformation').every((detail) => detail.chapters.length === 1),
    ).toBe(true);
  });

  it('keeps a stored placement and places a detail added since on its own', () => {
    const stored = placeDetails(
      details,
      15,
      new Map([
        ['D1', [2]],
        ['D2', [5]],
        ['D3', [7]],
        ['D4', [1, 8, 15]],
        ['D5', [3]],
        ['D6', [4]],
      ]),
    );
    const withNewFear = [characters[0]!, savedCharacterSchema.parse({ ...characters[1]!, fears: 'Spiders' })];
    const placed = resolvePlacement(withNewFear, 15, stored);
    expect(chaptersOf(placed)).toMatchObject({
      Knitting: [2],
      Baking: [5],
      Fishing: [3],
      'Whistles when nervous': [4],
    });
    expect(chaptersOf(placed).Spiders).toHaveLength(1);
    expect(detailsOfChapter(withNewFear, 15, 8, stored).map((detail) => detail.text)).toEqual([
      'Her cat Biscuit sleeps on the piano.',
    ]);
  });
});
