import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { Database } from '../database/database.js';
import { PgBossDb } from './pg-boss-db.js';
import { SentJobSignal } from './sent-job-signal.js';
import type {
  JobHandler,
  JobRecord,
  QueueOptions,
  ScheduleOptions,
  ScheduleRecord,
  SendOptions,
} from './jobs.types.js';

export type {
  Job,
  JobHandler,
  JobRecord,
  QueueOptions,
  ScheduleOptions,
  ScheduleRecord,
  SendOptions,
} from './jobs.types.js';

/**
 * Jobs running when the process is asked to stop get this long to finish (main.ts gives the whole shutdown 10 s).
 * After it their signal is aborted and pg-boss fails them, so they are retried by whichever worker runs next.
 */
export const JOBS_SHUTDOWN_GRACE_MS = 8_000;

const QUEUE_DEFAULTS = {
  policy: 'standard',
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  concurrency: 1,
} as const;

/**
 * The durable job queue: pg-boss 10 on the project's database (PGlite or the PostgreSQL server, see PgBossDb), in
 * its own schema (config.jobs.schema). Modules register a worker per queue, send jobs, and schedule recurring ones:
 *
 *   constructor(private readonly jobs: JobsService) {}
 *   onModuleInit() { return this.jobs.schedule('cover.purge-photos', '0 * * * *', () => this.retention.purgeDue(new Date())); }
 *
 * With WORKERS=0 the process registers queues and sends jobs but works none and runs no scheduler or maintenance:
 * `npm run worker` (worker.ts) does, in a process of its own.
 *
 * A job sent is started at once, not at a worker's next poll (JOBS_POLL_SECONDS): every send also signals the
 * queue's name (sent-job-signal.ts, a NOTIFY delivered when the sending transaction commits), and every process
 * that works jobs listens and wakes its workers of that queue. Polling remains for what no signal covers.
 */
@Injectable()
export class JobsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly db: PgBossDb;
  private readonly sentSignal: SentJobSignal;
  private stopListening?: () => Promise<void>;
  private started?: Promise<PgBoss>;
  private stopping = false;
  private readonly running = new Set<Promise<void>>();
  /** Callers of jobHandled() waiting for the next job this process works to end. */
  private handledWaiters: Array<() => void> = [];
  /** This process's pg-boss workers, by queue. */
  private readonly localWorkers = new Map<string, string[]>();
  /** Aborted when a stopping process's grace period is over; every job handler sees it. */
  private readonly graceOver = new AbortController();
  /** The queue being created or updated (work()), which the next one waits for. */
  private queueSetup: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.db = new PgBossDb(database);
    this.sentSignal = new SentJobSignal(config.jobs.schema);
  }

  /** Whether this process works jobs (WORKERS, always on in `npm run worker`). */
  get worksJobs(): boolean {
    return this.config.jobs.workers;
  }

  async onModuleInit(): Promise<void> {
    await this.boss();
  }

  /**
   * Registers `handler` for `queue`, creating the queue (or bringing its options up to date). Jobs of it are worked
   * here only when this process runs workers; sending works everywhere.
   */
  async work<Data>(queue: string, handler: JobHandler<Data>, options: QueueOptions = {}): Promise<void> {
    const boss = await this.boss();
    const settings = { ...QUEUE_DEFAULTS, ...options };
    const definition = {
      name: queue,
      policy: settings.policy,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: settings.retryBackoff,
      expireInSeconds: settings.expireInSeconds,
    };
    // One queue set up at a time: pg-boss's create_queue alters the shared job table, and two at once (two
    // providers of a module registering queues in their onModuleInit, which Nest runs together) deadlock on PostgreSQL.
    // Another process starting at the same moment (API and worker processes of one deployment) can still deadlock
    // with this one: PostgreSQL then aborts one side's statement whole, and that side sets its queue up again.
    const setUp = this.queueSetup.then(async () => {
      await againAfterDeadlock(() => boss.createQueue(queue, definition));
      await againAfterDeadlock(() => boss.updateQueue(queue, definition));
    });
    this.queueSetup = setUp.catch(() => undefined);
    await setUp;
    if (!this.worksJobs) return;
    for (let slot = 0; slot < Math.max(1, settings.concurrency); slot++) {
      let workerId: string | undefined;
      const work = async (jobs: PgBoss.JobWithMetadata<Data>[]) => {
        try {
          await this.run(queue, handler, jobs);
        } finally {
          // pg-boss sleeps a polling interval after every fetch, even one that found a job; waking the worker
          // makes it fetch again at once, so a queue with work drains at full speed and only an empty one waits.
          if (workerId) boss.notifyWorker(workerId);
        }
      };
      workerId = await boss.work<Data>(
        queue,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.config.jobs.pollSeconds },
        work,
      );
      this.localWorkers.set(queue, [...(this.localWorkers.get(queue) ?? []), workerId]);
    }
  }

  /**
   * Queues a job. Resolves to its id, or null when the queue's policy refused it as a duplicate (a `stately`
   * queue already holding a waiting job with the same singletonKey).
   */
  async send<Data extends object>(queue: string, data: Data, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.boss();
    const { tx, startAfter, singletonKey } = options;
    const id = await boss.send(queue, data, {
      ...(singletonKey !== undefined ? { singletonKey } : {}),
      ...(startAfter !== undefined ? { startAfter } : {}),
      ...(tx ? { db: new PgBossDb(tx) } : {}),
    });
    // Workers pick the job up now rather than at their next poll: this process's at once when the job is already
    // committed; every process's (this one's too) through the signal, which a transaction delivers at its commit.
    // A job due later is found by the poll after it is due.
    if (id && startAfter === undefined) {
      if (!tx) for (const workerId of this.localWorkers.get(queue) ?? []) boss.notifyWorker(workerId);
      await this.sentSignal.send(tx ?? this.database, queue);
    }
    return id;
  }

  /**
   * Wakes this process's workers of `queue` to fetch now. send() already does, through its signal, once the job is
   * committed; this is for a caller that knows of work another way.
   */
  async wake(queue: string): Promise<void> {
    const workers = this.localWorkers.get(queue) ?? [];
    if (workers.length === 0) return;
    const boss = await this.boss();
    for (const workerId of workers) boss.notifyWorker(workerId);
  }

  /**
   * Runs `handler` on `cron` (five fields, UTC unless `options.tz`), e.g. '0 * * * *' at the top of every hour.
   * The schedule is stored in the database: whichever process runs workers sends each occurrence once.
   */
  async schedule<Data extends object>(
    queue: string,
    cron: string,
    handler: JobHandler<Data>,
    options: ScheduleOptions<Data> = {},
  ): Promise<void> {
    const { data, tz, ...queueOptions } = options;
    await this.work(queue, handler, queueOptions);
    const boss = await this.boss();
    await boss.schedule(queue, cron, data ?? {}, { tz: tz ?? 'UTC' });
  }

  async schedules(): Promise<ScheduleRecord[]> {
    const boss = await this.boss();
    return (await boss.getSchedules()).map((schedule) => ({
      queue: schedule.name,
      cron: schedule.cron,
      tz: (schedule as { timezone?: string }).timezone ?? 'UTC',
    }));
  }

  async job<Data>(queue: string, id: string): Promise<JobRecord<Data> | undefined> {
    const boss = await this.boss();
    const job = await boss.getJobById<Data>(queue, id, { includeArchive: true });
    if (!job) return undefined;
    return {
      id: job.id,
      queue: job.name,
      data: job.data,
      state: job.state,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      singletonKey: job.singletonKey,
      createdOn: job.createdOn,
      startedOn: job.startedOn ?? null,
      completedOn: job.completedOn,
      output: job.output,
    };
  }

  /**
   * Fails a job that is waiting or running (e.g. one whose worker died): retried like any failed attempt while
   * retries remain. A job already completed or failed is left as it is.
   */
  async fail(queue: string, id: string, message: string): Promise<void> {
    const boss = await this.boss();
    await boss.fail(queue, id, { message });
  }

  /**
   * Resolves once this process has nothing under way: no job handler running and no pg-boss statement in flight.
   * pg-boss writes a worked job's outcome (completed, or failed and due for a retry) without awaiting it, so this is
   * the moment a job just handled has its final state in the database: what a caller (a test) awaits before reading
   * it, instead of waiting some seconds and hoping.
   */
  async idle(): Promise<void> {
    while (this.db.busy || this.running.size > 0) {
      await Promise.allSettled([this.db.settled(), ...this.running]);
      // A handler that just returned reaches pg-boss's completion write a few microtasks later: look again after them.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Resolves once the next job this process works has ended (its handler returned or threw) and pg-boss has written
   * its outcome (idle()). What moves an order's production on is a job, so a caller (a test) that reads such state
   * until it changes awaits this between looks instead of sleeping. Ask before looking, so no job ends unseen between.
   */
  jobHandled(): Promise<void> {
    const ended = new Promise<void>((resolve) => this.handledWaiters.push(resolve));
    // The waiters are called as the handler returns; pg-boss starts its outcome write after it (see idle()).
    return ended.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => this.idle());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Starts pg-boss once, on first use; creates or migrates its schema (under its own advisory lock). */
  private boss(): Promise<PgBoss> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<PgBoss> {
    const { workers, schema } = this.config.jobs;
    const boss = await againAfterInstallRace(() => this.startBoss());
    // Only a process that works jobs needs to hear of them; one that sends only keeps no listening connection.
    if (workers) this.stopListening = await this.sentSignal.listen(this.database, (queue) => void this.wake(queue));
    this.logger.log(
      `job queue ready in schema ${schema}; ${workers ? 'this process works jobs' : 'WORKERS=0: this process works no jobs'}`,
    );
    if (!workers && this.config.database.driver === 'pglite') {
      this.logger.warn(
        'WORKERS=0 on the embedded database: no other process can open it, so jobs wait until the API runs with workers again',
      );
    }
    return boss;
  }

  private async startBoss(): Promise<PgBoss> {
    const { workers, pollSeconds, cronCheckSeconds, schema } = this.config.jobs;
    const boss = new PgBoss({
      db: this.db,
      schema,
      // Maintenance (failing expired jobs so they are retried, archiving, deleting old ones) and the cron
      // scheduler run where jobs are worked; a process that only sends jobs keeps no timers at all.
      supervise: workers,
      schedule: workers,
      pollingIntervalSeconds: pollSeconds,
      cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(pollSeconds))),
      cronMonitorIntervalSeconds: cronCheckSeconds,
    });
    // Unhandled, an 'error' event would crash the process; these are a poll or maintenance round that failed.
    boss.on('error', (error) => this.logger.warn(`job queue: ${error.message}`));
    await boss.start();
    return boss;
  }

  private async run<Data>(
    queue: string,
    handler: JobHandler<Data>,
    jobs: PgBoss.JobWithMetadata<Data>[],
  ): Promise<void> {
    for (const job of jobs) {
      const attempt = (async () => {
        try {
          await handler({
            id: job.id,
            queue,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: this.graceOver.signal,
          });
        } catch (error) {
          const retrying = job.retryCount < job.retryLimit;
          this.logger.warn(
            `job ${job.id} of ${queue} failed on attempt ${job.retryCount + 1} of ${job.retryLimit + 1}: ${(error as Error).message}` +
              (retrying ? '; it will be retried' : '; no retries left'),
          );
          throw error;
        }
      })();
      this.running.add(attempt);
      try {
        await attempt;
      } finally {
        this.running.delete(attempt);
        const waiters = this.handledWaiters;
        this.handledWaiters = [];
        for (const handled of waiters) handled();
      }
    }
  }

  /**
   * Stops workers, scheduler and maintenance, letting running jobs finish within the grace period, then waits for
   * pg-boss's last statements (it completes a finished job without awaiting it, and a worker may be fetching) so
   * nothing touches the database after it closes.
   */
  private async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    const boss = await this.started.catch(() => undefined);
    if (!boss) return;
    const deadline = Date.now() + JOBS_SHUTDOWN_GRACE_MS;
    const grace = new AbortController();
    void sleep(JOBS_SHUTDOWN_GRACE_MS, undefined, { signal: grace.signal }).then(
      () => this.graceOver.abort(new Error('the process is stopping')),
      () => undefined,
    );
    try {
      await this.stopListening?.();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: JOBS_SHUTDOWN_GRACE_MS });
      // A fetch in flight when the workers stopped may still hand out one job: it runs, and is waited for too.
      while ((this.db.busy || this.running.size > 0) && Date.now() < deadline) {
        const timeLeft = new AbortController();
        await Promise.race([
          Promise.allSettled([this.db.settled(), ...this.running]),
          sleep(deadline - Date.now(), undefined, { signal: timeLeft.signal }).catch(() => undefined),
        ]);
        timeLeft.abort(); // clears the timer: a stopped process keeps none
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (this.running.size > 0)
        this.logger.warn(`stopped with ${this.running.size} job(s) still running; they will be retried`);
    } finally {
      grace.abort();
    }
  }
}

/** PostgreSQL's deadlock_detected: the statement was rolled back whole, so running it again is safe. */
const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_ATTEMPTS = 5;

/** Runs `work` again when PostgreSQL chose it as a deadlock's victim (each wait is PostgreSQL's own deadlock_timeout). */
async function againAfterDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/** PostgreSQL's unique_violation: here, a catalog row (the queue's schema) another process created a moment before. */
const UNIQUE_VIOLATION = '23505';

/**
 * Starts pg-boss again (a new instance) when its first start lost the race to install its schema: processes of one
 * deployment started together each try to install it, and although pg-boss takes an advisory lock first, the one
 * that waited can still fail creating the schema the other has just made (a duplicate key in pg_namespace). The
 * second start finds the schema installed and goes on.
 */
async function againAfterInstallRace(start: () => Promise<PgBoss>): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 3) throw error;
    }
  }
}
