import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { BLURB_WORDS, blurbFromSummary, wordCount } from './blurb.js';
import { OfflineWriter } from './offline/offline-writer.js';
import { checkBlurb } from './text-checks/text-checks.js';
import type { StoryBrief } from './writing.types.js';

const CAST = [
  savedCharacterSchema.parse({
    name: 'Leo Hartley',
    isMainCharacter: true,
    gender: 'male',
    age: '6',
    personality: ['Curious'],
    fears: 'Deep water',
  }),
  savedCharacterSchema.parse({
    name: 'Nana',
    isMainCharacter: false,
    relation: 'Grandparent',
    gender: 'female',
    skills: 'Sailing',
  }),
];
const STORY: StoryBrief = {
  title: "Leo and Nana's Seaside Secret",
  genre: 'Adventure',
  premise: 'A boy finds a map in a bottle',
  styles: [],
  tones: ['Hopeful'],
  readingGrade: 1,
  readingLevelLabel: 'Kid',
};

describe('the back-cover blurb', () => {
  it('the demo writer composes one of 60–120 words of plain prose that passes the checks, for short and long summaries', async () => {
    const writer = new OfflineWriter(0);
    for (const seed of [1, 2, 3]) {
      const summary = (await writer.writeSummary({ story: STORY, characters: CAST }, { seed })).text;
      for (const given of [summary, '# Leo\n\n%Leo% lives by the sea.']) {
        const blurb = (
          await writer.writeBlurb({ story: STORY, characters: CAST, summary: given, outline: [] }, { seed })
        ).text;
        expect({ blurb, problems: checkBlurb(blurb, BLURB_WORDS) }).toEqual({ blurb, problems: [] });
        expect(blurb).toContain('Leo');
      }
    }
  });

  it('checks length, markup and assistant talk', () => {
    const prose = (words: number) => Array.from({ length: words }, () => 'sea').join(' ') + '.';
    expect(checkBlurb(prose(80), BLURB_WORDS)).toEqual([]);
    expect(checkBlurb(prose(30), BLURB_WORDS)).toEqual(['too-short']);
    expect(checkBlurb(prose(130), BLURB_WORDS)).toEqual(['too-long']);
    expect(checkBlurb(`${prose(80)} %Leo% finds it.`, BLURB_WORDS)).toEqual(['markdown']);
    expect(checkBlurb(`Sure! Here is the blurb for your story:\n\n${prose(80)}`, BLURB_WORDS)).toContain(
      'assistant-phrasing',
    );
  });

  it('falls back to the summary as prose, whole sentences up to 120 words', () => {
    const long = `# T\n\n${Array.from({ length: 30 }, (_, index) => `Sentence ${index} has %five% words.`).join(' ')}`;
    const blurb = blurbFromSummary(long);
    expect(wordCount(blurb)).toBeLessThanOrEqual(120);
    expect(blurb).toMatch(/^Sentence 0 has five words\..*\.$/);
    expect(blurb).not.toMatch(/[#%]/);
  });
});
