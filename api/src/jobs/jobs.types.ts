import type { SqlExecutor } from '../database/database.js';

/**
 * The job queue's vocabulary, for the modules that send and work jobs (JobsService). Jobs are durable: they are
 * rows in the project's database, worked by whichever process runs workers, retried with backoff when they fail.
 */

/**
 * pg-boss's queue policies. `stately`: at most one job per singletonKey waiting and one running, so sending the
 * same key again while one waits is a no-op (a paid order's stage is started once). `standard` ignores the key
 * unless a throttling window is given. See https://github.com/timgit/pg-boss/blob/10.4.2/docs/readme.md#queues.
 */
export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

/** How a queue's jobs are run and retried. The queue is created (or brought up to date) when it is registered. */
export interface QueueOptions {
  /** Default 'standard'. */
  policy?: QueuePolicy;
  /** Retries after the first attempt fails. Default 3. */
  retryLimit?: number;
  /** Seconds before the first retry. Default 5. */
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before (with jitter). Default true. */
  retryBackoff?: boolean;
  /**
   * How long one attempt may run. A job still running after it (its worker crashed or hung) is failed and retried
   * by the queue's maintenance. Default 15 minutes; pg-boss caps it below 24 hours.
   */
  expireInSeconds?: number;
  /** How many of this queue's jobs one process works at the same time. Default 1. */
  concurrency?: number;
}

/** A job handed to its handler. */
export interface Job<Data> {
  id: string;
  queue: string;
  data: Data;
  /** 0 on the first attempt, 1 on the first retry, and so on. */
  retryCount: number;
  /** The queue's retries: the attempt with `retryCount === retryLimit` is the last one. */
  retryLimit: number;
  /** Aborted when the process is stopping and the shutdown grace period is over: stop and let the job be retried. */
  signal: AbortSignal;
}

/**
 * Works one job. Resolving completes it (whatever it resolves to, e.g. a count of what was purged); throwing fails
 * this attempt (retried while retries remain). A job may run again after a crash: make handlers idempotent.
 */
export type JobHandler<Data> = (job: Job<Data>) => Promise<unknown>;

export interface SendOptions {
  /** With a `stately` or `singleton` queue: no second job with this key while one is waiting. */
  singletonKey?: string;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * Send inside this transaction (the `tx` of Database.transaction): the job exists only if the transaction
   * commits, e.g. together with the order it works on.
   */
  tx?: SqlExecutor;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What the queue knows of one job (operators, tests). */
export interface JobRecord<Data> {
  id: string;
  queue: string;
  data: Data;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  singletonKey: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** What the last attempt left: the error it failed with, or what the handler returned. */
  output: unknown;
}

export interface ScheduleOptions<Data> extends QueueOptions {
  /** The data each scheduled job carries. */
  data?: Data;
  /** The cron expression's time zone. Default UTC. */
  tz?: string;
}

export interface ScheduleRecord {
  queue: string;
  cron: string;
  tz: string;
}
