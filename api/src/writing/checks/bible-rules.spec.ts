import { briefFindings } from './index.js';
import { ADULT_BOOK, KID_BOOK } from './checks.fixture.js';
import type { BriefCheckBook } from './chapter-finding.js';

const flags = (text: string, book: BriefCheckBook = KID_BOOK) =>
  briefFindings(text, book).filter((finding) => finding.severity === 'flag');
const flagRules = (text: string, book?: BriefCheckBook) => flags(text, book).map((finding) => finding.rule);

describe('names as the story bible spells them', () => {
  it('flags a capitalised word one or two letters from a name', () => {
    expect(flags('Nana hugged Maya and waved.')).toEqual([
      expect.objectContaining({
        rule: 'name-spelling',
        severity: 'flag',
        detail: "'Maya' looks like a misspelling of Mia.",
      }),
    ]);
    expect(flagRules('Then Lio ran off with Mia.')).toEqual(['name-spelling']);
  });

  it('leaves the names themselves, sentence openings and other words alone', () => {
    expect(flagRules('Mia and Leo ran. Rosa laughed. Make a wish, said Leo to Mia on Monday.')).toEqual([]);
    expect(flagRules('Jordan met Jordon at noon.', ADULT_BOOK)).toEqual(['name-spelling']);
    expect(flagRules('Jordan met Gordon at noon.', ADULT_BOOK)).toEqual([]);
    expect(
      flagRules('Chapter 4: It is Ivy who climbs, and Jo at the back.', {
        ...ADULT_BOOK,
        characters: [
          { id: 'ivy', name: 'Ivy', isMainCharacter: true, age: '', relation: '' },
          { id: 'ana', name: 'Ana', isMainCharacter: false, age: '', relation: '' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('the name the reader uses', () => {
  it('flags a chapter where people talk but nobody says the call name', () => {
    expect(flagRules('Rosa smiled. "Look at the egg, Rosa!" said Mia.')).toEqual(['call-name-not-in-dialogue']);
  });

  it('is content when the call name is said aloud, or when nobody talks', () => {
    expect(flagRules('Rosa smiled. "Look at the egg, Nana!" said Mia.')).toEqual([]);
    expect(flagRules('Rosa smiled at the egg.')).toEqual([]);
    expect(flagRules('"Look!" said Mia to Leo.')).toEqual([]);
  });

  it("does not ask the story's people to use the main character's call name, which is the reader's own", () => {
    const grandad: BriefCheckBook = {
      story: { genre: 'Historical', readingGrade: 5, gift: { callNames: { walter: 'Grandad' } } },
      characters: [{ id: 'walter', name: 'Walter', isMainCharacter: true, age: '90', relation: '' }],
    };
    expect(flagRules('Walter smiled. "Dance with me, Walter," said Edith.', grandad)).toEqual([]);
  });
});

describe('ages', () => {
  it('flags an age that contradicts the bible in a sentence naming the character', () => {
    expect(flags('Mia was a brave seven-year-old.')).toEqual([
      expect.objectContaining({
        rule: 'age-contradicted',
        detail: "'seven-year-old' contradicts the story bible: Mia is 6.",
      }),
    ]);
    expect(flagRules('Rosa was 70 years old.')).toEqual(['age-contradicted']);
  });

  it('accepts the right age, and an age matching another character named in the sentence', () => {
    expect(flagRules('Mia was a brave six-year-old.')).toEqual([]);
    expect(flagRules('Mia followed Leo, a seven-year-old with muddy boots.')).toEqual([]);
    expect(flagRules('The seven-year-old dog barked.')).toEqual([]);
  });
});
