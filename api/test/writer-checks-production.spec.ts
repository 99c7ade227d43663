import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { ProductionReply } from '@storyloom/contracts/delivery';
import { storyDataOf, type RecordedRequest } from './support/openai-compatible-server.js';
import { appWithLocalWriter } from './support/app-with-local-writer.js';
import { paidOrder, productionStatus, waitFor, type Agent } from './support/paid-order.js';
import { ProductionRepository } from '../src/production/production.repository.js';
import { TEST_DATABASES, type TestApp } from './support/test-app.js';

// Issue 24, F3 in production: a paid book's chapters are checked before they are stored, typeset or fed into the
// story bible. A chapter that fails is written again; a chapter that keeps failing fails the writing stage with a
// clear cause for the operator, and nothing reaches the print outbox.

const REFUSAL = "I'm sorry, but I can't help with that request.";
/** Chapter 1 of /step4 opening with the weather, as models like to. */
const WEATHER_FIRST_CHAPTER =
  'Rain fell on the pier all night. Ada found the lantern under it, still warm, as if someone had carried it.';

const until = (testApp: TestApp, agent: Agent, orderId: string, done: (reply: ProductionReply) => boolean) =>
  waitFor(testApp, `order ${orderId} to settle`, () => productionStatus(agent, orderId), done);
const paidBook = (testApp: TestApp, beforePay: () => void, firstChapter?: string) =>
  paidOrder(testApp, { beforePay, firstChapter });

/** The chapter a recorded request asks for, its story data and its system prompt. */
const chapterAsked = (recorded: RecordedRequest) => {
  const data = storyDataOf(recorded.body) as
    | { chapterToWrite?: { number: number }; previousChapterEnding?: { chapter: number; lastLines: string } }
    | undefined;
  return {
    number: data?.chapterToWrite?.number,
    data,
    system: recorded.body.messages.find((message) => message.role === 'system')?.content ?? '',
  };
};

describe.each(TEST_DATABASES)(
  'checked chapters of a paid book (a local OpenAI-compatible server) on %s',
  (database) => {
    const local = appWithLocalWriter(database, {
      OPENAI_MAX_RETRIES: '0',
      GENERATION_MAX_PER_IP: '100000',
      PRODUCTION_RETRY_DELAY_SECONDS: '1',
      BOOK_WRITING_CONCURRENCY: '2',
    });

    const storedChapters = (orderId: string) =>
      local.app.db.query<{ number: number; text: string; new_facts: string[] }>(
        'SELECT number, text, new_facts FROM order_chapters WHERE order_id = $1 ORDER BY number',
        [orderId],
      );
    const outboxHas = (orderId: string) =>
      existsSync(local.app.config.production.printOutboxDir) &&
      readdirSync(local.app.config.production.printOutboxDir).includes(orderId);

    it('prints no preamble: every chapter is stored and typeset without it, and the story bible holds no assistant talk', async () => {
      const preamble = { preamble: 'Sure! Here is the next chapter of your story:\n\n' };
      const { agent, orderId } = await paidBook(local.app, () =>
        local.provider.script(...Array.from({ length: 14 }, () => preamble)),
      );
      const done = await until(
        local.app,
        agent,
        orderId,
        (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
      );
      expect(done).toMatchObject({ stage: 'ready_for_printing', chapters: { done: 15, total: 15 } });
      const chapters = await storedChapters(orderId);
      expect(chapters).toHaveLength(15);
      for (const chapter of chapters.slice(1)) {
        expect(chapter.text).not.toMatch(/Sure!|Here is the next chapter|^Chapter \d+:/m);
        expect(chapter.text.split(/\s+/).length).toBeGreaterThan(500);
        expect(JSON.stringify(chapter.new_facts)).not.toMatch(/Sure!|Here is/);
      }
      expect(outboxHas(orderId)).toBe(true);
    }, 240_000);

    it('writes again a chapter that opens like the one before, and stores the flag of one that still does after its retry', async () => {
      // Chapter 2 opens with the weather like /step4's chapter 1 once; chapters 3 and 4 always do.
      const asked = new Map<number, number>();
      const { agent, orderId } = await paidBook(
        local.app,
        () => {
          local.provider.chapterReply = (number) => {
            asked.set(number, (asked.get(number) ?? 0) + 1);
            if (number === 2 && asked.get(number) === 1)
              return { chapterOpening: 'Rain drummed on the boathouse roof all morning.' };
            return number === 3 || number === 4 ? { chapterOpening: 'The wind howled over the harbour.' } : undefined;
          };
        },
        WEATHER_FIRST_CHAPTER,
      );
      const done = await until(
        local.app,
        agent,
        orderId,
        (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
      );
      expect(done).toMatchObject({ stage: 'ready_for_printing', chapters: { done: 15, total: 15 } });

      const requests = local.provider.requests.map(chapterAsked).filter((request) => request.number !== undefined);
      const forChapter = (number: number) => requests.filter((request) => request.number === number);
      // Chapter 2 continues from the end of chapter 1 and is told how chapter 1 opened; its weather opening is refused.
      expect(forChapter(2)).toHaveLength(2);
      expect(forChapter(2)[0]!.data?.previousChapterEnding).toEqual({ chapter: 1, lastLines: WEATHER_FIRST_CHAPTER });
      expect(forChapter(2)[0]!.system).toContain('Chapter 1 opened with the weather: open this chapter another way.');
      expect(forChapter(3)).toHaveLength(1);
      expect(forChapter(4)).toHaveLength(2);
      expect(
        local.logs
          .lines()
          .some((line) => String(line.msg).includes('book chapter 2 repeats chapter 1: Opens with the weather')),
      ).toBe(true);

      // The flags are stored with the order's chapters: chapter 4 kept its weather opening once its retry was spent.
      const chapters = await local.app.app.get(ProductionRepository).chapters(orderId);
      expect(chapters[1]!.text).not.toMatch(/^Rain/);
      expect(chapters[3]!.text).toMatch(/^The wind howled/);
      expect(chapters[3]!.flags).toEqual([
        {
          rule: 'opening-repeated',
          message: 'Opens with the weather, as chapter 3 does. ("The wind howled over the harbour.")',
        },
      ]);
      expect(chapters.filter((chapter) => chapter.number !== 4).flatMap((chapter) => chapter.flags)).toEqual([]);
      // A chapter stored as the code before migration 0015 stored it reads as flagged with nothing.
      await local.app.db.query(
        `INSERT INTO order_chapters (order_id, number, title, text, writer, prompt_version) VALUES ($1, 99, 'Old', 'Old text.', 'openai', 'chapter.v1')`,
        [orderId],
      );
      expect((await local.app.app.get(ProductionRepository).chapters(orderId)).at(-1)).toMatchObject({
        number: 99,
        flags: [],
      });
    }, 240_000);

    it('fails the writing stage with a clear message when a chapter keeps being refused, and prints nothing', async () => {
      const { agent, orderId } = await paidBook(local.app, () =>
        local.provider.script(...Array.from({ length: 60 }, () => ({ text: REFUSAL }))),
      );
      const done = await until(
        local.app,
        agent,
        orderId,
        (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
      );
      expect(done.stage).toBe('failed');
      // The buyer reads the stage's message; the operator's log names the chapter and what its check found.
      expect(done.failure).toEqual({
        stage: 'writing',
        message: expect.stringMatching(/could not finish writing your book/),
      });
      const failedForGood = local.logs
        .lines()
        .find(
          (line) => String(line.msg).includes(`order ${orderId}: `) && String(line.msg).includes('failed for good'),
        );
      expect(String(failedForGood?.msg)).toMatch(/book chapter \d+ failed its checks: .*assistant-phrasing/);
      const chapters = await storedChapters(orderId);
      expect(chapters.map((chapter) => chapter.number)).toEqual([1]);
      expect(JSON.stringify(chapters)).not.toContain("I'm sorry");
      expect(outboxHas(orderId)).toBe(false);
    }, 240_000);
  },
);
