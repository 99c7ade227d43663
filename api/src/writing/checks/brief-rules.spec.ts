import { briefFindings } from './index.js';
import { avoidTerms } from './avoid-terms.js';
import { ADULT_BOOK, COUPLE_BOOK, KID_BOOK } from './checks.fixture.js';
import type { BriefCheckBook } from './chapter-finding.js';
import { inflections, mentions, wordListPattern } from './word-match.js';

/** The blocking rules `text` breaks, each once. */
const rulesOf = (text: string, book: BriefCheckBook) => [
  ...new Set(
    briefFindings(text, book)
      .filter((finding) => finding.severity === 'block')
      .map((finding) => finding.rule),
  ),
];

describe('word lists', () => {
  it('match whole words with simple inflections', () => {
    const pattern = wordListPattern(['fire', 'tease', 'cross the road', 'bully']);
    expect(
      [
        'A fire!',
        'Fires everywhere.',
        'They teased him.',
        'no teasing',
        'She crossed  the road.',
        'bullied',
        "the fire's glow",
      ].map((text) => mentions(text, pattern)),
    ).toEqual([true, true, true, true, true, true, true]);
  });

  it('do not match inside other words', () => {
    const pattern = wordListPattern(['fire', 'fat', 'ex', 'mock']);
    expect(
      [
        'fireflies danced',
        'by the fireplace',
        'a fated meeting',
        'the next exit',
        'a mockingbird sang',
        'whatever',
        'Father smiled',
      ].map((text) => mentions(text, pattern)),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('inflect short consonant-vowel-consonant words by doubling only', () => {
    expect(inflections('fat')).toEqual(expect.arrayContaining(['fats', 'fatted']));
    expect(inflections('fat')).not.toContain('fated');
    expect(inflections('bully')).toEqual(expect.arrayContaining(['bullies', 'bullied', 'bullying']));
  });
});

describe('the brief for a child reader', () => {
  it('blocks strangers and a child alone in danger', () => {
    expect(rulesOf('Mia met a stranger at the gate.', KID_BOOK)).toEqual(['kid-alone-or-strangers']);
    expect(rulesOf('Mia got lost in the big city.', KID_BOOK)).toEqual(['kid-alone-or-strangers']);
    expect(rulesOf('Things got stranger and stranger, and Mia laughed.', KID_BOOK)).toEqual([]);
  });

  it('blocks fire, knives, medicine, deep water and roads without a grown-up in the paragraph', () => {
    for (const text of [
      'Mia lit the fire.',
      'Leo picked up the knife.',
      'Mia found the pills.',
      'They swam out into the deep water.',
      'Leo ran into the road.',
    ]) {
      expect(rulesOf(text, KID_BOOK)).toEqual(['kid-hazard-without-adult']);
    }
  });

  it('allows them with an adult in the same paragraph, by word, by name or by call name', () => {
    expect(rulesOf('Grandpa lit the fire and Mia watched.', KID_BOOK)).toEqual([]);
    expect(rulesOf('Rosa cut the bread with a knife.', KID_BOOK)).toEqual([]);
    expect(rulesOf('Nana held her hand to cross the road.', KID_BOOK)).toEqual([]);
    expect(rulesOf('Nana smiled.\n\nLeo picked up the knife.', KID_BOOK)).toEqual(['kid-hazard-without-adult']);
  });

  it('does not take fireflies or a fireplace for fire', () => {
    expect(
      rulesOf('Fireflies blinked over the garden while Mia and Leo counted them by the fireplace.', KID_BOOK),
    ).toEqual([]);
  });

  it('blocks remarks about bodies or food, and teasing', () => {
    expect(rulesOf('Leo said the dragon was too fat to fly.', KID_BOOK)).toEqual(['kid-body-or-food-remark']);
    expect(rulesOf('Mia felt greedy after the cake.', KID_BOOK)).toEqual(['kid-body-or-food-remark']);
    expect(rulesOf('The boys teased Mia about her boots.', KID_BOOK)).toEqual(['kid-teasing']);
    expect(rulesOf('"You are so stupid," said Leo.', KID_BOOK)).toEqual(['kid-teasing']);
    expect(rulesOf('They ate warm pancakes and giggled at the silly goose.', KID_BOOK)).toEqual([]);
  });

  it('apply only to a child reader', () => {
    expect(rulesOf('Jordan met a stranger, lit a fire and picked up the knife.', ADULT_BOOK)).toEqual([]);
    const twelve: BriefCheckBook = {
      story: { genre: 'Mystery', readingGrade: 3 },
      characters: [{ id: 'priya', name: 'Priya', isMainCharacter: true, age: '12', relation: '' }],
    };
    expect(rulesOf('Priya met a stranger.', twelve)).toEqual(['kid-alone-or-strangers']);
  });
});

describe('the brief for a couple', () => {
  it('blocks rivals, exes, jealousy and doubt', () => {
    for (const text of [
      'Jon met his ex at the station.',
      'Ana felt jealous of the waitress.',
      'A rival appeared at the door.',
      'Jon had second thoughts about the wedding.',
      'Ana wondered about her ex-husband.',
    ]) {
      expect(rulesOf(text, COUPLE_BOOK)).toEqual(['couple-trouble']);
    }
  });

  it('lets trouble come from outside', () => {
    expect(
      rulesOf('A storm closed the airport, and Ana and Jon laughed all night in the exit hall.', COUPLE_BOOK),
    ).toEqual([]);
  });

  it('applies to romances too, and not to other books', () => {
    expect(rulesOf('Jon met his ex.', { ...COUPLE_BOOK, story: { genre: 'Romance', readingGrade: 5 } })).toEqual([
      'couple-trouble',
    ]);
    expect(rulesOf('Jordan met his ex.', ADULT_BOOK)).toEqual([]);
  });
});

describe("the visitor's things to avoid", () => {
  it('reads the thing itself out of each item', () => {
    expect(avoidTerms('No spiders please, and nothing about scary clowns; no talk of the divorce')).toEqual([
      'spider',
      'clown',
      'divorce',
    ]);
    expect(avoidTerms(undefined)).toEqual([]);
  });

  it('blocks them in any book, in any inflection', () => {
    expect(rulesOf('A spider ran up the wall.', KID_BOOK)).toEqual(['things-to-avoid']);
    expect(rulesOf('Two clowns waved.', KID_BOOK)).toEqual(['things-to-avoid']);
    expect(
      rulesOf('Jordan saw a spider.', { ...ADULT_BOOK, story: { ...ADULT_BOOK.story, gift: { avoid: 'Spiders' } } }),
    ).toEqual(['things-to-avoid']);
    expect(rulesOf('Jordan saw a spider.', ADULT_BOOK)).toEqual([]);
  });
});

describe('findings', () => {
  it('name the rule, the sentence and what is wrong', () => {
    expect(briefFindings('Nana waved. Then Leo met a stranger by the gate!', KID_BOOK)).toContainEqual({
      rule: 'kid-alone-or-strangers',
      severity: 'block',
      excerpt: 'Then Leo met a stranger by the gate!',
      detail: "A child's book must not leave a child alone in danger or with strangers ('a stranger').",
    });
  });
});
