import { describe, expect, it } from '@jest/globals';
import type { GenerationLog } from './generation-log.js';
import type { GenerationLimiter, GenerationTicket } from './limits/generation-limiter.js';
import { WriterOutputInvalidException } from './writing.exception.js';
import { WritingService } from './writing.service.js';
import type { ChapterRequest, OutlineRequest, Writer, WrittenChapter } from './writing.types.js';

const chapters = (count: number): WrittenChapter[] => Array.from({ length: count }, (_, index) => ({ number: index + 1, title: `T${index + 1}`, synopsis: 'S', tags: [] }));
const request = { chapterCount: 15 } as OutlineRequest;

const unusedChapterWriter: Writer['writeChapter'] = async () => {
  throw new Error('this test writes no chapter');
};

function serviceWith(writeOutline: Writer['writeOutline'], writeChapter: Writer['writeChapter'] = unusedChapterWriter) {
  const finished: string[] = [];
  const logged: unknown[] = [];
  const limiter = {
    admit: async (): Promise<GenerationTicket> => ({ id: '7', seed: 4 }),
    finish: async (_: GenerationTicket, outcome: string) => void finished.push(outcome),
  } as unknown as GenerationLimiter;
  const log = { record: async (...args: unknown[]) => void logged.push(args) } as unknown as GenerationLog;
  const writer: Writer = { kind: 'offline', writeSummary: async () => ({ text: 'x', writer: 'offline', promptVersion: 'v' }), writeOutline, writeChapter };
  return { service: new WritingService(writer, limiter, log), finished, logged };
}

describe('WritingService', () => {
  it('passes the seed from the ledger to the writer and records what wrote the text', async () => {
    let seenSeed = 0;
    const { service, finished, logged } = serviceWith(async (_, context) => {
      seenSeed = context.seed;
      return { chapters: chapters(15), text: '', writer: 'offline', promptVersion: 'offline-outline.v1' };
    });
    await service.writeOutline(request, { visitorId: 'v', ip: '1.2.3.4' });
    expect(seenSeed).toBe(4);
    expect(finished).toEqual(['succeeded']);
    expect(logged).toEqual([['v', 'outline', 4, expect.objectContaining({ writer: 'offline', promptVersion: 'offline-outline.v1' })]]);
  });

  it.each([
    ['too few chapters', chapters(14)],
    ['too many chapters', chapters(16)],
    ['misnumbered chapters', chapters(15).map((chapter, index) => (index === 3 ? { ...chapter, number: 9 } : chapter))],
  ])('never passes on an outline with %s', async (_, written) => {
    const { service, finished, logged } = serviceWith(async () => ({ chapters: written, text: '', writer: 'openai', promptVersion: 'outline.v2' }));
    await expect(service.writeOutline(request, { visitorId: 'v', ip: 'ip' })).rejects.toBeInstanceOf(WriterOutputInvalidException);
    expect(finished).toEqual(['failed']);
    expect(logged).toEqual([]);
  });

  it('marks a generation the caller cancelled as aborted', async () => {
    const controller = new AbortController();
    const { service, finished } = serviceWith(async () => {
      controller.abort();
      throw new DOMException('gone', 'AbortError');
    });
    await expect(service.writeOutline(request, { visitorId: 'v', ip: 'ip', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(finished).toEqual(['aborted']);
  });

  describe('writeChapter', () => {
    const chapterRequest = { story: { genre: 'Fantasy', readingGrade: 5 }, characters: [], chapterNumber: 3, outline: chapters(15), targetWords: 500 } as unknown as ChapterRequest;
    const noOutline: Writer['writeOutline'] = async () => ({ chapters: [], text: '', writer: 'openai', promptVersion: 'outline.v2' });

    it('is admitted by the limits as a chapter and recorded in the generations log', async () => {
      const { service, finished, logged } = serviceWith(noOutline, async (request, context) => ({
        number: request.chapterNumber,
        title: 'The Gate',
        text: `Seed ${context.seed}.`,
        newFacts: [],
        writer: 'openai',
        model: 'm',
        promptVersion: 'chapter.v1',
      }));
      const chapter = await service.writeChapter(chapterRequest, { visitorId: 'v', ip: 'ip' });
      expect(chapter).toMatchObject({ number: 3, text: 'Seed 4.' });
      expect(finished).toEqual(['succeeded']);
      expect(logged).toEqual([['v', 'chapter', 4, expect.objectContaining({ writer: 'openai', model: 'm', promptVersion: 'chapter.v1' })]]);
    });

    it.each([
      ['another chapter', { number: 4, text: 'Prose.' }],
      ['an empty chapter', { number: 3, text: '  ' }],
    ])('never passes on %s', async (_, written) => {
      const { service, finished, logged } = serviceWith(noOutline, async () => ({ ...written, title: 'T', newFacts: [], writer: 'openai', promptVersion: 'chapter.v1' }));
      await expect(service.writeChapter(chapterRequest, { visitorId: 'v', ip: 'ip' })).rejects.toBeInstanceOf(WriterOutputInvalidException);
      expect(finished).toEqual(['failed']);
      expect(logged).toEqual([]);
    });
  });
});
