import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { createWorkerContext } from '../src/app.factory.js';
import { loadWorkerConfig } from '../src/config/app-config.js';
import { JobsService, type Job } from '../src/jobs/jobs.service.js';
import { restartableStorage, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, TEST_SESSION_SECRET, type TestApp, type TestAppOptions } from './support/test-app.js';

/** Short intervals so a test waits fractions of a second for a worker, and a second for the scheduler. */
const FAST_JOBS = { JOBS_POLL_SECONDS: '0.5', JOBS_CRON_CHECK_SECONDS: '1' };

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Long enough for several polls of an idle worker: what has not run by then is not going to run. */
const SEVERAL_POLLS_MS = 1_500;

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
    const seen: Array<Job<{ order: string }>> = [];
    await jobs.work<{ order: string }>(queue, async (job) => void seen.push(job));
    const id = await jobs.send(queue, { order: 'A-1' });
    expect(id).toEqual(expect.any(String));
    await waitFor('the job to be worked', () => seen.length > 0);
    await sleep(SEVERAL_POLLS_MS);
    expect(seen.map((job) => ({ id: job.id, data: job.data, retryCount: job.retryCount }))).toEqual([{ id, data: { order: 'A-1' }, retryCount: 0 }]);
    await waitFor('the job to be completed', async () => (await jobs.job(queue, id!))?.state === 'completed');
  });

  it('retries a failing job with backoff: each wait about twice the one before, until it succeeds', async () => {
    const queue = uniqueQueue('retry');
    const attempts: Array<{ at: number; retryCount: number }> = [];
    await jobs.work(
      queue,
      async (job) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        if (attempts.length < 3) throw new Error(`provider down (attempt ${attempts.length})`);
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    const id = (await jobs.send(queue, { book: 1 }))!;
    await waitFor('the third attempt', () => attempts.length === 3, 20_000);
    await waitFor('the job to be completed', async () => (await jobs.job(queue, id))?.state === 'completed');
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // pg-boss waits delay × 2^n × (1 + jitter)/2... : 1 to 2 s before the first retry, 2 to 4 s before the second.
    const [first, second, third] = attempts.map((attempt) => attempt.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    expect((await jobs.job(queue, id))?.retryCount).toBe(2);
  }, 30_000);

  it('marks a job failed, with the error, once its retries are used up', async () => {
    const queue = uniqueQueue('fail');
    let calls = 0;
    await jobs.work(
      queue,
      async () => {
        calls++;
        throw new Error('the outline is unreadable');
      },
      { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
    );
    const id = (await jobs.send(queue, {}))!;
    await waitFor('the job to fail for good', async () => (await jobs.job(queue, id))?.state === 'failed');
    expect(calls).toBe(2);
    expect(JSON.stringify((await jobs.job(queue, id))?.output)).toContain('the outline is unreadable');
  });

  it('never runs a stately job twice: the same singletonKey sent again while one waits is refused', async () => {
    const queue = uniqueQueue('stately');
    const ran: string[] = [];
    await jobs.work<{ attempt: string }>(queue, async (job) => void ran.push(job.data.attempt), { policy: 'stately' });
    // Not before a second from now, so the first is still waiting when the others are sent.
    const first = await jobs.send(queue, { attempt: 'first' }, { singletonKey: 'order-7:write', startAfter: 1 });
    const again = await jobs.send(queue, { attempt: 'again' }, { singletonKey: 'order-7:write' });
    const other = await jobs.send(queue, { attempt: 'other order' }, { singletonKey: 'order-8:write', startAfter: 1 });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    await waitFor('both orders to be worked', () => ran.length === 2);
    await sleep(SEVERAL_POLLS_MS);
    expect(ran.sort()).toEqual(['first', 'other order']);
  });

  it('registers a recurring job, which the scheduler then sends once for its minute', async () => {
    const queue = uniqueQueue('cron');
    // '* * * * *' is due again each minute: start early in one so the whole test sees a single occurrence.
    const secondsIntoMinute = new Date().getUTCSeconds();
    if (secondsIntoMinute > 45) await sleep((61 - secondsIntoMinute) * 1000);
    let runs = 0;
    await jobs.schedule(queue, '* * * * *', async () => void runs++);
    expect(await jobs.schedules()).toContainEqual({ queue, cron: '* * * * *', tz: 'UTC' });
    await waitFor('the scheduled job to run', () => runs > 0);
    await sleep(SEVERAL_POLLS_MS);
    expect(runs).toBe(1);
  }, 40_000);

  it('sends a job inside a transaction only when the transaction commits', async () => {
    const queue = uniqueQueue('tx');
    const ran: string[] = [];
    await jobs.work<{ name: string }>(queue, async (job) => void ran.push(job.data.name));
    await expect(
      testApp.db.transaction(async (tx) => {
        await jobs.send(queue, { name: 'rolled back' }, { tx });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await testApp.db.transaction(async (tx) => {
      await jobs.send(queue, { name: 'committed' }, { tx });
    });
    await waitFor('the committed job', () => ran.length > 0);
    await sleep(SEVERAL_POLLS_MS);
    expect(ran).toEqual(['committed']);
  });
});

describe.each(TEST_DATABASES)('the job queue across processes and restarts on %s', (database) => {
  const storage = restartableStorage(database);
  afterAll(() => storage.cleanUp());
  const start = (env: Record<string, string>): Promise<TestApp> => startTestApp({ ...(storage.options as TestAppOptions), env: { ...FAST_JOBS, ...env } });

  it('with WORKERS=0 runs no job, not even a scheduled one; a job sent there survives a restart and runs once workers start', async () => {
    const queue = 'test.restart';
    const ran: string[] = [];
    const record = async (job: Job<{ name: string }>) => void ran.push(job.data.name);

    const sender = await start({ WORKERS: '0' });
    let id: string | null;
    try {
      const jobs = sender.app.get(JobsService);
      expect(jobs.worksJobs).toBe(false);
      await jobs.work(queue, record);
      await jobs.schedule('test.restart-cron', '* * * * *', async () => void ran.push('cron'));
      id = await jobs.send(queue, { name: 'sent before the restart' });
      await sleep(SEVERAL_POLLS_MS);
      expect(ran).toEqual([]);
      expect((await jobs.job(queue, id!))?.state).toBe('created');
    } finally {
      await sender.close();
    }

    const worker = await start({});
    try {
      const jobs = worker.app.get(JobsService);
      await jobs.work(queue, record);
      await waitFor('the job sent before the restart', () => ran.includes('sent before the restart'));
      await waitFor('the job to be completed', async () => (await jobs.job(queue, id!))?.state === 'completed');
      expect(ran.filter((name) => name === 'sent before the restart')).toHaveLength(1);
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('lets a running job finish before the app stops (graceful shutdown), and completes it', async () => {
    const queue = 'test.graceful';
    let finished = false;
    let started = false;
    const first = await start({});
    let id: string | null;
    try {
      const jobs = first.app.get(JobsService);
      await jobs.work(queue, async () => {
        started = true;
        await sleep(700);
        finished = true;
      });
      id = await jobs.send(queue, {});
      await waitFor('the job to start', () => started);
    } finally {
      await first.close();
    }
    expect(finished).toBe(true);

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
        const ran: Array<{ by: string; name: string }> = [];
        const apiJobs = api.app.get(JobsService);
        const workerJobs = worker.get(JobsService);
        expect(workerJobs.worksJobs).toBe(true);
        await apiJobs.work<{ name: string }>('test.split', async (job) => void ran.push({ by: 'api', name: job.data.name }));
        await workerJobs.work<{ name: string }>('test.split', async (job) => void ran.push({ by: 'worker', name: job.data.name }));
        await apiJobs.send('test.split', { name: 'one' });
        await apiJobs.send('test.split', { name: 'two' });
        await waitFor('both jobs', () => ran.length === 2);
        await sleep(SEVERAL_POLLS_MS);
        expect(ran.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
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
});
