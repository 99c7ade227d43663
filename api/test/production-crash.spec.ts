import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { ProductionReply } from '@storyloom/contracts/delivery';
import request from 'supertest';
import { loadConfig } from '../src/config/app-config.js';
import { PRODUCTION_QUEUES } from '../src/production/production-pipeline.service.js';
import { openDatabase } from '../src/database/open-database.js';
import { startApiChild, type ApiChild } from './support/api-child-process.js';
import { coverCharacters, coverStory } from './support/cover-images.js';
import { OpenAiCompatibleServer, storyDataOf } from './support/openai-compatible-server.js';
import { payForDraft, stageEnded } from './support/paid-order.js';
import { dropSchema, makeTempDir, TEST_DATABASES, TEST_SESSION_SECRET, uniqueSchema } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

const chapterOf = (body: Parameters<typeof storyDataOf>[0]) =>
  (storyDataOf(body)?.chapterToWrite as { number: number } | undefined)?.number;

/** Steps 1 to 4 and order details through the API in the child, the checkout opened and paid; answers the order id. */
async function payForBook(agent: Agent): Promise<string> {
  await agent.post('/api/step1').send({ characters: coverCharacters }).expect(200);
  await agent
    .post('/api/step2')
    .send({ ...coverStory, characters: coverCharacters })
    .expect(200);
  await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
  return payForDraft(agent, { firstChapter: 'The lantern was warm when Ada found it.' });
}

describe.each(TEST_DATABASES)('the API process killed in the middle of writing a book, on %s', (database) => {
  it('resumes after a restart: the book completes, chapters written before the crash are not written again, one set of files in the outbox', async () => {
    // Chapters take 0.7 s each at the provider; two at a time; a silent stage is handed back after 3 s.
    const provider = await OpenAiCompatibleServer.start({ chapterDelayMs: 700 });
    const dataDir = makeTempDir('crash');
    const schema = database === 'postgres' ? uniqueSchema() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'silent',
      // The child's own log (api-child.ts) tells when a stage ends: what the test awaits after the restart.
      CHILD_LOG_LEVEL: 'info',
      OPENAI_BASE_URL: provider.baseUrl,
      COVER_DESIGNER: 'offline',
      GENERATION_MAX_PER_IP: '100000',
      JOBS_POLL_SECONDS: '0.5',
      BOOK_WRITING_CONCURRENCY: '2',
      PRODUCTION_STALE_SECONDS: '3',
      PRODUCTION_RETRY_DELAY_SECONDS: '1',
      ...(schema ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema } : {}),
    };
    let child: ApiChild | undefined;
    try {
      child = await startApiChild(env);
      const agent = request.agent(child.url);
      const orderId = await payForBook(agent);
      const status = async (): Promise<ProductionReply> =>
        (await agent.get(`/api/orders/${orderId}/production`).expect(200)).body as ProductionReply;

      // Killed once a few chapters are stored, known from the provider's side: after chapters 2 and 3 one at a time,
      // two run at once, and a chapter starts only when one before it is stored (its slot is freed after the store,
      // WritingService.writeBook). So when chapter 7 is asked for, at most one of chapters 4 to 6 is still being
      // written: chapter 1 (from /step4), 2 and 3 and at least two of 4 to 6 are stored.
      await provider.until(() => provider.requests.some((one) => chapterOf(one.body) === 7));
      expect((await status()).chapters?.done).toBeGreaterThanOrEqual(5);
      const killedAt = Date.now();
      await child.kill();
      child = undefined;

      child = await startApiChild(env);
      const again = request.agent(child.url);
      // The visitor's cookie carries over: the same session secret signs it.
      const cookie = (
        await agent.jar.getCookies({ domain: new URL(child.url).hostname, path: '/', secure: false, script: false })
      )
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const statusAfter = async (): Promise<ProductionReply> =>
        (await again.get(`/api/orders/${orderId}/production`).set('Cookie', cookie).expect(200))
          .body as ProductionReply;
      // The print stage's end (or an error about the order) in the child's log, then the status page once.
      await child.logged(stageEnded(orderId, PRODUCTION_QUEUES.print));
      const done = await statusAfter();
      expect(done.chapters).toEqual({ done: 15, total: 15 });
      await child.stop();
      child = undefined;

      const config = loadConfig(env);
      const db = await openDatabase(config.database);
      let written: Array<{ number: number; written_at: Date | string }>;
      try {
        written = await db.query<{ number: number; written_at: Date | string }>(
          'SELECT number, written_at FROM order_chapters WHERE order_id = $1 ORDER BY number',
          [orderId],
        );
      } finally {
        await db.close();
      }
      expect(written.map((row) => row.number)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
      const keptFromBefore = written
        .filter((row) => row.number > 1 && new Date(row.written_at).getTime() < killedAt)
        .map((row) => row.number);
      const askedAfter = provider.requests
        .filter((one) => one.receivedAt > killedAt)
        .map((one) => chapterOf(one.body))
        .filter((number) => number !== undefined);
      expect(keptFromBefore.length).toBeGreaterThanOrEqual(4);
      expect(keptFromBefore.length).toBeLessThan(14);
      // Not one chapter stored before the crash was asked of the provider again; every other one was.
      expect(askedAfter.filter((number) => keptFromBefore.includes(number))).toEqual([]);
      expect(new Set([...keptFromBefore, ...askedAfter])).toEqual(
        new Set(Array.from({ length: 14 }, (_, index) => index + 2)),
      );

      expect(done).toMatchObject({ stage: 'ready_for_printing', failure: null });
      const outbox = config.production.printOutboxDir;
      expect(readdirSync(outbox)).toEqual([orderId]);
      expect(readdirSync(join(outbox, orderId)).sort()).toEqual(['cover.pdf', 'interior.pdf', 'job.json']);
    } finally {
      if (child) await child.kill();
      await provider.close();
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
      if (schema) await dropSchema(schema);
    }
  }, 600_000);
});
