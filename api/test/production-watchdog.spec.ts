import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JobsService } from '../src/jobs/jobs.service.js';
import { PRODUCTION_QUEUES, ProductionPipeline } from '../src/production/production-pipeline.service.js';
import { paidOrder } from './support/paid-order.js';
import { ProductionRepository } from '../src/production/production.repository.js';
import { capturingLogger, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';
import { untilJobsMoveOn } from './support/job-events.js';

/** Steps 1 to 4 and the order details, the checkout paid; `beforePaying` runs once the cover is stored. */
const payForBook = async (testApp: TestApp, beforePaying: () => Promise<void>): Promise<string> =>
  (await paidOrder(testApp, { firstChapter: 'The lantern was warm when Ada found it.', beforePay: beforePaying }))
    .orderId;

/** The stored print file of the one cover this test's app has (local photo store), to take away. */
async function coverPrintFile(testApp: TestApp): Promise<string> {
  const rows = await testApp.db.query<{ storage_key: string }>(
    "SELECT storage_key FROM cover_assets WHERE kind = 'cover_print'",
  );
  const storage = testApp.config.storage;
  if (storage.driver !== 'local' || rows.length !== 1) throw new Error('expected one local cover print');
  return join(storage.dir, 'cover-assets', rows[0]!.storage_key);
}

describe.each(TEST_DATABASES)('the production watchdog and a stage waiting for its retry, on %s', (database) => {
  let testApp: TestApp;
  /** Reads until `done`, again after each job the app works: the pipeline's stages are its jobs. */
  const waitFor = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
    untilJobsMoveOn(testApp.app.get(JobsService), what, read, done);
  beforeAll(async () => {
    // The retry is far off: the stage sits waiting for it while the test looks at the watchdog.
    testApp = await startTestApp({
      database,
      env: {
        JOBS_POLL_SECONDS: '0.5',
        PRODUCTION_RETRIES: '2',
        PRODUCTION_RETRY_DELAY_SECONDS: '3600',
        PRODUCTION_STALE_SECONDS: '3600',
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('does not report (nor fail again) a stage whose worker is only waiting to retry it', async () => {
    // The book is written at once (offline writer); typesetting fails for the cover print taken away.
    let file = '';
    const orderId = await payForBook(testApp, async () => {
      file = await coverPrintFile(testApp);
      renameSync(file, `${file}.away`);
    });
    const typesetJob = async () =>
      (
        await testApp.db.query<{ id: string; state: string; retry_count: number }>(
          `SELECT id, state, retry_count FROM "${testApp.config.jobs.schema}".job WHERE name = $1 AND singleton_key = $2`,
          [PRODUCTION_QUEUES.typeset, orderId],
        )
      )[0];
    try {
      const waiting = await waitFor(
        'the first typesetting attempt to fail',
        typesetJob,
        (job) => job?.state === 'retry',
      );
      await testApp.app.get(JobsService).idle();
      // Long after its last heartbeat, as the watchdog sees it (the clock the query reads is the database's).
      await testApp.db.query(
        "UPDATE order_production SET heartbeat_at = now() - interval '2 hours' WHERE order_id = $1",
        [orderId],
      );
      const watchdog = testApp.app.get(ProductionPipeline);
      expect(await watchdog.releaseStale()).toBe(0);
      // Even when the stage row still names the waiting job (a process stopped between the failure and clearing it).
      await testApp.db.query(
        "UPDATE order_production SET active_queue = $2, active_job_id = $3, heartbeat_at = now() - interval '2 hours' WHERE order_id = $1",
        [orderId, PRODUCTION_QUEUES.typeset, waiting!.id],
      );
      expect(await watchdog.releaseStale()).toBe(0);
      expect(await typesetJob()).toEqual(waiting);
      const [row] = await testApp.db.query<{ state: string }>(
        'SELECT state FROM order_production WHERE order_id = $1',
        [orderId],
      );
      expect(row?.state).toBe('typesetting');
    } finally {
      if (existsSync(`${file}.away`)) renameSync(`${file}.away`, file);
    }
  }, 120_000);
});

describe.each(TEST_DATABASES)(
  'the production watchdog by the app clock, and a retry that has just started, on %s',
  (database) => {
    const TWO_HOURS_MS = 2 * 3600 * 1000;
    let now = Date.parse('2026-11-27T09:00:00Z');
    const { logger, lines } = capturingLogger();
    const stoppedReports = () => lines().filter((line) => String(line.msg).includes('stopped answering'));
    let testApp: TestApp;
    beforeAll(async () => {
      // No workers: nothing works the write job, so the test says which attempt holds it; the watchdog is called by hand.
      testApp = await startTestApp({
        database,
        logger,
        clock: () => new Date(now),
        env: {
          WORKERS: '0',
          PRODUCTION_RETRIES: '2',
          PRODUCTION_RETRY_DELAY_SECONDS: '3600',
          PRODUCTION_STALE_SECONDS: '60',
        },
      });
    }, START_TIMEOUT_MS);
    afterAll(() => testApp.close());

    it('reports only the attempt that went silent: not the retry pg-boss has just handed a worker, nor one waiting to start', async () => {
      const orderId = await payForBook(testApp, async () => undefined);
      const writeJob = async () =>
        (
          await testApp.db.query<{ id: string; state: string; retry_count: number }>(
            `SELECT id, state, retry_count FROM "${testApp.config.jobs.schema}".job WHERE name = $1 AND singleton_key = $2`,
            [PRODUCTION_QUEUES.write, orderId],
          )
        )[0]!;
      const { id } = await writeJob();
      const stages = testApp.app.get(ProductionRepository);
      const watchdog = testApp.app.get(ProductionPipeline);
      const enter = (attempt: number) =>
        stages.transaction((tx) =>
          stages.enter(tx, orderId, ['queued', 'writing'], 'writing', { queue: PRODUCTION_QUEUES.write, id, attempt }),
        );

      // The first attempt entered the stage and beat once; then it failed, and before its row was cleared pg-boss
      // handed the retry (same job id, retry_count 1) to a worker that has not entered the stage yet.
      expect(await enter(0)).toBe(true);
      await testApp.db.query(
        `UPDATE "${testApp.config.jobs.schema}".job SET state = 'active', started_on = now(), retry_count = 1 WHERE id = $1`,
        [id],
      );
      now += TWO_HOURS_MS;
      expect(await watchdog.releaseStale()).toBe(0);
      expect(await writeJob()).toEqual({ id, state: 'active', retry_count: 1 });
      expect(stoppedReports()).toEqual([]);

      // Within PRODUCTION_STALE_SECONDS of its heartbeat (by the app clock) a stage is not stale at all.
      expect(await enter(1)).toBe(true);
      now += 59_000;
      expect(await watchdog.releaseStale()).toBe(0);

      // The retry's worker really stops: its attempt is the job's, and it is reported and handed back once.
      now += TWO_HOURS_MS;
      expect(await watchdog.releaseStale()).toBe(1);
      expect(stoppedReports()).toHaveLength(1);
      const waiting = await writeJob();
      expect(waiting).toEqual({ id, state: 'retry', retry_count: 1 });

      // Waiting for its next attempt (start_after an hour ahead), the job is not reported again, even with the row
      // still naming it (a process stopped between the failure and clearing it).
      expect(await enter(1)).toBe(true);
      now += TWO_HOURS_MS;
      expect(await watchdog.releaseStale()).toBe(0);
      expect(await writeJob()).toEqual(waiting);
      expect(stoppedReports()).toHaveLength(1);
    }, 120_000);
  },
);
