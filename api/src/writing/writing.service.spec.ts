import { describe, expect, it } from '@jest/globals';
import type { GenerationLog } from './generation-log.js';
import type { GenerationLimiter, GenerationTicket } from './limits/generation-limiter.js';
import { WriterOutputInvalidException } from './writing.exception.js';
import { WritingService } from './writing.service.js';
import type { OutlineRequest, Writer, WrittenChapter } from './writing.types.js';

const chapters = (count: number): WrittenChapter[] => Array.from({ length: count }, (_, index) => ({ number: index + 1, title: `T${index + 1}`, synopsis: 'S', tags: [] }));
const request = { chapterCount: 15 } as OutlineRequest;

function serviceWith(writeOutline: Writer['writeOutline']) {
  const finished: string[] = [];
  const logged: unknown[] = [];
  const limiter = {
    admit: async (): Promise<GenerationTicket> => ({ id: '7', seed: 4 }),
    finish: async (_: GenerationTicket, outcome: string) => void finished.push(outcome),
  } as unknown as GenerationLimiter;
  const log = { record: async (...args: unknown[]) => void logged.push(args) } as unknown as GenerationLog;
  const writer: Writer = { kind: 'offline', writeSummary: async () => ({ text: 'x', writer: 'offline', promptVersion: 'v' }), writeOutline };
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
    const { service, finished, logged } = serviceWith(async () => ({ chapters: written, text: '', writer: 'openai', promptVersion: 'outline.v1' }));
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
});
