import { describe, expect, it, jest } from '@jest/globals';
import type { GenerationLog } from './generation-log.js';
import type { GenerationLimiter, GenerationTicket } from './limits/generation-limiter.js';
import { PERSONAS } from './offline/personas.fixture.js';
import { ChapterBreaksBriefException } from './writing.exception.js';
import { WritingService } from './writing.service.js';
import type { ChapterRequest, Writer, WrittenChapterText } from './writing.types.js';

/**
 * Issue 24: every chapter is checked against the brief for real people before it is stored or shown. Mira is six,
 * so her book's chapters have no strangers; Rosa is her grandma, so 'Rosa lit the fire' is fine.
 */

const mira = PERSONAS[0]!;
const outline = [{ number: 1, title: 'The Egg', synopsis: 'An egg.', tags: [] }];
const request: ChapterRequest = {
  story: mira.story,
  characters: mira.characters,
  summary: 'S',
  outline,
  chapterNumber: 1,
  bible: { characters: [], foundations: [], places: [], facts: [] },
  targetWords: 30,
};
// Long enough for the text checks' length (the demo writer's floor of 40 words), so only the brief decides.
const CALM =
  ' The garden was quiet, and the morning light fell softly across the grass by the old blue shed.' +
  ' Somewhere a blackbird sang its long song, the kettle began to hum in the kitchen, and the day felt ready for something new.';
const BREAKS_BRIEF = `Mira met a stranger at the gate.${CALM}`;
const FITS_BRIEF = `Rosa lit the fire and Mira watched the egg. "Look, Grandma!" she said.${CALM}`;

/** A writer answering `texts` one after the other (the last one again once they run out). */
function serviceWriting(texts: string[]) {
  const finished: string[] = [];
  const seeds: number[] = [];
  let calls = 0;
  const writeChapter: Writer['writeChapter'] = async (chapterRequest, context) => {
    seeds.push(context.seed);
    const text = texts[Math.min(calls++, texts.length - 1)]!;
    return {
      number: chapterRequest.chapterNumber,
      title: 'The Egg',
      text,
      newFacts: [],
      writer: 'offline',
      promptVersion: 'chapter.v1',
    };
  };
  const limiter = {
    admit: async (): Promise<GenerationTicket> => ({ id: '7', seed: 4 }),
    finish: async (_: GenerationTicket, outcome: string) => void finished.push(outcome),
  } as unknown as GenerationLimiter;
  const log = { record: async () => undefined } as unknown as GenerationLog;
  const writer = { kind: 'offline', writeChapter } as unknown as Writer;
  return { service: new WritingService(writer, limiter, log), finished, seeds, calls: () => calls };
}

describe('WritingService and the brief for real people', () => {
  it('refuses a /step4 chapter that breaks the brief with CHAPTER_BREAKS_BRIEF naming the rule', async () => {
    const { service, finished } = serviceWriting([BREAKS_BRIEF]);
    const failure = service.writeChapter(request, { visitorId: 'v', ip: 'ip' });
    await expect(failure).rejects.toBeInstanceOf(ChapterBreaksBriefException);
    await expect(failure).rejects.toMatchObject({
      code: 'CHAPTER_BREAKS_BRIEF',
      status: 502,
      details: { chapter: 1, rules: ['kid-alone-or-strangers'] },
    });
    expect(finished).toEqual(['failed']);
  });

  it('answers a chapter that fits the brief', async () => {
    const { service } = serviceWriting([FITS_BRIEF]);
    await expect(service.writeChapter(request, { visitorId: 'v', ip: 'ip' })).resolves.toMatchObject({
      text: FITS_BRIEF,
    });
  });

  describe('writeBook', () => {
    it('writes a chapter that breaks the brief again, with another seed, and stores only the one that fits', async () => {
      jest.useFakeTimers();
      try {
        const { service, seeds } = serviceWriting([BREAKS_BRIEF, FITS_BRIEF]);
        const stored: WrittenChapterText[] = [];
        const book = service.writeBook(
          { story: mira.story, characters: mira.characters, summary: 'S', outline },
          { concurrency: 1, written: [], onChapter: async (chapter) => void stored.push(chapter) },
        );
        await jest.advanceTimersByTimeAsync(1000);
        await expect(book).resolves.toEqual([expect.objectContaining({ text: FITS_BRIEF })]);
        expect(stored.map((chapter) => chapter.text)).toEqual([FITS_BRIEF]);
        // The offline writer writes the same text for the same seed: a retry must change it.
        expect(seeds).toHaveLength(2);
        expect(new Set(seeds).size).toBe(2);
      } finally {
        jest.useRealTimers();
      }
    });

    it('fails the chapter (its cause CHAPTER_BREAKS_BRIEF) once the retries are spent, storing nothing', async () => {
      jest.useFakeTimers();
      try {
        const { service, calls } = serviceWriting([BREAKS_BRIEF]);
        const stored: WrittenChapterText[] = [];
        const book = service.writeBook(
          { story: mira.story, characters: mira.characters, summary: 'S', outline },
          { concurrency: 1, written: [], onChapter: async (chapter) => void stored.push(chapter) },
        );
        const outcome = expect(book).rejects.toMatchObject({
          code: 'BOOK_CHAPTER_FAILED',
          cause: { code: 'CHAPTER_BREAKS_BRIEF' },
        });
        await jest.advanceTimersByTimeAsync(1000);
        await outcome;
        expect(stored).toEqual([]);
        expect(calls()).toBe(2);
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
