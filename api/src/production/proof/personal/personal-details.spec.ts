import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema, type GiftDetails, type SavedCharacterInput } from '@storyloom/contracts';
import type { PersonalDetail } from '@storyloom/contracts/delivery';
import { personalDetails, type PersonalDetailsInput } from './index.js';

const character = (input: SavedCharacterInput) => savedCharacterSchema.parse(input);

/** A six-year-old's birthday book: Mia, her grandma Rosa ('Nana'), her friend Leo and their dog Biscuit. */
const CHARACTERS = [
  character({
    name: 'Mia O.',
    isMainCharacter: true,
    gender: 'female',
    age: '6',
    personality: ['Curious', 'Kind'],
    skills: 'Knows every dinosaur name',
    hobbies: 'Digging, Baking',
    quirks: 'Hums old songs when she thinks',
    fears: 'Thunder',
    extraInfo: 'Her grandma calls her "little bean" and they bake on Sundays.',
  }),
  character({
    id: 'rosa',
    name: 'Rosa',
    isMainCharacter: false,
    relation: 'Family',
    gender: 'female',
    age: '72',
    hobbies: 'Gardening',
  }),
  character({ name: 'Leo', isMainCharacter: false, relation: 'Friend', gender: 'male', age: '7' }),
  character({ name: 'Biscuit', isMainCharacter: false, relation: 'Pet', gender: 'male', age: 'adult' }),
];
const GIFT: GiftDetails = {
  occasion: 'Birthday',
  callNames: { rosa: 'Nana' },
  avoid: 'No spiders please, and nothing about scary clowns',
};

/**
 * The interior as pageTexts reads it: front matter, then chapter pages with their running heads ('8 Title' on the
 * left, 'Chapter title 9' on the right) and folios.
 */
const PAGES = [
  '❦\nMia and the Dinosaur Egg\nA story for Mia\n❦',
  'Mia and the Dinosaur Egg\nSet in EB Garamond and Playfair Display.',
  'For Mia, who digs for treasure.',
  '',
  'C H A P T E R O N E\nThe Egg Under the Roses\nOn the morning of her sixth birthday, Mia woke\nbefore the sun. Six-year-old Mia knew every dinosaur\nname in her big book, and she was very curious about\nthe garden.\n5',
  '6 Mia and the Dinosaur Egg\n“Nana!” she called. Rosa was already in the garden,\ngardening gloves on, humming. Mia hummed old\nsongs too when she thinks hard. They baked a cake.\n“My little bean,” said Nana, as on every Sunday.',
  'The Egg Under the Roses 7\nMia dug and dug with her little spade. Digging was\nthe best thing in the world, and Biscuit barked.\nLeo came over the fence. “Happy birthday, Mia!”',
  '8 Mia and the Dinosaur Egg\nFar away the thunder rolled. Mia held Nana’s hand\nand was kind to the frightened little egg.',
];

const input = (overrides: Partial<PersonalDetailsInput> = {}): PersonalDetailsInput => ({
  characters: CHARACTERS,
  gift: GIFT,
  bible: [],
  pages: PAGES,
  ...overrides,
});
const detail = (details: PersonalDetail[], character: string | null, label: string, value?: string) => {
  const found = details.find(
    (entry) => entry.character === character && entry.label === label && (value === undefined || entry.value === value),
  );
  if (!found) throw new Error(`no ${label} ${value ?? ''} for ${character}`);
  return found;
};
const flagsOf = (details: PersonalDetail[]) =>
  details.flatMap((entry) => entry.flags.map((flag) => ({ label: entry.label, value: entry.value, ...flag })));
/** The book with one page's text changed. */
const withPage = (number: number, text: string) => PAGES.map((page, index) => (index === number - 1 ? text : page));
/** The book with lines added at the end of one page. */
const addToPage = (number: number, text: string) =>
  PAGES.map((page, index) => (index === number - 1 ? `${page}\n${text}` : page));

describe('personalDetails on a correct book', () => {
  const details = personalDetails(input());

  it('lists every detail the buyer gave, in order, with exactly the pages where it shows', () => {
    expect(details.map((entry) => [entry.character, entry.label, entry.value, entry.pages])).toEqual([
      ['Mia O.', 'Name', 'Mia O.', [1, 2, 3, 5, 6, 7, 8]],
      ['Mia O.', 'Age', '6', [5]],
      ['Mia O.', 'Trait', 'Curious', [5]],
      ['Mia O.', 'Trait', 'Kind', [8]],
      ['Mia O.', 'Skill', 'Knows every dinosaur name', [5]],
      ['Mia O.', 'Hobby', 'Digging', [3, 7]],
      ['Mia O.', 'Hobby', 'Baking', [6]],
      ['Mia O.', 'Quirk', 'Hums old songs when she thinks', [6]],
      ['Mia O.', 'Fear', 'Thunder', [8]],
      ['Mia O.', 'Extra information', 'Her grandma calls her "little bean" and they bake on Sundays.', [6]],
      ['Rosa', 'Name', 'Rosa', [6]],
      ['Rosa', 'Called', 'Nana', [6, 8]],
      ['Rosa', 'Age', '72', []],
      ['Rosa', 'Hobby', 'Gardening', [5, 6]],
      ['Leo', 'Name', 'Leo', [7]],
      ['Leo', 'Age', '7', []],
      ['Biscuit', 'Name', 'Biscuit', [7]],
      ['Biscuit', 'Age', 'Adult (36-50)', []],
      [null, 'Occasion', 'Birthday', [5, 7]],
      [null, 'Things to avoid', 'No spiders please, and nothing about scary clowns', []],
    ]);
  });

  it('raises no flag', () => {
    expect(flagsOf(details)).toEqual([]);
  });

  it('does not count the running head: the book title on every left-hand page is not the name appearing there', () => {
    const titled = personalDetails(
      input({
        characters: [character({ name: 'Biscuit', isMainCharacter: true })],
        gift: {},
        pages: ['', '2 Biscuit Saves the Day\nThe dog slept.', 'Biscuit Saves the Day 3\nThe dog woke.'],
      }),
    );
    expect(detail(titled, 'Biscuit', 'Name')).toMatchObject({ pages: [], flags: [{ kind: 'missing', page: null }] });
  });

  it('reads a name printed in lower case as a common word, not the character (biscuit the food)', () => {
    const pages = withPage(7, 'The Egg Under the Roses 7\nMia ate a biscuit.');
    expect(detail(personalDetails(input({ pages })), 'Biscuit', 'Name').pages).toEqual([]);
  });
});

describe('personalDetails flags', () => {
  it("a character's name spelled differently, at the first page it is", () => {
    const pages = withPage(
      7,
      'The Egg Under the Roses 7\nThen Maya dug and dug, and Leo laughed.\nLater, Lio said so, and Maya agreed.',
    );
    const details = personalDetails(input({ pages }));
    expect(detail(details, 'Mia O.', 'Name').flags).toEqual([
      { kind: 'misspelled', message: "'Maya' on page 7 looks like a misspelling of Mia.", page: 7 },
    ]);
    expect(detail(details, 'Leo', 'Name').flags).toEqual([
      { kind: 'misspelled', message: "'Lio' on page 7 looks like a misspelling of Leo.", page: 7 },
    ]);
  });

  it('not for common words, other names of the book, sentence openings or words also printed in lower case', () => {
    const pages = addToPage(
      7,
      'Mia met Max and Mum by the Map Tree. Lea, the baker, waved.\nLet them come, said Leon. The map was old. Rosie smiled at Leo.',
    );
    const bible = [
      { name: 'Leon', kind: 'person' as const, attributes: ['the baker’s son'] },
      { name: 'Rosie', kind: 'pet' as const, attributes: ['a hen'] },
    ];
    expect(flagsOf(personalDetails(input({ pages, bible })))).toEqual([]);
  });

  it('a nickname never used', () => {
    const pages = PAGES.map((page) => page.replaceAll('Nana', 'Grandma'));
    expect(detail(personalDetails(input({ pages })), 'Rosa', 'Called')).toEqual({
      character: 'Rosa',
      label: 'Called',
      value: 'Nana',
      pages: [],
      flags: [{ kind: 'nickname_unused', message: "Nobody in the book calls Rosa 'Nana'.", page: null }],
    });
  });

  it.each([
    ['Mia turned seven today.', "'Mia turned seven'"],
    ['Seven-year-old Mia ran.', "'Seven-year-old Mia'"],
    ['It was Mia’s seventh birthday.', "'Mia’s seventh birthday'"],
    ['Mia, a 7-year-old, ran.', "'Mia, a 7-year-old'"],
    ['Mia was 7.', "'Mia was 7'"],
    ['Mia woke early. She was seven years old now.', "'She was seven years old'"],
  ])('an age contradicted: %s', (sentence, words) => {
    const pages = addToPage(8, sentence);
    expect(detail(personalDetails(input({ pages })), 'Mia O.', 'Age').flags).toEqual([
      { kind: 'age_contradicted', message: `${words} on page 8, but Mia is 6.`, page: 8 },
    ]);
  });

  it.each([
    'Mia met a seven-year-old boy at the gate.',
    'Mia was almost seven.',
    'Mia was seven steps from the gate.',
    'Leo was seven, a year older than Mia.',
    'Mia smiled at Leo. He was seven years old.',
    'Mia and Rosa walked. She was seventy-two.',
  ])('no age flag for a number that is not her age: %s', (sentence) => {
    const pages = addToPage(8, sentence);
    expect(flagsOf(personalDetails(input({ pages })))).toEqual([]);
  });

  it("a word from 'things to avoid', whole words and their forms only, at the first page it is on", () => {
    const pages = withPage(
      7,
      'The Egg Under the Roses 7\nA spider spun a web; the clowns juggled.\nMia liked the spidery ferns.',
    );
    const avoid = detail(
      personalDetails(input({ pages: [...pages, 'Clown 9\nAnother spider.'] })),
      null,
      'Things to avoid',
    );
    expect(avoid.pages).toEqual([7, 9]);
    expect(avoid.flags).toEqual([
      {
        kind: 'avoided_word',
        message: "'spider' is on page 7 (2 pages), but you asked us to leave out 'spiders'.",
        page: 7,
      },
      {
        kind: 'avoided_word',
        message: "'clowns' is on page 7 (once), but you asked us to leave out 'clowns'.",
        page: 7,
      },
    ]);
  });

  it('a detail none of whose words appears is missing; one told in part is not', () => {
    const characters = [character({ ...CHARACTERS[0]!, fears: 'Thunder', hobbies: 'Sea swimming, Knitting scarves' })];
    const pages = withPage(8, '8 Mia and the Dinosaur Egg\nMia swam in the sea.');
    const details = personalDetails(input({ characters, pages }));
    expect(detail(details, 'Mia O.', 'Fear', 'Thunder')).toMatchObject({
      pages: [],
      flags: [{ kind: 'missing', message: "Fear 'Thunder' does not appear in the book.", page: null }],
    });
    expect(detail(details, 'Mia O.', 'Hobby', 'Sea swimming')).toMatchObject({ pages: [8], flags: [] });
    expect(detail(details, 'Mia O.', 'Hobby', 'Knitting scarves').flags.map((flag) => flag.kind)).toEqual(['missing']);
  });

  it('never for a trait or the occasion (shown, not told), nor for a detail the buyer asked to leave out', () => {
    const characters = [character({ ...CHARACTERS[0]!, personality: ['Brave'], fears: 'Spiders' })];
    const details = personalDetails(input({ characters, gift: { ...GIFT, occasion: 'Retirement' } }));
    expect(detail(details, 'Mia O.', 'Trait', 'Brave')).toMatchObject({ pages: [], flags: [] });
    expect(detail(details, null, 'Occasion')).toMatchObject({ pages: [], flags: [] });
    expect(detail(details, 'Mia O.', 'Fear', 'Spiders')).toMatchObject({ pages: [], flags: [] });
  });

  it('finds a compound by its parts and its parts by the compound', () => {
    const characters = [character({ ...CHARACTERS[0]!, skills: 'Problem solving, Rock-climbing' })];
    const pages = addToPage(8, 'Her problem-solving saved the day, and she loved to climb rocks.');
    const details = personalDetails(input({ characters, pages }));
    expect(detail(details, 'Mia O.', 'Skill', 'Problem solving')).toMatchObject({ pages: [8], flags: [] });
    expect(detail(details, 'Mia O.', 'Skill', 'Rock-climbing')).toMatchObject({ pages: [8], flags: [] });
  });

  it("a name the book never prints is missing; a value of stop words only ('Just because') is listed without a flag", () => {
    const characters = [...CHARACTERS, character({ name: 'Grandpa Joe', isMainCharacter: false, relation: 'Family' })];
    const details = personalDetails(input({ characters, gift: { ...GIFT, occasion: 'Just because' } }));
    expect(detail(details, 'Grandpa Joe', 'Name')).toMatchObject({
      pages: [],
      flags: [{ kind: 'missing', message: 'Grandpa Joe is never named in the book.', page: null }],
    });
    expect(detail(details, null, 'Occasion')).toEqual({
      character: null,
      label: 'Occasion',
      value: 'Just because',
      pages: [],
      flags: [],
    });
  });
});

describe('the book text', () => {
  it('joins a word hyphenated across a page break onto the page where it starts', () => {
    const pages = ['', '', '', '', 'Mia ran to the Bis\u00AD\n5', '6 Mia and the Dinosaur Egg\ncuit. Rosa laughed.'];
    const details = personalDetails(input({ pages }));
    expect(detail(details, 'Biscuit', 'Name').pages).toEqual([5]);
    expect(detail(details, 'Rosa', 'Name').pages).toEqual([6]);
  });
});
