import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  finishStoryDetails,
  savedCharacterSchema,
  type SavedCharacter,
  type SavedCharacterInput,
  type StoryDetails,
} from '@storyloom/contracts';
import type { PersonalDetail } from '@storyloom/contracts/delivery';
import { bookToTypeset } from '../src/production/book-to-typeset.js';
import { coverPng, fixtureBook } from '../src/production/typeset/book.fixture.js';
import { typesetInterior, type TypesetInterior } from '../src/production/typeset/typesetter.js';
import { pageTexts, personalDetails } from '../src/production/proof/personal/index.js';
import { writeBook } from '../src/writing/book-writer.js';
import { OfflineWriter } from '../src/writing/offline/offline-writer.js';
import { PERSONAS } from '../src/writing/offline/personas.fixture.js';
import { storyBriefFromDetails } from '../src/writing/story-brief.js';
import type { BibleEntry } from '../src/writing/writing.types.js';

/**
 * The proof's personalisation panel on real books: the page texts of a PDF our typesetter set, and the panel of a
 * book the demo writer wrote for a sample family (api/scripts/samples/sample-briefs.mjs), typeset and read back.
 */

const TYPESET_TIMEOUT = 120_000;

describe('pageTexts of a typeset interior', () => {
  const NAMES = 'Mia and her grandmother Rosalind';
  let interior: TypesetInterior;
  let pages: string[];
  let source: Awaited<ReturnType<typeof fixtureBook>>;
  beforeAll(async () => {
    source = await fixtureBook(3, { readingLevel: 'Kid' }, 500);
    source.chapters[1]!.text =
      `${NAMES} found extraordinarily incomprehensible footprints.\n\n${source.chapters[1]!.text}`;
    interior = await typesetInterior(source);
    pages = await pageTexts(interior.pdf);
  }, TYPESET_TIMEOUT);

  it('gives one text per page, page 1 first, each chapter on the page it opens', () => {
    expect(pages).toHaveLength(interior.pageCount);
    expect(pages[0]).toContain('The Map of Tomorrow');
    source.chapters.forEach((chapter, index) => {
      expect(pages[interior.chapterStartPages[index]! - 1]).toContain(chapter.title);
    });
    expect(pages[interior.chapterStartPages[1]! - 1]).toContain(NAMES);
  });

  it('prints every word whole: a word hyphenated at a line end is joined, none is left in pieces', () => {
    const vocabulary = new Set(
      [
        source.title,
        source.byline,
        source.dedication,
        ...source.chapters.flatMap((chapter) => [chapter.title, chapter.text]),
      ]
        .join(' ')
        .toLowerCase()
        .match(/\p{L}+/gu),
    );
    const bodyWords = interior.chapterStartPages
      .map((start) => pages[start - 1]!)
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu)!;
    // The opener's 'C H A P T E R O N E' is letter-spaced: its letters are not words of the text.
    const pieces = bodyWords.filter((word) => word.length > 1 && !vocabulary.has(word));
    expect(pieces).toEqual([]);
    // The book's long words are hyphenated somewhere in these pages, and read whole.
    expect(pages.join('\n')).toMatch(/incomprehensible|extraordinarily/);
    // A soft hyphen is left only where a word breaks across pages: at the end of its page's body, the folio after it.
    for (const [index, page] of pages.entries())
      expect(page.replace(new RegExp(`\u00AD(?:\n${index + 1})?$`), '')).not.toContain('\u00AD');
  });

  it('leaves the caller its PDF: the bytes are copied, not taken over by pdf.js', async () => {
    const again = await pageTexts(interior.pdf);
    expect(again).toEqual(pages);
  });
});

const character = (input: SavedCharacterInput) => savedCharacterSchema.parse(input);

/** Two of the sample families, as a visitor would type them on steps 1 and 2. */
const FAMILIES: Array<{ label: string; characters: SavedCharacter[]; story: StoryDetails }> = [
  {
    label: 'Grandma Rosa and the lighthouse letters',
    characters: [
      character({
        id: 'rosa',
        name: 'Rosa',
        isMainCharacter: true,
        gender: 'female',
        age: '72',
        personality: ['Curious', 'Kind', 'Brave'],
        hobbies: 'Sea swimming, Baking, Writing letters',
        skills: 'Reading the tides',
        quirks: 'Hums old songs when she thinks',
        fears: 'Thunderstorms',
      }),
      character({
        name: 'Leo',
        isMainCharacter: false,
        relation: 'Grandson',
        gender: 'male',
        age: '9',
        personality: ['Adventurous', 'Funny'],
        hobbies: 'Collecting shells, Drawing maps',
      }),
    ],
    story: finishStoryDetails({
      bookTitle: 'Grandma Rosa and the Lighthouse Letters',
      genre: 'Adventure',
      premise:
        'One summer at her seaside cottage, Grandma Rosa finds a bundle of old letters in the attic and, with her grandson Leo, follows their clues along the coast to a lighthouse that has kept a family secret for fifty years.',
      style: ['Descriptive', 'Conversational'],
      tone: ['Nostalgic', 'Hopeful'],
      readingLevel: 'Average',
      gift: { occasion: 'Birthday', from: 'Leo and Mia', to: 'Grandma Rosa', callNames: { rosa: 'Grandma' } },
    }),
  },
  {
    label: 'Captain Mia and the moon garden',
    characters: [
      character({
        name: 'Mia',
        isMainCharacter: true,
        gender: 'female',
        age: '7',
        personality: ['Curious', 'Determined', 'Cheerful'],
        hobbies: 'Building things, Stargazing',
        skills: 'Fixing anything with tape',
        quirks: 'Names every star she sees',
        fears: 'Being left out',
      }),
      character({
        name: 'Biscuit',
        isMainCharacter: false,
        relation: 'Pet',
        gender: 'male',
        age: '3',
        personality: ['Loyal', 'Playful'],
        extraInfo: 'A small scruffy dog who is afraid of nothing except the vacuum cleaner.',
      }),
    ],
    story: finishStoryDetails({
      bookTitle: 'Captain Mia and the Moon Garden',
      genre: 'Science Fiction',
      premise:
        'A cardboard rocket carries Mia and her dog Biscuit to the Moon, where they help a lonely robot grow the very first garden in space.',
      style: ['Conversational'],
      tone: ['Humorous', 'Hopeful'],
      readingLevel: 'Kid',
      gift: { occasion: 'Birthday', from: 'Mum and Dad', to: 'Mia', avoid: 'No spiders or snakes please' },
    }),
  },
];

/** The demo writer's 15-chapter book for a family, typeset as the print is, and its pages read back. */
async function writtenAndTypeset(family: (typeof FAMILIES)[number]): Promise<{ pages: string[]; bible: BibleEntry[] }> {
  const writer = new OfflineWriter(0);
  const story = storyBriefFromDetails(family.story);
  const seed = { seed: 1 };
  const summary = (await writer.writeSummary({ story, characters: family.characters }, seed)).text;
  const outline = await writer.writeOutline({ story, characters: family.characters, summary, chapterCount: 15 }, seed);
  const chapters = await writeBook(
    {
      story,
      characters: family.characters,
      summary,
      outline: outline.chapters,
      foundations: outline.bible,
      placedDetails: outline.placedDetails,
    },
    { concurrency: 1, writeChapter: (request) => writer.writeChapter(request, seed) },
  );
  const interior = await typesetInterior(
    bookToTypeset({
      title: family.story.bookTitle,
      story: family.story,
      summary,
      dedication: `For ${family.characters[0]!.name}, with love.`,
      chapters: chapters.map((chapter) => ({ number: chapter.number, title: chapter.title, text: chapter.text })),
      byDemoWriter: true,
      binding: 'softcover',
      paperColor: 'cream',
      coverFrontPng: await coverPng(),
      demo: false,
    }),
  );
  return { pages: await pageTexts(interior.pdf), bible: outline.bible ?? [] };
}

describe.each(FAMILIES)("the panel of the demo writer's book: $label", (family) => {
  let pages: string[];
  let details: PersonalDetail[];
  beforeAll(async () => {
    const book = await writtenAndTypeset(family);
    pages = book.pages;
    details = personalDetails({ characters: family.characters, gift: family.story.gift, bible: book.bible, pages });
  }, TYPESET_TIMEOUT);

  it('raises no flag on a correct book', () => {
    expect(
      details.flatMap((detail) =>
        detail.flags.map((flag) => `${detail.character ?? 'gift'} ${detail.label} '${detail.value}': ${flag.message}`),
      ),
    ).toEqual([]);
  });

  it("finds every character's name, on pages that print it", () => {
    for (const person of family.characters) {
      const name = details.find((detail) => detail.character === person.name && detail.label === 'Name')!;
      expect(name.pages.length).toBeGreaterThan(3);
      for (const page of name.pages)
        expect(pages[page - 1]).toMatch(new RegExp(`(?<!\\p{L})${person.name}(?!\\p{L})`, 'u'));
    }
  });

  it('flags the slips an editor would: a misspelt name and a word to avoid, at their pages', () => {
    const main = family.characters[0]!;
    const page = details.find((detail) => detail.character === main.name && detail.label === 'Name')!.pages.at(-1)!;
    const variant = `${main.name}h`;
    const slipped = pages.map((text, index) =>
      index === page - 1 ? `${text}\nThen they saw ${variant} and a spider by the door.` : text,
    );
    const flags = personalDetails({
      characters: family.characters,
      gift: { ...family.story.gift, avoid: 'spiders' },
      bible: [],
      pages: slipped,
    }).flatMap((detail) => detail.flags);
    expect(flags).toEqual([
      { kind: 'misspelled', message: `'${variant}' on page ${page} looks like a misspelling of ${main.name}.`, page },
      {
        kind: 'avoided_word',
        message: `'spider' is on page ${page} (once), but you asked us to leave out 'spiders'.`,
        page,
      },
    ]);
  });
});

/**
 * Every persona of the offline writer's tests (readers from 4 to 90, call names, things to leave out, names ending
 * in a full stop): its 15-chapter book, each chapter taken as a page, raises no flag.
 */
describe("the panel of the demo writer's books for every persona", () => {
  it.each(PERSONAS.map((persona) => [persona.label, persona] as const))('%s: no flag', async (_label, persona) => {
    const writer = new OfflineWriter(0);
    const seed = { seed: 1 };
    const summary = (await writer.writeSummary({ story: persona.story, characters: persona.characters }, seed)).text;
    const outline = await writer.writeOutline(
      { story: persona.story, characters: persona.characters, summary, chapterCount: 15 },
      seed,
    );
    const chapters = await writeBook(
      {
        story: persona.story,
        characters: persona.characters,
        summary,
        outline: outline.chapters,
        foundations: outline.bible,
        placedDetails: outline.placedDetails,
      },
      { concurrency: 1, writeChapter: (request) => writer.writeChapter(request, seed) },
    );
    const details = personalDetails({
      characters: persona.characters,
      gift: persona.story.gift,
      bible: outline.bible ?? [],
      pages: chapters.map((chapter) => `${chapter.title}\n${chapter.text}`),
    });
    expect(
      details.flatMap((detail) =>
        detail.flags.map((flag) => `${detail.character ?? 'gift'} ${detail.label} '${detail.value}': ${flag.message}`),
      ),
    ).toEqual([]);
  });
});
