#!/usr/bin/env node
// Paid books from payment to print-ready PDFs (`node e2e/bench/book-production.mjs` after `npm run build`;
// run-bench.mjs prints the same rows): S, M and L books (15, 25, 40 chapters) with the demo writer, and an L book
// with the OpenAI writer against the local OpenAI-compatible server taking 20 s per chapter (summary and outline at
// once). The built API with its workers, on embedded PGlite and on the PostgreSQL server when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names one. A visitor goes through steps 1 to 5 over HTTP and pays in the test checkout; the
// clock runs from the payment to 'ready for printing' (order_production.ready_at: the PDFs typeset and handed to
// the print outbox), with the default BOOK_WRITING_CONCURRENCY and JOBS_POLL_SECONDS. Also measured, from pg-boss's
// own job rows: payment to the first stage (writing) starting, and the time the three stages' jobs waited for a
// worker in all (issue 27: 2.5–3.6 s of waiting for polls before stages were woken when sent).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { BENCH_CHARACTERS, BENCH_STORY, loadOpenAiCompatibleServer } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

const CHAPTER_MS = 20_000;
/** Budgets, payment to print-ready: the L book at 20 s per chapter, and each size with the demo writer. */
const TARGET_MS = 150_000;
const OFFLINE_TARGET_MS = { small: 4_000, medium: 5_000, big: 6_000 };
/** A paid book starts being written within half a second of the payment (issue 27). */
const FIRST_STAGE_TARGET_MS = 500;
const SIZES = { small: 'S', medium: 'M', big: 'L' };
const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

const ORDER = {
  paper_color: 'cream',
  binding_type: 'softcover',
  email: 'bench@example.com',
  quantity: 1,
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    street1: '10 Downing Street',
    city: 'London',
    state_code: 'WSM',
    postcode: 'SW1A 1AA',
    country_code: 'GB',
    phone_number: '020 7946 0958',
  },
  shipping_level: 'MAIL',
};

/**
 * When the order's writing job started and how long its three stage jobs waited for a worker in all, from pg-boss's
 * own rows (started_on − created_on; created_on is when the sending transaction began).
 */
async function stageJobTimes(db, jobsSchema, orderId) {
  const rows = await db.query(
    `SELECT name, created_on, started_on FROM "${jobsSchema}".job WHERE singleton_key = $1 AND name LIKE 'production.%'
     UNION ALL SELECT name, created_on, started_on FROM "${jobsSchema}".archive WHERE singleton_key = $1 AND name LIKE 'production.%'`,
    [orderId],
  );
  const write = rows.find((row) => row.name === 'production.write');
  const waitedMs = rows.reduce(
    (sum, row) => sum + (row.started_on ? new Date(row.started_on) - new Date(row.created_on) : 0),
    0,
  );
  return { writeStartedAt: write?.started_on ? new Date(write.started_on).getTime() : undefined, waitedMs };
}

/** One book of `size` from payment to print-ready; `chapterMs` set: the OpenAI writer at that pace, else the demo writer. */
export async function measureOn(root, env, { size = 'big', chapterMs } = {}) {
  const OpenAiCompatibleServer = chapterMs ? await loadOpenAiCompatibleServer(root) : undefined;
  const provider = chapterMs ? await OpenAiCompatibleServer.start({ chapterDelayMs: chapterMs }) : undefined;
  const { loadConfig } = await load(root, 'config', 'app-config.js');
  const { createApp } = await load(root, 'app.factory.js');
  const { Database } = await load(root, 'database', 'database.js');
  const { pino } = await import('pino');
  const config = loadConfig({
    ...env,
    SESSION_SECRET: 'bench-session-secret-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    // The address it listens on, so the checkout's links (and the pay request's Origin) are the same site.
    HOST: '127.0.0.1',
    ...(provider ? { OPENAI_BASE_URL: provider.baseUrl } : {}),
    COVER_DESIGNER: 'offline',
    // A failing stage is reported at once rather than retried for minutes.
    PRODUCTION_RETRIES: '0',
  });
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  try {
    await app.listen(0, '127.0.0.1');
    const agent = request.agent(app.getHttpServer());
    const ok = async (pending) => {
      const response = await pending;
      if (response.status >= 300 && response.status !== 303)
        throw new Error(`${response.req.path} answered ${response.status}: ${response.text}`);
      return response;
    };
    await ok(agent.post('/api/step1').send({ characters: BENCH_CHARACTERS }));
    await ok(agent.post('/api/step2').send({ ...BENCH_STORY, characters: BENCH_CHARACTERS }));
    await ok(agent.post('/api/step3').send({ book_size: size }));
    const cover = await sharp({
      create: { width: 1200, height: 1800, channels: 3, background: { r: 40, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    await ok(
      agent
        .post('/api/store_step4')
        .attach('image', cover, 'cover.png')
        .field('firstChapter', 'The map had changed again overnight.'),
    );
    await ok(agent.post('/api/store_order_details').send(ORDER));
    const checkout = (
      await ok(
        agent.post('/api/create-checkout-payment_intent').send({
          item_type: `softcover_${size}`,
          quantity: 1,
          shipping_level: 'MAIL',
          proof_choice: 'print_when_written',
        }),
      )
    ).body;
    const paidAt = Date.now();
    const paid = await ok(
      agent.post(`/api/checkout/test/${checkout.session_id}/pay`).set('Origin', new URL(checkout.url).origin),
    );
    const orderId = new URL(paid.headers.location, 'http://x').searchParams.get('order');
    let typesettingAt;
    for (;;) {
      const status = (await ok(agent.get(`/api/orders/${orderId}/production`))).body;
      if (status.stage === 'typesetting') typesettingAt ??= Date.now();
      if (status.stage === 'ready_for_printing') {
        const db = app.get(Database);
        const [{ ready_at: readyAt }] = await db.query('SELECT ready_at FROM order_production WHERE order_id = $1', [
          orderId,
        ]);
        const readyMs = new Date(readyAt).getTime() - paidAt;
        const { writeStartedAt, waitedMs } = await stageJobTimes(db, config.jobs.schema, orderId);
        return {
          totalMs: readyMs,
          writingMs: (typesettingAt ?? Date.now()) - paidAt,
          typesetMs: typesettingAt ? paidAt + readyMs - typesettingAt : undefined,
          firstStageMs: writeStartedAt === undefined ? undefined : writeStartedAt - paidAt,
          waitedMs,
          peakRss,
          chapters: status.chapters,
        };
      }
      if (status.stage === 'failed') {
        const failure = new Error(`the book failed at ${status.failure?.stage}: ${status.failure?.message}`);
        failure.writingMs = typesettingAt ? typesettingAt - paidAt : undefined;
        throw failure;
      }
      if (Date.now() - paidAt > 10 * 60_000) throw new Error(`not ready after 10 minutes (stage ${status.stage})`);
      await sleep(100);
    }
  } finally {
    clearInterval(sampler);
    await app.close();
    await provider?.close();
  }
}

/** Prints each figure through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchBookProduction({ root, record }) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const firstStageRow = (label, figures) => {
    if (figures.firstStageMs === undefined)
      return record(`${label}: payment to writing started`, 'not seen', `< ${FIRST_STAGE_TARGET_MS} ms`, true);
    record(
      `${label}: payment to writing started`,
      `${Math.round(figures.firstStageMs)} ms`,
      `< ${FIRST_STAGE_TARGET_MS} ms`,
      figures.firstStageMs >= FIRST_STAGE_TARGET_MS,
    );
  };
  const offlineRows = async (database, env) => {
    for (const size of Object.keys(SIZES)) {
      const label = `book production on ${database}, demo writer, ${SIZES[size]}`;
      try {
        const figures = await measureOn(root, env, { size });
        record(
          `${label}: payment to print-ready (${figures.chapters?.total ?? '?'} ch.)`,
          seconds(figures.totalMs),
          `< ${seconds(OFFLINE_TARGET_MS[size])}`,
          figures.totalMs >= OFFLINE_TARGET_MS[size],
        );
        firstStageRow(label, figures);
        record(`${label}: stage jobs waiting for a worker (3)`, `${Math.round(figures.waitedMs)} ms`, 'report');
      } catch (error) {
        record(label, 'failed', error.message.slice(0, 120), true);
      }
    }
  };
  const rows = (label, figures) => {
    record(
      `book production on ${label}: payment to print-ready (40 ch.)`,
      seconds(figures.totalMs),
      '< 150 s',
      figures.totalMs >= TARGET_MS,
    );
    firstStageRow(`book production on ${label}`, figures);
    record(
      `book production on ${label}: writing (20 s per chapter)`,
      `${(figures.writingMs / 1000).toFixed(1)} s`,
      'report',
    );
    if (figures.typesetMs !== undefined)
      record(`book production on ${label}: typeset + outbox`, `${(figures.typesetMs / 1000).toFixed(1)} s`, 'report');
    record(
      `book production on ${label}: peak memory (API + workers)`,
      `${(figures.peakRss / 1024 / 1024).toFixed(0)} MB`,
      'report',
    );
  };
  const attempt = async (label, env, cleanUp) => {
    try {
      await offlineRows(label, env);
      rows(label, await measureOn(root, env, { size: 'big', chapterMs: CHAPTER_MS }));
    } catch (error) {
      if (error.writingMs !== undefined)
        record(
          `book production on ${label}: writing (20 s per chapter)`,
          `${(error.writingMs / 1000).toFixed(1)} s`,
          'report',
        );
      record(`book production on ${label}`, 'failed', error.message.slice(0, 120), true);
    } finally {
      await cleanUp();
    }
  };

  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-book-'));
  await attempt('PGlite', { DATA_DIR: dataDir }, async () => rmSync(dataDir, { recursive: true, force: true }));

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    record('book production on PostgreSQL', 'not measured', 'set BENCH_DATABASE_URL');
    return;
  }
  const schema = `bench_book_${process.pid}`;
  const serverDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-book-'));
  await attempt('PostgreSQL', { DATA_DIR: serverDir, DATABASE_URL: url, DATABASE_SCHEMA: schema }, async () => {
    rmSync(serverDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}", "${schema}_pgboss" CASCADE`).finally(() => client.end());
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchBookProduction({ root, record: benchRecorder({ nameWidth: 56 }).record });
}
