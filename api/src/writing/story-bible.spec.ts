import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { extendStoryBible, initialStoryBible } from './story-bible.js';
import type { StoryBrief } from './writing.types.js';

const story = { gift: { callNames: { Rosa: 'Grandma' } } } as unknown as StoryBrief;
const characters = [
  savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true }),
  savedCharacterSchema.parse({ name: 'Rosa', isMainCharacter: false, relation: 'Grandmother' }),
  savedCharacterSchema.parse({ name: 'Tom', isMainCharacter: false }),
];

describe('the story bible', () => {
  it('starts with who is who: the main character, relationships, and what the reader calls each one', () => {
    expect(initialStoryBible(story, characters)).toEqual({
      characters: ['Mira: the main character', 'Rosa (the reader calls them "Grandma"): Grandmother of Mira', 'Tom: a supporting character'],
      places: [],
      facts: [],
    });
  });

  it("grows with each chapter's facts, tagged with the chapter, places apart and without repeats", () => {
    const afterOne = extendStoryBible(initialStoryBible(story, characters), 1, ['The egg is blue', 'Place: the garden shed', '  ']);
    const afterTwo = extendStoryBible(afterOne, 2, ['The egg hatched', 'place: The Garden Shed', 'Place: the pond']);
    expect(afterTwo.places).toEqual(['the garden shed', 'the pond']);
    expect(afterTwo.facts).toEqual(['Chapter 1: The egg is blue', 'Chapter 2: The egg hatched']);
    expect(afterTwo.characters).toEqual(afterOne.characters);
  });

  it('keeps the prompt small: the oldest facts give way first', () => {
    let bible = initialStoryBible(story, characters);
    for (let chapter = 1; chapter <= 40; chapter++) bible = extendStoryBible(bible, chapter, ['one', 'two', 'three']);
    expect(bible.facts).toHaveLength(80);
    expect(bible.facts.at(-1)).toBe('Chapter 40: three');
    expect(bible.facts).not.toContain('Chapter 1: one');
  });
});
