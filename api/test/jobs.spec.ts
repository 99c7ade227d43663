import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createWorkerContext } from '../src/app.factory.js';
import { loadWorkerConfig } from '../src/config/app-config.js';
import { JobsService, type Job } from '../src/jobs/jobs.service.js';
import {
  restartableStorage,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  TEST_SESSION_SECRET,
  type TestApp,
  type TestAppOptions,
} from './support/test-app.js';

/**
 * Short intervals so an idle worker looks for work twice a second and the scheduler checks every second. No test
 * waits a set time: each awaits the event it needs (a handler called, pg-boss's outcome written: JobsService.idle)
 * and then reads pg-boss's own tables, so a busy machine makes them slower, never wrong.
 */
const FAST_JOBS = { JOBS_POLL_SECONDS: '0.5', JOBS_CRON_CHECK_SECONDS: '1' };

/** What a job handler was called with, in order; `count(n)` resolves once it has been called n times. */
function recorder<T>() {
  const calls: T[] = [];
  const waiting: Array<{ count: number; resolve: (calls: T[]) => void }> = [];
  return {
    calls,
    record(value: T): void {
      calls.push(value);
      for (const waiter of waiting.filter((entry) => calls.length >= entry.count)) waiter.resolve(calls);
    },
    count(count: number): Promise<T[]> {
      return calls.length >= count
        ? Promise.resolve(calls)
        : new Promise((resolve) => waiting.push({ count, resolve }));
    },
  };
}

/** A promise and the function that resolves it: a job handler that waits until the test lets it go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Every job pg-boss holds for `queue` (waiting, running, finished or archived): what was ever sent to it. */
async function jobsIn(testApp: TestApp, queue: string): Promise<Array<{ id: string; state: string }>> {
  const schema = testApp.config.jobs.schema;
  return testApp.db.query<{ id: string; state: string }>(
    `SELECT id, state FROM "${schema}".job WHERE name = $1 UNION ALL SELECT id, state FROM "${schema}".archive WHERE name = $1 ORDER BY id`,
    [queue],
  );
}

/**
 * Brings a waiting job's time forward to now and wakes its queue: the test's clock, instead of waiting out the delay
 * pg-boss put on it (a retry's backoff, a send's startAfter) in real seconds.
 */
async function dueNow(testApp: TestApp, jobs: JobsService, queue: string, id: string): Promise<void> {
  await testApp.db.query(
    `UPDATE "${testApp.config.jobs.schema}".job SET start_after = now() WHERE name = $1 AND id = $2`,
    [queue, id],
  );
  await jobs.wake(queue);
}

/** The wait pg-boss put on a job it holds for a retry: from the start of the attempt that failed to the retry's time. */
async function retryWait(testApp: TestApp, queue: string, id: string): Promise<{ state: string; seconds: number }> {
  const [row] = await testApp.db.query<{ state: string; seconds: number }>(
    `SELECT state, EXTRACT(EPOCH FROM start_after - started_on)::float AS seconds FROM "${testApp.config.jobs.schema}".job WHERE name = $1 AND id = $2`,
    [queue, id],
  );
  return { state: row!.state, seconds: Number(row!.seconds) };
}

let queueCounter = 0;
const uniqueQueue = (name: string) => `test.${name}.${++queueCounter}`;

describe.each(TEST_DATABASES)('the job queue on %s', (database) => {
  let testApp: TestApp;
  let jobs: JobsService;
  beforeAll(async () => {
    testApp = await startTestApp({ database, env: FAST_JOBS });
    jobs = testApp.app.get(JobsService);
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('works a job sent once, exactly once, with the data it was sent with', async () => {
    const queue = uniqueQueue('once');
    const seen = recorder<Job<{ order: string }>>();
    await jobs.work<{ order: string }>(queue, async (job) => seen.record(job));
    const id = await jobs.send(queue, { order: 'A-1' });
    expect(id).toEqual(expect.any(String));
    await seen.count(1);
    await jobs.idle();
    // Completed is final: pg-boss never hands the job out again, so the one call seen is the only one there will be.
    expect((await jobs.job(queue, id!))?.state).toBe('completed');
    expect(seen.calls.map((job) => ({ id: job.id, data: job.data, retryCount: job.retryCount }))).toEqual([
      { id, data: { order: 'A-1' }, retryCount: 0 },
    ]);
  });

  it('retries a failing job with backoff (at least 1 s before the first retry, 2 s before the second) until it succeeds', async () => {
    const queue = uniqueQueue('retry');
    const attempt = recorder<number>();
    await jobs.work(
      queue,
      async (job) => {
        attempt.record(job.retryCount);
        if (attempt.calls.length < 3) throw new Error(`provider down (attempt ${attempt.calls.length})`);
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    const id = (await jobs.send(queue, { book: 1 }))!;
    // pg-boss puts a retry off by delay × 2^n × (1 + jitter) / 2: 1 to 2 s after the first failed attempt started, 2 to
    // 4 s after the second. Read from the job's row (lower bounds: the attempt's own time comes on top), then brought
    // forward rather than waited out.
    for (const [failures, atLeastSeconds] of [
      [1, 1],
      [2, 2],
    ] as const) {
      await attempt.count(failures);
      await jobs.idle();
      const wait = await retryWait(testApp, queue, id);
      expect(wait.state).toBe('retry');
      expect(wait.seconds).toBeGreaterThanOrEqual(atLeastSeconds);
      await dueNow(testApp, jobs, queue, id);
    }
    await attempt.count(3);
    await jobs.idle();
    expect((await jobs.job(queue, id))?.state).toBe('completed');
    expect(attempt.calls).toEqual([0, 1, 2]);
    expect((await jobs.job(queue, id))?.retryCount).toBe(2);
  });

  it('marks a job failed, with the error, once its retries are used up', async () => {
    const queue = uniqueQueue('fail');
    const call = recorder<number>();
    await jobs.work(
      queue,
      async (job) => {
        call.record(job.retryCount);
        throw new Error('the outline is unreadable');
      },
      { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
    );
    const id = (await jobs.send(queue, {}))!;
    await call.count(1);
    await jobs.idle();
    expect((await retryWait(testApp, queue, id)).state).toBe('retry');
    await dueNow(testApp, jobs, queue, id);
    await call.count(2);
    await jobs.idle();
    // Failed is final, like completed: no third call can follow.
    expect((await jobs.job(queue, id))?.state).toBe('failed');
    expect(call.calls).toEqual([0, 1]);
    expect(JSON.stringify((await jobs.job(queue, id))?.output)).toContain('the outline is unreadable');
  });

  it('never runs a stately job twice: the same singletonKey sent again while one waits is refused', async () => {
    const queue = uniqueQueue('stately');
    const ran = recorder<string>();
    await jobs.work<{ attempt: string }>(queue, async (job) => ran.record(job.data.attempt), { policy: 'stately' });
    // Not before an hour from now, so the first is still waiting when the others are sent; then brought forward.
    const first = await jobs.send(queue, { attempt: 'first' }, { singletonKey: 'order-7:write', startAfter: 3600 });
    const again = await jobs.send(queue, { attempt: 'again' }, { singletonKey: 'order-7:write' });
    const other = await jobs.send(
      queue,
      { attempt: 'other order' },
      { singletonKey: 'order-8:write', startAfter: 3600 },
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    await dueNow(testApp, jobs, queue, first!);
    await dueNow(testApp, jobs, queue, other!);
    await ran.count(2);
    await jobs.idle();
    // The refused send left no row: the queue only ever held the two, both worked once and completed for good.
    expect(await jobsIn(testApp, queue)).toEqual(
      expect.arrayContaining([
        { id: first, state: 'completed' },
        { id: other, state: 'completed' },
      ]),
    );
    expect(await jobsIn(testApp, queue)).toHaveLength(2);
    expect([...ran.calls].sort()).toEqual(['first', 'other order']);
  });

  it('registers a recurring job, which the scheduler then sends once per minute and a worker works once', async () => {
    const queue = uniqueQueue('cron');
    const ran = recorder<string>();
    await jobs.schedule(queue, '* * * * *', async (job) => ran.record(job.id));
    expect(await jobs.schedules()).toContainEqual({ queue, cron: '* * * * *', tz: 'UTC' });
    await ran.count(1);
    await jobs.idle();
    // However many minutes the test spans (a busy machine may carry it into the next one): the scheduler's sends
    // for this queue (pg-boss's send-it jobs) are one per minute, each became at most one job, and each job that
    // was worked was worked once.
    const schema = testApp.config.jobs.schema;
    const minutes = await testApp.db.query<{ minute: string }>(
      `SELECT singleton_on::text AS minute FROM "${schema}".job WHERE name = '__pgboss__send-it' AND singleton_key = $1
       UNION ALL SELECT singleton_on::text FROM "${schema}".archive WHERE name = '__pgboss__send-it' AND singleton_key = $1`,
      [queue],
    );
    expect(minutes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(minutes.map((row) => row.minute)).size).toBe(minutes.length);
    const sent = await jobsIn(testApp, queue);
    expect(sent.length).toBeLessThanOrEqual(minutes.length);
    expect(new Set(ran.calls).size).toBe(ran.calls.length);
    expect(sent.map((job) => job.id)).toEqual(expect.arrayContaining(ran.calls));
  }, 90_000);

  it('sends a job inside a transaction only when the transaction commits', async () => {
    const queue = uniqueQueue('tx');
    const ran = recorder<string>();
    await jobs.work<{ name: string }>(queue, async (job) => ran.record(job.data.name));
    await expect(
      testApp.db.transaction(async (tx) => {
        await jobs.send(queue, { name: 'rolled back' }, { tx });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await testApp.db.transaction(async (tx) => {
      await jobs.send(queue, { name: 'committed' }, { tx });
    });
    await ran.count(1);
    await jobs.idle();
    // The rolled-back send left no row to work, now or later: the queue only ever held the committed job.
    expect(await jobsIn(testApp, queue)).toEqual([{ id: expect.any(String), state: 'completed' }]);
    expect(ran.calls).toEqual(['committed']);
  });
});

describe.each(TEST_DATABASES)('the job queue across processes and restarts on %s', (database) => {
  const storage = restartableStorage(database);
  afterAll(() => storage.cleanUp());
  const start = (env: Record<string, string>): Promise<TestApp> =>
    startTestApp({ ...(storage.options as TestAppOptions), env: { ...FAST_JOBS, ...env } });

  it('with WORKERS=0 runs no job, not even a scheduled one; a job sent there survives a restart and runs once workers start', async () => {
    const queue = 'test.restart';
    const ran = recorder<string>();
    const record = async (job: Job<{ name: string }>) => ran.record(job.data.name);

    const sender = await start({ WORKERS: '0' });
    let id: string | null;
    try {
      const jobs = sender.app.get(JobsService);
      expect(jobs.worksJobs).toBe(false);
      await jobs.work(queue, record);
      await jobs.schedule('test.restart-cron', '* * * * *', async () => ran.record('cron'));
      id = await jobs.send(queue, { name: 'sent before the restart' });
    } finally {
      await sender.close();
    }
    // Closed, the sender can do nothing more: over its whole life it ran nothing, and left the job waiting.
    expect(ran.calls).toEqual([]);

    const worker = await start({});
    try {
      const jobs = worker.app.get(JobsService);
      // Read before this process has a worker for the queue: still exactly as the sender left it.
      expect((await jobs.job(queue, id!))?.state).toBe('created');
      await jobs.work(queue, record);
      await ran.count(1);
      await jobs.idle();
      expect((await jobs.job(queue, id!))?.state).toBe('completed');
      expect(ran.calls).toEqual(['sent before the restart']);
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('starts a job sent in a transaction as soon as it commits, though its worker polls only every 10 minutes', async () => {
    const queue = 'test.wake';
    const ran = recorder<string>();
    const testApp = await start({ JOBS_POLL_SECONDS: '600' });
    try {
      const jobs = testApp.app.get(JobsService);
      await jobs.work<{ name: string }>(queue, async (job) => ran.record(job.data.name));
      // The worker's first fetch (under way once work() resolves) has found nothing: it now sleeps its 10 minutes.
      await jobs.idle();
      await expect(
        testApp.db.transaction(async (tx) => {
          await jobs.send(queue, { name: 'rolled back' }, { tx });
          throw new Error('the payment could not be recorded');
        }),
      ).rejects.toThrow('the payment could not be recorded');
      await testApp.db.transaction((tx) => jobs.send(queue, { name: 'committed' }, { tx }));
      // Only the commit's signal can wake the worker before the test's time limit.
      await ran.count(1);
      await jobs.idle();
      expect(ran.calls).toEqual(['committed']);
    } finally {
      await testApp.close();
    }
  }, 60_000);

  it('lets a running job finish before the app stops (graceful shutdown), and completes it', async () => {
    const queue = 'test.graceful';
    const happened: string[] = [];
    const started = recorder<string>();
    const goOn = gate();
    const first = await start({});
    let id: string | null = null;
    let closing: Promise<void> | undefined;
    try {
      const jobs = first.app.get(JobsService);
      await jobs.work(queue, async (job) => {
        started.record(job.id);
        await goOn.opened; // still running when the app is asked to stop
        happened.push('the job finished');
      });
      id = await jobs.send(queue, {});
      await started.count(1);
    } finally {
      closing = first.close().then(() => void happened.push('the app stopped'));
      // The job goes on once stopping is under way (the next turn of the event loop), not after a guessed delay.
      setImmediate(goOn.open);
      await closing;
    }
    expect(happened).toEqual(['the job finished', 'the app stopped']);

    const second = await start({ WORKERS: '0' });
    try {
      expect((await second.app.get(JobsService).job(queue, id!))?.state).toBe('completed');
    } finally {
      await second.close();
    }
  }, 60_000);
});

/** `npm run worker` needs a PostgreSQL server (the embedded database is one process's), so this runs only there. */
const onServer = TEST_DATABASES.includes('postgres') ? describe : describe.skip;

onServer('npm run worker beside an API with WORKERS=0 (postgres)', () => {
  it('works the jobs the API sends, in a context of its own without HTTP, and stops cleanly', async () => {
    const api = await startTestApp({ database: 'postgres', env: { ...FAST_JOBS, WORKERS: '0' } });
    try {
      const { database, paths } = api.config;
      if (database.driver !== 'postgres') throw new Error('expected the PostgreSQL server');
      const worker = await createWorkerContext(
        loadWorkerConfig({
          DATABASE_URL: database.url,
          DATABASE_SCHEMA: database.schema,
          DATA_DIR: paths.dataDir,
          SESSION_SECRET: TEST_SESSION_SECRET,
          WORKERS: '0', // the API's setting, shared through the environment: the worker works jobs anyway
          ...FAST_JOBS,
        }),
        { logger: pino({ level: 'silent' }) },
      );
      try {
        const ran = recorder<{ by: string; name: string }>();
        const apiJobs = api.app.get(JobsService);
        const workerJobs = worker.get(JobsService);
        expect(workerJobs.worksJobs).toBe(true);
        await apiJobs.work<{ name: string }>('test.split', async (job) =>
          ran.record({ by: 'api', name: job.data.name }),
        );
        await workerJobs.work<{ name: string }>('test.split', async (job) =>
          ran.record({ by: 'worker', name: job.data.name }),
        );
        await apiJobs.send('test.split', { name: 'one' });
        await apiJobs.send('test.split', { name: 'two' });
        await ran.count(2);
        await workerJobs.idle();
        // Both completed for good: nobody can work them again, so the two calls seen are all there will be.
        expect((await jobsIn(api, 'test.split')).map((job) => job.state)).toEqual(['completed', 'completed']);
        expect([...ran.calls].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
          { by: 'worker', name: 'one' },
          { by: 'worker', name: 'two' },
        ]);
      } finally {
        await worker.close();
      }
    } finally {
      await api.close();
    }
  }, 60_000);

  it("starts a job the API sends in a transaction at once in the worker's context, which polls only every 10 minutes", async () => {
    const api = await startTestApp({ database: 'postgres', env: { WORKERS: '0' } });
    try {
      const { database, paths } = api.config;
      if (database.driver !== 'postgres') throw new Error('expected the PostgreSQL server');
      const worker = await createWorkerContext(
        loadWorkerConfig({
          DATABASE_URL: database.url,
          DATABASE_SCHEMA: database.schema,
          DATA_DIR: paths.dataDir,
          SESSION_SECRET: TEST_SESSION_SECRET,
          JOBS_POLL_SECONDS: '600',
        }),
        { logger: pino({ level: 'silent' }) },
      );
      try {
        const ran = recorder<string>();
        const apiJobs = api.app.get(JobsService);
        const workerJobs = worker.get(JobsService);
        await apiJobs.work('test.split-wake', async () => undefined);
        await workerJobs.work<{ name: string }>('test.split-wake', async (job) => ran.record(job.data.name));
        // The worker's first fetch has found nothing: it sleeps its 10 minutes until the API's commit is signalled.
        await workerJobs.idle();
        await api.db.transaction((tx) => apiJobs.send('test.split-wake', { name: 'paid' }, { tx }));
        await ran.count(1);
        await workerJobs.idle();
        expect(ran.calls).toEqual(['paid']);
      } finally {
        await worker.close();
      }
    } finally {
      await api.close();
    }
  }, 60_000);
});
