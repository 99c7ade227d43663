#!/usr/bin/env node
// The job queue's figures (`node e2e/bench/jobs-bench.mjs` after `npm run build`); run-bench.mjs prints the same rows
// as part of `npm run bench`. The built JobsService (pg-boss 10) on embedded PGlite, and on the PostgreSQL server
// when BENCH_DATABASE_URL or TEST_DATABASE_URL names one: the time to send a job (one after the other), then how
// fast four workers drain the queue with a handler that does nothing, i.e. the queue's own cost per job.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchRecorder } from './bench-record.mjs';

const JOBS = 300;
const CONCURRENCY = 4;
const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

async function measureOn(root, env) {
  const { loadConfig } = await load(root, 'config', 'app-config.js');
  const { openDatabase } = await load(root, 'database', 'open-database.js');
  const { JobsService } = await load(root, 'jobs', 'jobs.service.js');
  const config = (workers) =>
    loadConfig({
      ...env,
      SESSION_SECRET: 'bench-session-secret-long-enough-0123456789',
      JOBS_POLL_SECONDS: '0.5',
      WORKERS: workers ? '1' : '0',
    });
  const db = await openDatabase(config(false).database);
  try {
    // Sending: a process without workers, so nothing competes with the inserts.
    let started = Date.now();
    const sender = new JobsService(db, config(false));
    await sender.onModuleInit();
    const startMs = Date.now() - started;
    await sender.work('bench.noop', async () => undefined);
    started = Date.now();
    for (let index = 0; index < JOBS; index++) await sender.send('bench.noop', { index });
    const sendMs = (Date.now() - started) / JOBS;
    await sender.beforeApplicationShutdown();

    // Working: the queue already full, four workers drain it.
    let worked = 0;
    let drained;
    const allWorked = new Promise((resolve) => (drained = resolve));
    const worker = new JobsService(db, config(true));
    await worker.onModuleInit();
    started = Date.now();
    await worker.work('bench.noop', async () => void (++worked === JOBS && drained()), { concurrency: CONCURRENCY });
    await allWorked;
    const workMs = Date.now() - started;
    await worker.beforeApplicationShutdown();
    return { startMs, sendMs, jobsPerSecond: (JOBS * 1000) / workMs };
  } finally {
    await db.close();
  }
}

/** Prints each figure through `record(name, value, budget)`, the row format of run-bench.mjs. */
export async function benchJobs({ root, record }) {
  const { Logger } = await import('@nestjs/common');
  Logger.overrideLogger(false); // the queue's own log lines would interleave with the table
  const rows = (label, figures) => {
    record(`jobs on ${label}: queue start (schema created)`, `${figures.startMs} ms`, 'report');
    record(`jobs on ${label}: send one job`, `${figures.sendMs.toFixed(1)} ms`, 'report');
    record(
      `jobs on ${label}: worked, ${CONCURRENCY} workers, no-op handler`,
      `${figures.jobsPerSecond.toFixed(0)} jobs/s`,
      'report',
    );
  };

  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-jobs-'));
  try {
    rows('PGlite', await measureOn(root, { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    record('jobs on PostgreSQL', 'not measured', 'set BENCH_DATABASE_URL');
    return;
  }
  const schema = `bench_jobs_${process.pid}`;
  const serverDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-jobs-'));
  try {
    rows('PostgreSQL', await measureOn(root, { DATA_DIR: serverDir, DATABASE_URL: url, DATABASE_SCHEMA: schema }));
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}", "${schema}_pgboss" CASCADE`).finally(() => client.end());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchJobs({ root, record: benchRecorder().record });
}
