import { describe, expect, it } from '@jest/globals';
import { callNameOf, characterIdFromName } from '@storyloom/contracts';
import { parsePaidBook } from './paid-book.js';

/** A book frozen by an order paid before characters had ids: no ids, call names keyed by the character's name. */
const frozenBeforeIds = {
  orderId: 'order-1',
  visitorId: 'visitor-1',
  characters: [
    { name: 'Mira', isMainCharacter: true, age: '6' },
    { name: 'Rosa', isMainCharacter: false, relation: 'Grandmother' },
  ],
  storyDetails: {
    bookTitle: 'The Egg',
    genre: 'Adventure',
    premise: 'A dinosaur egg hatches',
    style: 'Playful',
    tone: 'Warm',
    readingLevel: 'Kid',
    gift: { occasion: 'Birthday', callNames: { Rosa: 'Grandma' } },
  },
  summary: '# The Egg',
  outline: { chapters: [{ number: 1, title: 'The egg', synopsis: 'Mira finds an egg.', tags: [] }] },
  cover: null,
  firstChapter: null,
  dedication: null,
};

describe('parsePaidBook', () => {
  it("reads a book frozen before ids: each character gets its name's id and the call names follow them", () => {
    const book = parsePaidBook(frozenBeforeIds);
    expect(book.characters.map((character) => character.id)).toEqual([
      characterIdFromName('Mira'),
      characterIdFromName('Rosa'),
    ]);
    expect(book.storyDetails.gift).toEqual({
      occasion: 'Birthday',
      callNames: { [characterIdFromName('Rosa')]: 'Grandma' },
    });
    expect(callNameOf(book.storyDetails.gift, book.characters[1]!)).toBe('Grandma');
  });

  it('keeps the ids and id keys of a book frozen with them', () => {
    const characters = frozenBeforeIds.characters.map((character) => ({
      ...character,
      id: character.name.toLowerCase(),
    }));
    const book = parsePaidBook({
      ...frozenBeforeIds,
      characters,
      storyDetails: { ...frozenBeforeIds.storyDetails, gift: { callNames: { rosa: 'Nana' } } },
    });
    expect(book.characters.map((character) => character.id)).toEqual(['mira', 'rosa']);
    expect(book.storyDetails.gift).toEqual({ callNames: { rosa: 'Nana' } });
  });
});
