import { describe, expect, it } from '@jest/globals';
import { OUTLINE_LIMITS, savedCharacterSchema } from '@storyloom/contracts';
import { openingChapterRequest } from '../book-writer.js';
import { initialStoryBible } from '../story-bible.js';
import type { ReadingGrade, StoryBrief } from '../writing.types.js';
import { chapterMessages } from './chapter.v1.js';
import { outlineMessages } from './outline.v3.js';
import { summaryMessages } from './summary.v2.js';

const story = (readingGrade: ReadingGrade, gift?: StoryBrief['gift']): StoryBrief => ({
  title: 'The Egg in the Garden',
  genre: 'Adventure',
  premise: "A dinosaur egg hatches in Grandma's garden",
  styles: ['Playful'],
  tones: ['Warm'],
  readingGrade,
  readingLevelLabel: readingGrade === 1 ? 'Kid' : 'Sophisticated',
  ...(gift ? { gift } : {}),
});
const characters = [
  savedCharacterSchema.parse({
    name: 'Mira',
    isMainCharacter: true,
    age: '6',
    fears: 'The dark',
    extraInfo: 'Sleeps with a torn blue rabbit',
  }),
  savedCharacterSchema.parse({
    id: 'rosa',
    name: 'Rosa',
    isMainCharacter: false,
    relation: 'Grandmother',
    hobbies: 'Gardening',
  }),
];
const outline = Array.from({ length: 15 }, (_, index) => ({
  number: index + 1,
  title: `Title ${index + 1}`,
  synopsis: `Synopsis ${index + 1}.`,
  tags: ['Mira'],
}));
const gift = {
  occasion: 'Birthday',
  from: 'Mum and Dad',
  to: 'Mira',
  callNames: { rosa: 'Grandma' },
  avoid: 'Spiders',
};

/** The three prompts, as [system, user] contents, for one story. */
function prompts(brief: StoryBrief) {
  const summary = summaryMessages({ story: brief, characters });
  const outlined = outlineMessages({ story: brief, characters, summary: '# The Egg', chapterCount: 15 });
  const chapter = chapterMessages({
    story: brief,
    characters,
    summary: '# The Egg',
    outline,
    chapterNumber: 2,
    bible: initialStoryBible(brief, characters),
    targetWords: 400,
  });
  return { summary, outline: outlined, chapter };
}
const systemOf = (messages: ReturnType<typeof summaryMessages>) => String(messages[0]!.content);
const dataOf = (messages: ReturnType<typeof summaryMessages>) =>
  JSON.parse(/<story_data>\n([\s\S]*)\n<\/story_data>/.exec(String(messages[1]!.content))![1]!);

describe('the writing prompts', () => {
  it.each(['summary', 'outline', 'chapter'] as const)(
    'the %s prompt carries the gift-book brief and the weave-not-list rule',
    (kind) => {
      const system = systemOf(prompts(story(3))[kind]);
      expect(system).toMatch(/Its characters are real people/);
      expect(system).toMatch(/laugh with them, never at them/);
      expect(system).toMatch(/No real person is a villain/);
      expect(system).toMatch(
        /Never invent sensitive facts.*illness, death, divorce, religion, politics, money troubles/,
      );
      expect(system).toMatch(/No real brands.*copyrighted characters.*original equivalent/);
      expect(system).toMatch(/write a wholesome version of it\. Never refuse/);
      expect(system).toMatch(/extra information is the most personal detail.*emotional centre/);
      expect(system).toMatch(/one or two details .* per scene/);
    },
  );

  it.each(['summary', 'outline', 'chapter'] as const)(
    'the %s prompt passes the gift details as data, what the reader calls a character with that character',
    (kind) => {
      const data = dataOf(prompts(story(3, gift))[kind]);
      expect(data.gift).toEqual({ occasion: 'Birthday', givenBy: 'Mum and Dad', givenTo: 'Mira', leaveOut: 'Spiders' });
      expect(data.characters[1]).toMatchObject({ name: 'Rosa', whatTheReaderCallsThem: 'Grandma' });
      expect(data.characters[0]).not.toHaveProperty('whatTheReaderCallsThem');
      // The visitor's words stay data: none of them is written into the instructions.
      expect(systemOf(prompts(story(3, gift))[kind])).not.toMatch(/Spiders|Mum and Dad/);
    },
  );

  it('leaves the gift out of the data when the visitor gave none', () => {
    expect(dataOf(prompts(story(3, { occasion: ' ' })).summary)).not.toHaveProperty('gift');
    expect(dataOf(prompts(story(3)).outline)).not.toHaveProperty('gift');
  });

  it.each(['summary', 'outline', 'chapter'] as const)(
    'the %s prompt gives a young child a gentle arc, and an adult reader a darkest moment',
    (kind) => {
      const kid = systemOf(prompts(story(1))[kind]);
      expect(kid).toMatch(/Gentle conflict only/);
      expect(kid).toMatch(/No peril that frightens, no cruelty, no darkest moment/);
      expect(kid).toMatch(/fear is handled kindly.*Never use it to scare/);
      expect(kid).not.toMatch(/a darkest moment at/);
      const adult = systemOf(prompts(story(5))[kind]);
      expect(adult).toMatch(/a darkest moment at about three quarters/);
      expect(adult).not.toMatch(/Gentle conflict only/);
    },
  );

  it("takes the outline's limits from the contract", () => {
    const system = systemOf(prompts(story(3)).outline);
    expect(system).toContain(`title: at most ${OUTLINE_LIMITS.titleMaxLength} characters`);
    expect(system).toContain(`at most ${OUTLINE_LIMITS.synopsisMaxLength} characters`);
    expect(system).toContain(`each at most ${OUTLINE_LIMITS.tagMaxLength} characters`);
    expect(system).not.toMatch(/\b(80|600|30) characters/);
  });

  it('asks the outline to keep the main character in nearly every chapter and end on the relationship', () => {
    expect(systemOf(prompts(story(3)).outline)).toMatch(
      /main character appears in nearly every chapter, every character in at least one, and the final chapter comes back to the relationship/,
    );
  });

  it('asks the chapter for plain text with its title line, the target length, and gives it the bible and the chapter to write', () => {
    const { chapter } = prompts(story(3, gift));
    const system = systemOf(chapter);
    expect(system).toMatch(/plain text only\. No Markdown/);
    expect(system).toMatch(/^Chapter 2: <the chapter title/m);
    expect(system).toMatch(/About 400 words/);
    const data = dataOf(chapter);
    expect(data.chapterToWrite).toEqual({ number: 2, title: 'Title 2', synopsis: 'Synopsis 2.', tags: ['Mira'] });
    expect(data.storyBible.characters).toEqual([
      'Mira: the main character',
      'Rosa (the reader calls them "Grandma"): Grandmother of Mira',
    ]);
    // Every title, but only the synopses around this chapter: a 40-chapter outline must fit a small context.
    expect(data.outline).toHaveLength(15);
    expect(data.outline[2]).toEqual({ number: 3, title: 'Title 3', synopsis: 'Synopsis 3.' });
    expect(data.outline[9]).toEqual({ number: 10, title: 'Title 10' });
  });

  it.each([
    {
      readingGrade: 1 as const,
      chapters: 15,
      length: 'About 600 words of prose (aim within 10% of it; never fewer than 450 or more than 750 words)',
    },
    {
      readingGrade: 3 as const,
      chapters: 25,
      length: 'About 1200 words of prose (aim within 10% of it; never fewer than 900 or more than 1500 words)',
    },
    {
      readingGrade: 5 as const,
      chapters: 40,
      length: 'About 1600 words of prose (aim within 10% of it; never fewer than 1200 or more than 2000 words)',
    },
  ])(
    'tells the chapter of a grade $readingGrade, $chapters-chapter book its target and ±25% budget',
    ({ readingGrade, chapters, length }) => {
      const brief = story(readingGrade);
      const longOutline = Array.from({ length: chapters }, (_, index) => ({
        number: index + 1,
        title: `Title ${index + 1}`,
        synopsis: `Synopsis ${index + 1}.`,
        tags: ['Mira'],
      }));
      const messages = chapterMessages(
        openingChapterRequest({ story: brief, characters, summary: '# The Egg', outline: longOutline }),
      );
      expect(systemOf(messages)).toContain(length);
      const target = /About (\d+) words/.exec(length)![1];
      expect(String(messages[1]!.content)).toContain(`Write chapter 1, about ${target} words.`);
    },
  );
});
