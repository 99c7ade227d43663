import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { productionReplySchema } from '@storyloom/contracts/delivery';
import { pino } from 'pino';
import request from 'supertest';
import { JobsService } from '../src/jobs/jobs.service.js';
import { paidOrder } from './support/paid-order.js';
import {
  dropSchema,
  makeTempDir,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  TEST_SESSION_SECRET,
  uniqueSchema,
  type TestApp,
} from './support/test-app.js';
import { startWorkerChild } from './support/worker-child-process.js';

/**
 * Issue 27: a paid book's stages start when the job before them is sent (the payment, then each stage), not at a
 * worker's next poll. Here workers poll once every 10 minutes (JOBS_POLL_SECONDS' maximum), so a book that reaches
 * the print outbox within the test's time limit was woken at every step: payment → writing → typesetting → printing.
 * Nothing is timed; each step is an awaited event (the stage's own log line), and a missed wake hangs the test.
 */
const RARE_POLLS = { JOBS_POLL_SECONDS: '600', BOOK_WRITING_CONCURRENCY: '4', OFFLINE_WRITER_WORDS_PER_SECOND: '0' };
const STAGES_LOGGED = ['production.write wrote', 'production.typeset ', 'production.print handed to the print outbox'];

/** A pino logger whose lines are events: `logged(text)` resolves with the first line whose message contains it. */
function eventLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const waiting: Array<{ text: string; resolve: (line: Record<string, unknown>) => void }> = [];
  const logger = pino(
    { level: 'info' },
    {
      write: (chunk: string) => {
        for (const text of chunk.split('\n').filter(Boolean)) {
          const line = JSON.parse(text) as Record<string, unknown>;
          lines.push(line);
          for (const waiter of waiting.filter((entry) => String(line.msg ?? '').includes(entry.text))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(line);
          }
        }
      },
    },
  );
  const logged = (text: string): Promise<Record<string, unknown>> => {
    const seen = lines.find((line) => String(line.msg ?? '').includes(text));
    return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.push({ text, resolve }));
  };
  return { logger, logged };
}

/** Steps 1 to 5 through the API (offline writer), paid in the test checkout; answers the agent and the order id. */
const payForBook = (testApp: TestApp) =>
  paidOrder(testApp, { firstChapter: 'Ada found the lantern under the pier, still warm.' });

/** The print job the last stage wrote to the print outbox for the order. */
const printJobOf = (testApp: TestApp, orderId: string) =>
  JSON.parse(readFileSync(join(testApp.config.production.printOutboxDir, orderId, 'job.json'), 'utf8')) as {
    order_id: string;
  };

const productionOf = async (agent: ReturnType<typeof request.agent>, orderId: string) =>
  productionReplySchema.parse((await agent.get(`/api/orders/${orderId}/production`).expect(200)).body);

describe.each(TEST_DATABASES)('a paid book with workers that poll every 10 minutes, on %s', (database) => {
  it(
    'reaches print-ready: the payment wakes writing, writing wakes typesetting, typesetting wakes printing',
    async () => {
      const events = eventLogger();
      const testApp = await startTestApp({ database, env: RARE_POLLS, logger: events.logger });
      try {
        // Every worker has made its first fetch (found nothing) and sleeps its 10 minutes: only a wake starts a stage.
        await testApp.app.get(JobsService).idle();
        const { agent, orderId } = await payForBook(testApp);
        for (const stage of STAGES_LOGGED) await events.logged(`order ${orderId}: ${stage}`);
        expect((await productionOf(agent, orderId)).stage).toBe('ready_for_printing');
        expect(printJobOf(testApp, orderId)).toMatchObject({ order_id: orderId });
      } finally {
        await testApp.close();
      }
    },
    START_TIMEOUT_MS + 120_000,
  );
});

/** `npm run worker` needs a PostgreSQL server (the embedded database is one process's), so this runs only there. */
const onServer = TEST_DATABASES.includes('postgres') ? describe : describe.skip;

onServer('a paid book with the API at WORKERS=0 and `npm run worker` in a process of its own (postgres)', () => {
  it(
    "reaches print-ready: the API's payment wakes the other process, whose stages wake each other",
    async () => {
      const dataDir = makeTempDir('wake');
      const schema = uniqueSchema();
      let testApp: TestApp | undefined;
      try {
        testApp = await startTestApp({ database: 'postgres', dataDir, schema, env: { ...RARE_POLLS, WORKERS: '0' } });
        const worker = await startWorkerChild({
          ...RARE_POLLS,
          DATABASE_URL: process.env.TEST_DATABASE_URL!,
          DATABASE_SCHEMA: schema,
          DATA_DIR: dataDir,
          SESSION_SECRET: TEST_SESSION_SECRET,
        });
        try {
          // The worker says it is ready once its workers are registered, each with its first fetch under way; paying
          // takes the visitor's five steps after that, by when that fetch has long found nothing.
          const { agent, orderId } = await payForBook(testApp);
          for (const stage of STAGES_LOGGED) await worker.logged(`order ${orderId}: ${stage}`);
          expect((await productionOf(agent, orderId)).stage).toBe('ready_for_printing');
          expect(printJobOf(testApp, orderId)).toMatchObject({ order_id: orderId });
        } finally {
          await worker.stop();
        }
      } finally {
        // Given its folder and schema, the app leaves them to this test, which shared them with the worker.
        await testApp?.close();
        rmSync(dataDir, { recursive: true, force: true });
        await dropSchema(schema);
      }
    },
    180_000 + 120_000,
  );
});
