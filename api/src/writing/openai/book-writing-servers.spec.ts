import { afterEach, describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { OpenAiCompatibleServer, storyDataOf } from '../../../test/support/openai-compatible-server.js';
import { openAiTestConfig } from '../../../test/support/openai-test-config.js';
import type { OpenAiConfig } from '../../config/app-config.js';
import type { BookPlan } from '../book-writer.js';
import type { GenerationLog } from '../generation-log.js';
import type { GenerationLimiter } from '../limits/generation-limiter.js';
import { BookChapterFailedException } from '../writing.exception.js';
import { CHAPTER_OUTPUT_RETRIES, WritingService } from '../writing.service.js';
import type { WrittenChapterText } from '../writing.types.js';
import { CHAPTER_CONTINUATIONS } from './chapter-writer.js';
import { OpenAiWriter } from './openai-writer.js';

const plan = (chapterCount: number): BookPlan => ({
  story: {
    title: 'The Egg',
    genre: 'Adventure',
    premise: 'A dinosaur egg',
    styles: [],
    tones: [],
    readingGrade: 1,
    readingLevelLabel: 'Kid',
  },
  characters: [savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true })],
  summary: '# The Egg',
  outline: Array.from({ length: chapterCount }, (_, index) => ({
    number: index + 1,
    title: `Title ${index + 1}`,
    synopsis: `Mira in ${index + 1}.`,
    tags: ['Mira'],
  })),
});

/** A paid book is not admitted by the visitor limits nor logged in a draft: writeBook never calls them. */
const notUsed = {} as GenerationLimiter & GenerationLog;
const bookWriter = (config: OpenAiConfig) => new WritingService(new OpenAiWriter(config), notUsed, notUsed);
const chapterOf = (server: OpenAiCompatibleServer, index: number) =>
  (storyDataOf(server.requests[index]!.body)!.chapterToWrite as { number: number }).number;

describe('WritingService.writeBook through the openai SDK and local OpenAI-compatible servers', () => {
  let server: OpenAiCompatibleServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('adapts to a server with one slot: it backs off after the first refusals and writes the whole book', async () => {
    // Each chapter takes the server 150 ms; a request arriving while it works on another is refused (429) at once.
    server = await OpenAiCompatibleServer.start({ chapterDelayMs: 150, slots: 1 });
    const concurrency = 4;
    const stored: number[] = [];
    const chapters = await bookWriter(openAiTestConfig(server.baseUrl, { maxRetries: 0 })).writeBook(plan(8), {
      concurrency,
      written: [],
      onChapter: async (chapter: WrittenChapterText) => void stored.push(chapter.number),
    });
    expect(chapters.map((chapter) => chapter.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stored.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const refused = server.requests.filter((sent) => sent.refusedBusy).length;
    // Chapters 1 to 3 are written one after another; then backing off from 4 to 1 costs 3 + 1 refusals; after that
    // only a rare probe for a second slot (one per 4 chapters written alone) is refused. Eight chapters at a fixed 4
    // at once failed the book.
    expect(refused).toBeGreaterThanOrEqual(3);
    expect(refused).toBeLessThanOrEqual(3 + 1 + 2);
    expect(server.requests.filter((sent) => !sent.refusedBusy)).toHaveLength(8);
  });

  it('adapts to a server with one slot that queues: once a request has timed out, no request sent after it times out', async () => {
    // A chapter takes 2 s; the others wait for the slot, and a client waiting 7 s for the first byte gives up.
    // Chapters 1 to 3 are written one after another (5 s to spare each). Then four go at once: the fourth would get
    // its first byte after 8 s and always gives up. Until the client sees that first timeout, it refills each slot
    // that frees up, and a refill waits behind the whole round: its first byte comes at about the timeout itself, so
    // it may give up too. What must hold: a request sent after the first timeout (after the back-off) never times
    // out; those have seconds to spare, which a loaded machine needs.
    server = await OpenAiCompatibleServer.start({ chapterDelayMs: 2000, slots: 1, whenBusy: 'queue' });
    const concurrency = 4;
    const chapters = await bookWriter(openAiTestConfig(server.baseUrl, { maxRetries: 0, timeoutMs: 7000 })).writeBook(
      plan(9),
      {
        concurrency,
        written: [],
        onChapter: async () => undefined,
      },
    );
    expect(chapters.map((chapter) => chapter.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(server.requests.slice(0, 3).map((_, index) => chapterOf(server!, index))).toEqual([1, 2, 3]);
    const timedOut = server.requests.filter((sent) => sent.abandonedAt !== undefined);
    expect(timedOut.length).toBeGreaterThanOrEqual(1);
    const firstTimeout = Math.min(...timedOut.map((sent) => sent.abandonedAt!));
    // The book went on after the first timeout, and no request sent then timed out.
    const afterwards = server.requests.filter((sent) => sent.receivedAt >= firstTimeout);
    expect(afterwards.length).toBeGreaterThanOrEqual(1);
    expect(afterwards.every((sent) => sent.abandonedAt === undefined)).toBe(true);
  }, 120_000);

  it('asks exactly the documented number of requests of a chapter that always fails, then fails the book with the cause', async () => {
    server = await OpenAiCompatibleServer.start();
    server.chapterReply = (number) => (number === 2 ? { status: 500 } : undefined);
    const maxRetries = 2;
    const failure = await bookWriter(openAiTestConfig(server.baseUrl, { maxRetries }))
      .writeBook(plan(3), { concurrency: 1, written: [], onChapter: async () => undefined })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BookChapterFailedException);
    expect((failure as BookChapterFailedException).why).toMatch(
      /^chapter 2 failed after 1 attempt\(s\).*WRITER_UNAVAILABLE \(down\).*500/,
    );
    // Per request OPENAI_MAX_RETRIES retries, and nothing on top of them.
    expect(server.requests.map((_, index) => chapterOf(server!, index))).toEqual([
      1,
      ...Array<number>(1 + maxRetries).fill(2),
    ]);
  });

  it('fails the book with the cause when a chapter written alone is refused for overload, without a stage retry', async () => {
    server = await OpenAiCompatibleServer.start();
    server.chapterReply = (number) => (number === 2 ? { status: 429, headers: { 'retry-after-ms': '5' } } : undefined);
    const failure = await bookWriter(openAiTestConfig(server.baseUrl, { maxRetries: 1 }))
      .writeBook(plan(3), { concurrency: 1, written: [], onChapter: async () => undefined })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BookChapterFailedException);
    expect((failure as BookChapterFailedException).why).toContain('WRITER_UNAVAILABLE (busy)');
    expect(server.requests.map((_, index) => chapterOf(server!, index))).toEqual([1, 2, 2]);
  });

  it('writes a chapter that keeps coming back cut off again once, with a new seed, then fails the book', async () => {
    server = await OpenAiCompatibleServer.start();
    server.chapterReply = () => ({ text: 'Mira ran and ran ', finishReason: 'length' });
    const failure = await bookWriter(openAiTestConfig(server.baseUrl))
      .writeBook(plan(1), { concurrency: 1, written: [], onChapter: async () => undefined })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BookChapterFailedException);
    expect((failure as BookChapterFailedException).why).toContain('WRITER_OUTPUT_INVALID');
    const perAttempt = 1 + CHAPTER_CONTINUATIONS;
    expect(server.requests).toHaveLength((1 + CHAPTER_OUTPUT_RETRIES) * perAttempt);
    // Every request samples with its own seed: none repeats another's text on vLLM or llama.cpp.
    expect(new Set(server.requests.map((sent) => sent.body.seed)).size).toBe(server.requests.length);
  });
});
