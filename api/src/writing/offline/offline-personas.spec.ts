import { describe, expect, it } from '@jest/globals';
import { CUSTOM_OPTION, GENRE_OPTIONS, VARIANT_GENRE_OPTIONS } from '@storyloom/contracts';
import type { StoryBible, WrittenOutline } from '../writing.types.js';
import { OfflineWriter } from './offline-writer.js';
import { PERSONAS, type Persona } from './personas.fixture.js';

/**
 * The offline writer on a table of real-looking gift books: the story is about the premise, everybody is in it,
 * and no sentence breaks English the way the old frames did ('a knack for knows every dinosaur name',
 * 'A Adventure story', 'Mira O..', 'a young.', 'Mira leave the familiar behind').
 */

const writer = new OfflineWriter(0);
const EMPTY_BIBLE: StoryBible = { characters: [], foundations: [], places: [], facts: [] };

const BROKEN_GRAMMAR: Array<[string, RegExp]> = [
  ['a verb after "a knack for"', /knack for (knows|loves|can|is|has|makes|plays|speaks|tells)\b/i],
  ['"a" before a vowel sound', /\b[Aa] (?!one|once|uni|use|usu|eu|ur[aeiou])[aeiou]\w/],
  ['"an" before a consonant sound', /\b[Aa]n (?!hour|honest|heir|honou?r)[b-df-hj-np-tv-z]\w/],
  ['a doubled article', /\b(a|an|the) (a|an|the)\b/i],
  ['a doubled word', /\b(\w+) \1\b/i],
  ['a doubled full stop', /(?<!\.)\.%?\.(?!\.)/],
  [
    'a sentence ending in an article, adjective or conjunction',
    /\b(a|an|the|young|very|of|and|or|but|every)[.!?](?=\s|$|%)/i,
  ],
  [
    'a pronoun without agreement',
    /\b(she|he) (know|love|have|are|were|do|leave|face)\b|\bthey (knows|loves|has|is|was|does|leaves|faces)\b/i,
  ],
  [
    'a free-text trait in a frame that does not fit it',
    /\b(knack|talent) for (good|great|brilliant) (at|with)\b|\b(is|are) %?kind heart\b/i,
  ],
  ['a fear of being afraid', /\b(afraid|scared|fear|worried about) of (afraid|scared|being afraid|fear)\b/i],
  ['a template mark', /\{|\}|\[|\]|undefined|null|NaN|\u0002|\u0003/],
];

/** A name followed by a plural verb ('Mira leave the familiar behind'). */
const unagreedVerbAfter = (name: string) =>
  new RegExp(
    `(?<!(?:\\band|,) )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (leave|set out|face|count|come|join|work|celebrate|have to|are)\\b`,
  );

function grammarProblems(text: string, persona: Persona): string[] {
  const around = (match: RegExpMatchArray) =>
    text.slice(Math.max(0, match.index! - 40), match.index! + match[0].length + 20);
  const problems = BROKEN_GRAMMAR.filter(([, pattern]) => pattern.test(text)).map(
    ([name, pattern]) => `${name}: "${around(text.match(pattern)!)}"`,
  );
  for (const member of persona.characters)
    if (unagreedVerbAfter(member.name).test(text))
      problems.push(`no agreement after ${member.name}: "${around(text.match(unagreedVerbAfter(member.name))!)}"`);
  return problems;
}

const mentions = (text: string, noun: string) => text.toLowerCase().includes(noun.toLowerCase());
const synopsesOf = (outline: WrittenOutline) =>
  outline.chapters.map((chapter) => `${chapter.title}. ${chapter.synopsis}`);

async function bookOf(persona: Persona, seed = 1) {
  const summary = (await writer.writeSummary({ story: persona.story, characters: persona.characters }, { seed })).text;
  const outline = await writer.writeOutline(
    { story: persona.story, characters: persona.characters, summary, chapterCount: 15 },
    { seed },
  );
  return { summary, outline };
}

describe('the persona table', () => {
  it('covers readers from 4 to 90, every genre of the option lists and a custom one, and every reading level', () => {
    const genres = new Set(PERSONAS.map((persona) => persona.story.genre));
    const listed = [...GENRE_OPTIONS, ...VARIANT_GENRE_OPTIONS].filter(
      (genre) => genre !== CUSTOM_OPTION && genre !== 'custom',
    );
    expect(listed.filter((genre) => !genres.has(genre))).toEqual([]);
    expect([...genres].some((genre) => !(listed as string[]).includes(genre))).toBe(true);
    const ages = PERSONAS.map((persona) =>
      Number(persona.characters.find((member) => member.isMainCharacter)!.age),
    ).filter(Number.isFinite);
    expect(Math.min(...ages)).toBe(4);
    expect(Math.max(...ages)).toBe(90);
    expect(new Set(PERSONAS.map((persona) => persona.story.readingGrade))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(PERSONAS.length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(PERSONAS.map((persona) => [persona.label, persona] as const))('offline book: %s', (_, persona) => {
  it('is about the premise: its key nouns are in the summary and in several chapter synopses', async () => {
    const { summary, outline } = await bookOf(persona);
    expect(persona.keyNouns.filter((noun) => !mentions(summary, noun))).toEqual([]);
    const synopses = synopsesOf(outline);
    for (const noun of persona.keyNouns)
      expect(synopses.filter((synopsis) => mentions(synopsis, noun)).length).toBeGreaterThanOrEqual(3);
  });

  it('names every character in the summary and in at least one chapter, the main character in nearly every chapter', async () => {
    const { summary, outline } = await bookOf(persona);
    const synopses = synopsesOf(outline);
    for (const member of persona.characters) {
      expect(summary).toContain(member.name);
      expect(synopses.some((synopsis) => synopsis.includes(member.name))).toBe(true);
    }
    const main = persona.characters.find((member) => member.isMainCharacter)!;
    expect(synopses.filter((synopsis) => synopsis.includes(main.name)).length).toBeGreaterThanOrEqual(12);
  });

  it('writes no broken grammar in the summary, the outline or a chapter, whatever the seed', async () => {
    for (const seed of [1, 2, 3]) {
      const { summary, outline } = await bookOf(persona, seed);
      const chapter = await writer.writeChapter(
        {
          story: persona.story,
          characters: persona.characters,
          summary,
          outline: outline.chapters,
          chapterNumber: 1 + ((seed * 5) % 15),
          bible: EMPTY_BIBLE,
          targetWords: 600,
        },
        { seed },
      );
      expect({ seed, problems: grammarProblems(`${summary}\n${outline.text}\n${chapter.text}`, persona) }).toEqual({
        seed,
        problems: [],
      });
    }
  });

  it('writes the same book for the same seed and a different one on regenerate', async () => {
    const chapterOf = async (seed: number) => {
      const { summary, outline } = await bookOf(persona, seed);
      const chapter = await writer.writeChapter(
        {
          story: persona.story,
          characters: persona.characters,
          summary,
          outline: outline.chapters,
          chapterNumber: 5,
          bible: EMPTY_BIBLE,
          targetWords: 400,
        },
        { seed },
      );
      return { summary, outline: outline.text, chapter: chapter.text };
    };
    const first = await chapterOf(1);
    expect(await chapterOf(1)).toEqual(first);
    const second = await chapterOf(2);
    expect(second.summary).not.toBe(first.summary);
    expect(second.outline).not.toBe(first.outline);
    expect(second.chapter).not.toBe(first.chapter);
  });

  it('writes chapters within their target length (the demo writer never pads), in plain prose, about what the outline says happens in them', async () => {
    const { summary, outline } = await bookOf(persona);
    const target = { 1: 500, 2: 700, 3: 1200, 4: 1800, 5: 2500 }[persona.story.readingGrade];
    for (const number of [1, 8, 15]) {
      const planned = outline.chapters[number - 1]!;
      const chapter = await writer.writeChapter(
        {
          story: persona.story,
          characters: persona.characters,
          summary,
          outline: outline.chapters,
          chapterNumber: number,
          bible: EMPTY_BIBLE,
          targetWords: target,
        },
        { seed: 1 },
      );
      const words = chapter.text.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(40);
      expect(words).toBeLessThanOrEqual(target * 1.25);
      expect(chapter.text).not.toMatch(/[*#_`%]|^\s*[-+>]\s/m);
      expect(chapter.text).not.toMatch(/\n{3,}/);
      expect(chapter.title).toBe(planned.title);
      for (const name of planned.tags.filter((tag) => persona.characters.some((member) => member.name === tag)))
        expect(chapter.text).toContain(name);
      // The synopsis's own words (names, places, things) are in the chapter.
      const keyWords = [...new Set(planned.synopsis.match(/[A-Za-z']{5,}/g) ?? [])];
      const found = keyWords.filter((word) => chapter.text.includes(word));
      expect(found.length).toBeGreaterThanOrEqual(keyWords.length * 0.8);
    }
  });
});
