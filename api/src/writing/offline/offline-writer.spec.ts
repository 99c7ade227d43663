import { describe, expect, it } from '@jest/globals';
import {
  normaliseCommaList,
  outlineChapterSchema,
  parseDetailedOutline,
  parseSummary,
  savedCharacterSchema,
  summaryFormatIssues,
  type SavedCharacterInput,
} from '@storyloom/contracts';
import type { StoryBrief } from '../writing.types.js';
import { OfflineWriter } from './offline-writer.js';

const character = (input: SavedCharacterInput) => savedCharacterSchema.parse(input);
const CAST = [
  character({
    name: 'Ada Lovelace',
    isMainCharacter: true,
    gender: 'female',
    age: '9',
    personality: ['Funny', 'Overthinker', 'Loves tea'],
    skills: 'Music, Problem-solving',
    hobbies: 'Gardening',
    quirks: 'Talks to self, Has a catchphrase',
    fears: 'Heights, Spiders',
    extraInfo: 'Has a grey cat named Pickle who follows her everywhere.',
  }),
  character({
    name: 'Bo',
    isMainCharacter: false,
    relation: 'Friend',
    gender: 'male',
    personality: ['Adventurous'],
    skills: 'Cooking',
    quirks: 'Always humming',
    fears: 'Darkness',
  }),
  character({
    name: 'Grandpa Joe',
    isMainCharacter: false,
    relation: 'Mentor',
    personality: ['Quiet Observer'],
    hobbies: 'Collecting random things',
    fears: 'Storms',
  }),
  character({
    name: 'Vex',
    isMainCharacter: false,
    relation: 'Enemy',
    personality: ['Competitive', 'Sarcastic'],
    skills: 'Chess tactics',
  }),
];
const STORY: StoryBrief = {
  title: 'The Map of Tomorrow',
  genre: 'Fantasy',
  premise: 'An apprentice mapmaker finds a map that redraws itself every night',
  styles: ['Descriptive'],
  tones: ['Hopeful'],
  readingGrade: 3,
  readingLevelLabel: 'Average',
};
const writer = new OfflineWriter(0);
const summaryOf = async (story: Partial<StoryBrief> = {}, seed = 1, characters = CAST) =>
  (await writer.writeSummary({ story: { ...STORY, ...story }, characters }, { seed })).text;
/** Every entry the visitor chose, as they would look for it in the text ('Enemy' reads 'friendly rival': a real person is never a villain). */
const asWritten = (relation: string) => (relation === 'Enemy' ? 'friendly rival' : relation);
const chosenEntries = CAST.flatMap((member) =>
  [
    member.name,
    ...member.personality,
    ...[member.skills, member.hobbies, member.quirks, member.fears].flatMap(normaliseCommaList),
    asWritten(member.relation ?? ''),
  ].filter(Boolean),
);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => /\w/.test(sentence));
const meanWords = (paragraphs: string[]) => {
  const all = paragraphs.flatMap(sentences);
  return all.reduce((sum, sentence) => sum + sentence.split(/\s+/).length, 0) / all.length;
};
const storyParagraphs = (text: string) =>
  parseSummary(text)
    .filter((block) => block.type === 'paragraph')
    .map((block) => block.content.map((run) => run.text).join(''));

describe('OfflineWriter summary', () => {
  it('names every character and every chosen trait, skill, hobby, quirk, fear and relationship', async () => {
    const text = (await summaryOf()).toLowerCase();
    const missing = chosenEntries.filter((entry) => !text.includes(entry.toLowerCase()));
    expect(missing).toEqual([]);
    expect(text).toContain('pickle');
  });

  it('writes the summary format: title, headers, one @ line per character, bullets, balanced bold', async () => {
    const text = await summaryOf();
    expect(summaryFormatIssues(text)).toEqual([]);
    const blocks = parseSummary(text);
    expect(blocks[0]).toEqual({ type: 'title', content: [{ text: 'The Map of Tomorrow', bold: false }] });
    expect(
      blocks
        .filter((block) => block.type === 'character')
        .map((block) => (block.type === 'character' ? block.name : '')),
    ).toEqual(CAST.map((member) => member.name));
    expect(blocks.filter((block) => block.type === 'bullet').length).toBeGreaterThanOrEqual(4);
    expect(blocks.some((block) => block.content.some((run) => run.bold))).toBe(true);
  });

  it('never leaves a placeholder or template mark in the text', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const [premise, genre] of [
        ["Hero's Journey", 'Dystopian'],
        ['Tragedy', 'comedy'],
        ['A parrot inherits a ship', 'Pirate opera'],
      ]) {
        const text = await summaryOf(
          { premise, genre, readingGrade: ((seed % 5) + 1) as StoryBrief['readingGrade'] },
          seed,
        );
        expect(text).not.toMatch(/\{|\}|\[|\]|undefined|null|NaN|\u0002|\u0003|\s{3,}/);
      }
    }
  });

  it('is deterministic for the same inputs and seed, and different on regenerate (another seed)', async () => {
    expect(await summaryOf({}, 7)).toBe(await summaryOf({}, 7));
    const texts = await Promise.all([1, 2, 3, 4, 5].map((seed) => summaryOf({}, seed)));
    expect(new Set(texts).size).toBe(5);
  });

  it('follows the genre, premise, tone and style it was given', async () => {
    const fantasy = await summaryOf({ genre: 'Fantasy' });
    const scienceFiction = await summaryOf({ genre: 'Science Fiction' });
    expect(fantasy).toMatch(/Eldmoor|Varenthal|Briarwick/);
    expect(scienceFiction).toMatch(/New Meridian|Kestris|Long Horizon/);
    // The premise's role becomes the main character's: 'Ada Lovelace, an apprentice mapmaker, finds a map...'.
    expect(fantasy).toContain('Ada Lovelace, an apprentice mapmaker, %finds a map that redraws itself every night%');
    expect(await summaryOf({ premise: 'Love Story' })).toMatch(/least of all Bo/);
    expect(await summaryOf({ tones: ['Dark'] })).toMatch(/dark tone/);
    expect(await summaryOf({ styles: ['Conversational'] })).toMatch(
      /Here is the thing:|Picture this:|And yes,|Believe it or not,/,
    );
  });

  it('writes shorter sentences for young readers than for sophisticated ones', async () => {
    const young = await Promise.all([1, 2, 3].map((seed) => summaryOf({ readingGrade: 1, styles: ['General'] }, seed)));
    const grown = await Promise.all([1, 2, 3].map((seed) => summaryOf({ readingGrade: 5, styles: ['General'] }, seed)));
    expect(meanWords(young.flatMap(storyParagraphs))).toBeLessThan(meanWords(grown.flatMap(storyParagraphs)) - 3);
  });

  it('keeps a hostile name as plain text inside its line', async () => {
    const text = await summaryOf({}, 1, [character({ name: '# 100% %Evil%\nName', isMainCharacter: true })]);
    expect(summaryFormatIssues(text)).toEqual([]);
    expect(parseSummary(text).filter((block) => block.type === 'title')).toHaveLength(1);
    expect(text).toContain('@# 100％ ％Evil％ Name:');
  });
});

describe('OfflineWriter outline', () => {
  it.each([15, 25, 40])(
    'writes exactly %i valid chapters with distinct titles, each carried by named characters',
    async (count) => {
      const summary = await summaryOf();
      const outline = await writer.writeOutline(
        { story: STORY, characters: CAST, summary, chapterCount: count },
        { seed: 1 },
      );
      expect(outline.chapters).toHaveLength(count);
      outline.chapters.forEach((chapter, index) => {
        expect(outlineChapterSchema.parse(chapter)).toEqual(chapter);
        expect(chapter.number).toBe(index + 1);
        expect(CAST.some((member) => chapter.synopsis.includes(member.name))).toBe(true);
        expect(chapter.tags.length).toBeGreaterThan(1);
      });
      expect(new Set(outline.chapters.map((chapter) => chapter.title)).size).toBe(count);
      expect(new Set(outline.chapters.map((chapter) => chapter.synopsis)).size).toBe(count);
      expect(parseDetailedOutline(outline.text).chapters).toHaveLength(count);
      expect(outline).toMatchObject({ writer: 'offline', promptVersion: 'offline-outline.v4' });
    },
  );

  it('has rising action, a turning point at the middle and a resolution at the end', async () => {
    const outline = await writer.writeOutline(
      { story: STORY, characters: CAST, summary: await summaryOf(), chapterCount: 25 },
      { seed: 1 },
    );
    const tagAt = (tag: string) => outline.chapters.findIndex((chapter) => chapter.tags.includes(tag)) + 1;
    expect(tagAt('rising action')).toBeLessThan(tagAt('turning point'));
    expect(tagAt('turning point')).toBe(13);
    expect(tagAt('darkest hour')).toBeGreaterThan(tagAt('turning point'));
    expect(tagAt('climax')).toBe(23);
    expect(tagAt('ending')).toBe(25);
  });

  it('stays consistent with its summary: same setting, stake, opposition and turning point', async () => {
    for (const seed of [1, 2, 3]) {
      const summary = await summaryOf({}, seed);
      const outline = await writer.writeOutline(
        { story: STORY, characters: CAST, summary, chapterCount: 15 },
        { seed: seed + 10 },
      );
      const setting =
        /In (the [^,]+), where/.exec(outline.chapters[0]!.synopsis)?.[1] ??
        /Life in (the [^,]+),/.exec(outline.chapters[0]!.synopsis)?.[1];
      expect(setting).toBeDefined();
      expect(summary).toContain(setting!);
      const turningPoint = outline.chapters
        .find((chapter) => chapter.tags.includes('turning point'))!
        .synopsis.replace(/^The turning point: /, '')
        .split('.')[0]!;
      expect(summary.toLowerCase()).toContain(turningPoint.toLowerCase());
    }
  });

  it('uses every character trait somewhere in a 40-chapter outline', async () => {
    const outline = await writer.writeOutline(
      { story: STORY, characters: CAST, summary: await summaryOf(), chapterCount: 40 },
      { seed: 2 },
    );
    const text = outline.text.toLowerCase();
    const skillsAndQuirks = CAST.flatMap((member) =>
      [member.skills, member.quirks, member.hobbies].flatMap(normaliseCommaList),
    );
    expect(skillsAndQuirks.filter((entry) => !text.includes(entry.toLowerCase()))).toEqual([]);
  });

  it('streams the chapters through onText, adding up to the outline text', async () => {
    const pieces: string[] = [];
    const outline = await writer.writeOutline(
      { story: STORY, characters: CAST, summary: '', chapterCount: 15 },
      { seed: 1, onText: (text) => pieces.push(text) },
    );
    expect(pieces).toHaveLength(15);
    expect(pieces.join('')).toBe(outline.text);
  });
});

describe('OfflineWriter pacing', () => {
  it('streams at the configured pace and can be cancelled', async () => {
    const paced = new OfflineWriter(2000);
    const deltas: string[] = [];
    const started = Date.now();
    const written = await paced.writeSummary(
      { story: STORY, characters: CAST },
      { seed: 1, onText: (delta) => deltas.push(delta) },
    );
    const words = written.text.split(/\s+/).length;
    expect(deltas.join('')).toBe(written.text);
    expect(Date.now() - started).toBeGreaterThanOrEqual((words / 2000) * 1000 * 0.8);
    const controller = new AbortController();
    const cancelled = paced.writeSummary(
      { story: STORY, characters: CAST },
      { seed: 1, signal: controller.signal, onText: () => controller.abort() },
    );
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
