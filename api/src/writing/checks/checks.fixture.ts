import type { BriefCheckBook } from './chapter-finding.js';

/** A six-year-old's birthday book with her grandma Rosa ('Nana'), and a couple's anniversary book. */
export const KID_BOOK: BriefCheckBook = {
  story: {
    genre: 'Adventure',
    readingGrade: 1,
    gift: {
      occasion: 'Birthday',
      callNames: { rosa: 'Nana' },
      avoid: 'No spiders please, and nothing about scary clowns',
    },
  },
  characters: [
    { id: 'mia', name: 'Mia O.', isMainCharacter: true, age: '6', relation: '' },
    { id: 'rosa', name: 'Rosa', isMainCharacter: false, age: '72', relation: 'Family' },
    { id: 'leo', name: 'Leo', isMainCharacter: false, age: '7', relation: 'Friend' },
  ],
};

export const COUPLE_BOOK: BriefCheckBook = {
  story: { genre: 'Adventure', readingGrade: 5, gift: { occasion: 'Anniversary' } },
  characters: [
    { id: 'ana', name: 'Ana', isMainCharacter: true, age: '34', relation: '' },
    { id: 'jon', name: 'Jon', isMainCharacter: false, age: '36', relation: 'Husband' },
  ],
};

/** An adult's book with no gift details: none of the brief's rules apply. */
export const ADULT_BOOK: BriefCheckBook = {
  story: { genre: 'Thriller', readingGrade: 5 },
  characters: [{ id: 'jordan', name: 'Jordan', isMainCharacter: true, age: '35', relation: '' }],
};
