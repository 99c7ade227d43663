import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { bibleEntriesFrom } from './bible-entry.js';
import { extendStoryBible, initialStoryBible, MAX_FACTS } from './story-bible.js';
import type { StoryBrief } from './writing.types.js';

const story = { gift: { callNames: { rosa: 'Grandma' } } } as unknown as StoryBrief;
const characters = [
  savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true }),
  savedCharacterSchema.parse({ id: 'rosa', name: 'Rosa', isMainCharacter: false, relation: 'Grandmother' }),
  savedCharacterSchema.parse({ name: 'Tom', isMainCharacter: false }),
];

describe('the story bible', () => {
  it('starts with who is who: the main character, relationships, and what the reader calls each one', () => {
    expect(initialStoryBible(story, characters)).toEqual({
      characters: [
        'Mira: the main character',
        'Rosa (the reader calls them "Grandma"): Grandmother of Mira',
        'Tom: a supporting character',
      ],
      foundations: [],
      places: [],
      facts: [],
    });
  });

  it("grows with each chapter's facts, tagged with the chapter, places apart and without repeats", () => {
    const afterOne = extendStoryBible(initialStoryBible(story, characters), 1, [
      'The egg is blue',
      'Place: the garden shed',
      '  ',
    ]);
    const afterTwo = extendStoryBible(afterOne, 2, ['The egg hatched', 'place: The Garden Shed', 'Place: the pond']);
    expect(afterTwo.places).toEqual(['the garden shed', 'the pond']);
    expect(afterTwo.facts).toEqual(['Chapter 1: The egg is blue', 'Chapter 2: The egg hatched']);
    expect(afterTwo.characters).toEqual(afterOne.characters);
  });

  it('keeps the prompt small: the newest minor facts give way first, never the foundations or chapter 1', () => {
    const foundations = [
      { name: 'Biscuit', kind: 'pet' as const, attributes: ['a ginger cat', 'sleeps on the piano'] },
    ];
    let bible = initialStoryBible(story, characters, foundations);
    for (let chapter = 1; chapter <= 40; chapter++) {
      bible = extendStoryBible(bible, chapter, [
        `The wind turns ${chapter}`,
        `Mira keeps promise ${chapter}`,
        `Biscuit hides clue ${chapter}`,
        `Grandma hums song ${chapter}`,
      ]);
    }
    expect(bible.facts).toHaveLength(MAX_FACTS);
    expect(bible.foundations).toEqual(foundations);
    // Every fact about a character (by name or by what the reader calls them) or a foundation is kept: 120 of them
    // would not fit, so the newest of those go too, after every minor one but chapter 1's.
    expect(bible.facts.filter((fact) => fact.includes('The wind turns'))).toEqual(['Chapter 1: The wind turns 1']);
    expect(bible.facts.slice(0, 4)).toEqual([
      'Chapter 1: The wind turns 1',
      'Chapter 1: Mira keeps promise 1',
      'Chapter 1: Biscuit hides clue 1',
      'Chapter 1: Grandma hums song 1',
    ]);
    expect(bible.facts.at(-1)).toBe('Chapter 27: Mira keeps promise 27');
    // Story order is kept.
    const chapters = bible.facts.map((fact) => Number(/^Chapter (\d+):/.exec(fact)![1]));
    expect(chapters).toEqual([...chapters].sort((a, b) => a - b));
  });

  it('drops only minor facts while the major ones fit, newest first', () => {
    let bible = initialStoryBible(story, characters);
    for (let chapter = 1; chapter <= 40; chapter++)
      bible = extendStoryBible(bible, chapter, [
        `Tom finds stone ${chapter}`,
        `A bell rings ${chapter}`,
        `Rain falls ${chapter}`,
      ]);
    expect(bible.facts).toHaveLength(MAX_FACTS);
    expect(bible.facts.filter((fact) => fact.includes('Tom finds stone'))).toHaveLength(40);
    expect(bible.facts).toContain('Chapter 1: Rain falls 1');
    expect(bible.facts).toContain('Chapter 20: A bell rings 20');
    expect(bible.facts).not.toContain('Chapter 21: Rain falls 21');
    expect(bible.facts.at(-1)).toBe('Chapter 40: Tom finds stone 40');
  });
});

describe("the outline's bible entries", () => {
  it('keeps the usable ones, tidied, each name once, and never fails on the rest', () => {
    const entries = bibleEntriesFrom([
      { name: '  Biscuit ', kind: 'Pet', attributes: ['ginger  cat', '', 'sleeps on the piano'] },
      { name: 'biscuit', kind: 'pet', attributes: [] },
      { name: 'The Old Mill', kind: 'building', attributes: [] },
      { name: '', kind: 'place', attributes: [] },
      'not an entry',
      null,
      { name: 'The silver key', kind: 'object', attributes: 'shiny' },
    ]);
    expect(entries).toEqual([
      { name: 'Biscuit', kind: 'pet', attributes: ['ginger cat', 'sleeps on the piano'] },
      { name: 'The silver key', kind: 'object', attributes: [] },
    ]);
  });
});
