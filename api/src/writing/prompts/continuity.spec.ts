import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { previousChapterOf } from '../chapter-continuity.js';
import { initialStoryBible } from '../story-bible.js';
import type { ChapterRequest, StoryBrief } from '../writing.types.js';
import { chapterMessages } from './chapter.v1.js';

const story: StoryBrief = {
  title: 'The Egg',
  genre: 'Adventure',
  premise: 'An egg hatches',
  styles: [],
  tones: [],
  readingGrade: 3,
  readingLevelLabel: 'Average',
};
const characters = [savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true })];
const outline = Array.from({ length: 5 }, (_, index) => ({
  number: index + 1,
  title: `Title ${index + 1}`,
  synopsis: `Synopsis ${index + 1}.`,
  tags: [],
}));
const request = (previous?: ChapterRequest['previousChapter']): ChapterRequest => ({
  story,
  characters,
  summary: '# The Egg',
  outline,
  chapterNumber: 3,
  bible: initialStoryBible(story, characters),
  targetWords: 400,
  ...(previous ? { previousChapter: previous } : {}),
});
const systemOf = (messages: ReturnType<typeof chapterMessages>) => String(messages[0]!.content);
const dataOf = (messages: ReturnType<typeof chapterMessages>) =>
  JSON.parse(/<story_data>\n([\s\S]*)\n<\/story_data>/.exec(String(messages[1]!.content))![1]!);

describe('the chapter prompt and the chapter before', () => {
  const earlier = `${'Mira walked on. '.repeat(60)}The wind rose over the hill. "Tomorrow," said Mira, "we go back." That night Mira fell asleep at once.`;

  it('shows how the chapter before ended, as data to continue from, in whole sentences of about 600 characters', () => {
    const messages = chapterMessages(request(previousChapterOf({ number: 2, text: `Rain fell all day. ${earlier}` })));
    const ending = dataOf(messages).previousChapterEnding;
    expect(ending.chapter).toBe(2);
    expect(ending.lastLines).toMatch(/^Mira walked on\. .*That night Mira fell asleep at once\.$/);
    expect(ending.lastLines.length).toBeLessThanOrEqual(600);
    expect(ending.lastLines.length).toBeGreaterThan(500);
    expect(systemOf(messages)).toContain(
      'previousChapterEnding is how chapter 2 ended: continue from there. Do not repeat or retell it.',
    );
  });

  it('names the kind of opening and ending of the chapter before, to avoid', () => {
    const system = systemOf(
      chapterMessages(request(previousChapterOf({ number: 2, text: `Rain fell all day. ${earlier}` }))),
    );
    expect(system).toContain('Chapter 2 opened with the weather: open this chapter another way.');
    expect(system).toContain('Chapter 2 ended at bedtime: end this chapter another way.');
  });

  it('says nothing of a chapter before that is not written yet', () => {
    const messages = chapterMessages(request());
    expect(dataOf(messages).previousChapterEnding).toBeUndefined();
    expect(systemOf(messages)).not.toMatch(/previousChapterEnding|Chapter 2 opened/);
    expect(systemOf(messages)).toMatch(/not every chapter opens with the weather or someone waking up/);
  });
});
