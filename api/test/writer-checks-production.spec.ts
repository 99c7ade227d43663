import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ProductionReply } from '@storyloom/contracts/delivery';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { paidOrder, productionStatus, waitFor, type Agent } from './support/paid-order.js';
import { capturingLogger, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

// Issue 24, F3 in production: a paid book's chapters are checked before they are stored, typeset or fed into the
// story bible. A chapter that fails is written again; a chapter that keeps failing fails the writing stage with a
// clear cause for the operator, and nothing reaches the print outbox.

const REFUSAL = "I'm sorry, but I can't help with that request.";

const until = (agent: Agent, orderId: string, done: (reply: ProductionReply) => boolean) => waitFor(`order ${orderId} to settle`, () => productionStatus(agent, orderId), done);
const paidBook = (testApp: TestApp, beforePay: () => void) => paidOrder(testApp, { beforePay });

describe.each(TEST_DATABASES)('checked chapters of a paid book (a local OpenAI-compatible server) on %s', (database) => {
  let provider: OpenAiCompatibleServer;
  let testApp: TestApp;
  const logs = capturingLogger();
  beforeAll(async () => {
    provider = await OpenAiCompatibleServer.start();
    testApp = await startTestApp({
      database,
      logger: logs.logger,
      env: {
        OPENAI_BASE_URL: provider.baseUrl,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MAX_RETRIES: '0',
        COVER_DESIGNER: 'offline',
        GENERATION_MAX_PER_IP: '100000',
        JOBS_POLL_SECONDS: '0.5',
        PRODUCTION_RETRY_DELAY_SECONDS: '1',
        PRODUCTION_RETRIES: '0',
        BOOK_WRITING_CONCURRENCY: '2',
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });
  beforeEach(() => provider.reset());

  const storedChapters = (orderId: string) =>
    testApp.db.query<{ number: number; text: string; new_facts: string[] }>('SELECT number, text, new_facts FROM order_chapters WHERE order_id = $1 ORDER BY number', [orderId]);
  const outboxHas = (orderId: string) => existsSync(testApp.config.production.printOutboxDir) && readdirSync(testApp.config.production.printOutboxDir).includes(orderId);

  it('prints no preamble: every chapter is stored and typeset without it, and the story bible holds no assistant talk', async () => {
    const preamble = { preamble: 'Sure! Here is the next chapter of your story:\n\n' };
    const { agent, orderId } = await paidBook(testApp, () => provider.script(...Array.from({ length: 14 }, () => preamble)));
    const done = await until(agent, orderId, (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed');
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

  it('fails the writing stage with a clear message when a chapter keeps being refused, and prints nothing', async () => {
    const { agent, orderId } = await paidBook(testApp, () => provider.script(...Array.from({ length: 60 }, () => ({ text: REFUSAL }))));
    const done = await until(agent, orderId, (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed');
    expect(done.stage).toBe('failed');
    // The buyer reads the stage's message; the operator's log names the chapter and what its check found.
    expect(done.failure).toEqual({ stage: 'writing', message: expect.stringMatching(/could not finish writing your book/) });
    const failedForGood = logs.lines().find((line) => String(line.msg).includes(`order ${orderId}: `) && String(line.msg).includes('failed for good'));
    expect(String(failedForGood?.msg)).toMatch(/book chapter \d+ failed its checks: .*assistant-phrasing/);
    const chapters = await storedChapters(orderId);
    expect(chapters.map((chapter) => chapter.number)).toEqual([1]);
    expect(JSON.stringify(chapters)).not.toContain("I'm sorry");
    expect(outboxHas(orderId)).toBe(false);
  }, 240_000);
});
