import { describe, expect, it } from '@jest/globals';
import type { GenerationLog } from './generation-log.js';
import type { GenerationLimiter, GenerationTicket } from './limits/generation-limiter.js';
import { WriterOutputInvalidException } from './writing.exception.js';
import { WritingService } from './writing.service.js';
import type { ChapterRequest, OutlineRequest, Writer, WrittenChapter } from './writing.types.js';

const chapters = (count: number): WrittenChapter[] =>
  Array.from({ length: count }, (_, index) => ({ number: index + 1, title: `T${index + 1}`, synopsis: 'S', tags: [] }));
const REFUSED_ENTRY = { title: 'Sorry', synopsis: "I'm sorry, but I can't help with that request." };
const request = { chapterCount: 15 } as OutlineRequest;

const unusedChapterWriter: Writer['writeChapter'] = async () => {
  throw new Error('this test writes no chapter');
};

const unusedOutlineWriter: Writer['writeOutline'] = async () => {
  throw new Error('this test writes no outline');
};

function serviceWith(writeOutline: Writer['writeOutline'], writeChapter: Writer['writeChapter'] = unusedChapterWriter) {
  const finished: string[] = [];
  const logged: unknown[] = [];
  const limiter = {
    admit: async (): Promise<GenerationTicket> => ({ id: '7', seed: 4 }),
    finish: async (_: GenerationTicket, outcome: string) => void finished.push(outcome),
  } as unknown as GenerationLimiter;
  const log = { record: async (...args: unknown[]) => void logged.push(args) } as unknown as GenerationLog;
  const writer: Writer = {
    kind: 'offline',
    writeSummary: async () => ({ text: 'x', writer: 'offline', promptVersion: 'v' }),
    writeOutline,
    writeChapter,
    writeBlurb: async () => ({ text: 'x', writer: 'offline', promptVersion: 'v' }),
  };
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
    expect(logged).toEqual([
      ['v', 'outline', 4, expect.objectContaining({ writer: 'offline', promptVersion: 'offline-outline.v1' })],
    ]);
  });

  it.each([
    ['too few chapters', chapters(14)],
    ['too many chapters', chapters(16)],
    ['misnumbered chapters', chapters(15).map((chapter, index) => (index === 3 ? { ...chapter, number: 9 } : chapter))],
    [
      'a refused chapter',
      chapters(15).map((chapter, index) => (index === 6 ? { ...chapter, ...REFUSED_ENTRY } : chapter)),
    ],
  ])('never passes on an outline with %s', async (_, written) => {
    const { service, finished, logged } = serviceWith(async () => ({
      chapters: written,
      text: '',
      writer: 'openai',
      promptVersion: 'outline.v2',
    }));
    await expect(service.writeOutline(request, { visitorId: 'v', ip: 'ip' })).rejects.toBeInstanceOf(
      WriterOutputInvalidException,
    );
    expect(finished).toEqual(['failed']);
    expect(logged).toEqual([]);
  });

  it('marks a generation the caller cancelled as aborted', async () => {
    const controller = new AbortController();
    const { service, finished } = serviceWith(async () => {
      controller.abort();
      throw new DOMException('gone', 'AbortError');
    });
    await expect(
      service.writeOutline(request, { visitorId: 'v', ip: 'ip', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(finished).toEqual(['aborted']);
  });

  describe('writeSummary', () => {
    it('writes a refused summary again with another seed, and records only the good one', async () => {
      const seeds: number[] = [];
      const { service, logged } = serviceWith(unusedOutlineWriter);
      const good = `# Tides\n## The Story\nAda follows the lantern down to the cove, where the tide hides a door. Bo keeps watch on the cliff while the storm comes in. Together they open it and find the keeper's lost letters.`;
      Object.assign((service as unknown as { writer: Writer }).writer, {
        writeSummary: async (_: unknown, context: { seed: number }) => {
          seeds.push(context.seed);
          return {
            text: seeds.length === 1 ? "# Tides\nI'm sorry, but I can't help with that request." : good,
            writer: 'openai',
            promptVersion: 'summary.v2',
          };
        },
      });
      const summary = await service.writeSummary({} as never, { visitorId: 'v', ip: 'ip' });
      expect(summary.text).toBe(good);
      expect(seeds).toEqual([4, 5]);
      expect(logged).toHaveLength(1);
    });
  });

  describe('writeChapter', () => {
    const chapterRequest = {
      story: { genre: 'Fantasy', readingGrade: 5 },
      characters: [],
      chapterNumber: 3,
      outline: chapters(15),
      targetWords: 500,
    } as unknown as ChapterRequest;
    const noOutline: Writer['writeOutline'] = async () => ({
      chapters: [],
      text: '',
      writer: 'openai',
      promptVersion: 'outline.v2',
    });

    it('is admitted by the limits as a chapter and recorded in the generations log', async () => {
      const { service, finished, logged } = serviceWith(noOutline, async (request, context) => ({
        number: request.chapterNumber,
        title: 'The Gate',
        text: `Seed ${context.seed}. ${'Mira walked along the harbour wall while the gulls cried overhead. '.repeat(30)}`,
        newFacts: [],
        writer: 'openai',
        model: 'm',
        promptVersion: 'chapter.v1',
      }));
      const chapter = await service.writeChapter(chapterRequest, { visitorId: 'v', ip: 'ip' });
      expect(chapter.text).toMatch(/^Seed 4\. Mira walked/);
      expect(finished).toEqual(['succeeded']);
      expect(logged).toEqual([
        ['v', 'chapter', 4, expect.objectContaining({ writer: 'openai', model: 'm', promptVersion: 'chapter.v1' })],
      ]);
    });

    it.each([
      ['another chapter', { number: 4, text: 'Prose.' }],
      ['an empty chapter', { number: 3, text: '  ' }],
      ['a refusal', { number: 3, text: "I'm sorry, but I can't help with that request." }],
      ['a 60-character chapter', { number: 3, text: 'Mira woke early. The egg was gone. She ran to the harbour.' }],
    ])('never passes on %s', async (_, written) => {
      const { service, finished, logged } = serviceWith(noOutline, async () => ({
        ...written,
        title: 'T',
        newFacts: [],
        writer: 'openai',
        promptVersion: 'chapter.v1',
      }));
      await expect(service.writeChapter(chapterRequest, { visitorId: 'v', ip: 'ip' })).rejects.toBeInstanceOf(
        WriterOutputInvalidException,
      );
      expect(finished).toEqual(['failed']);
      expect(logged).toEqual([]);
    });
  });
});
