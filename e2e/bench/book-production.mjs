#!/usr/bin/env node
// A paid 40-chapter book from payment to print-ready PDFs (`node e2e/bench/book-production.mjs` after
// `npm run build`; run-bench.mjs prints the same rows). The built API with its workers, the OpenAI writer against
// the local OpenAI-compatible server taking 20 s per chapter (summary and outline at once), on embedded PGlite and
// on the PostgreSQL server when BENCH_DATABASE_URL or TEST_DATABASE_URL names one. A visitor goes through steps 1
// to 5 over HTTP and pays in the test checkout; the clock runs from the payment to 'ready for printing' (the PDFs
// typeset and handed to the print outbox), with the default BOOK_WRITING_CONCURRENCY.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { BENCH_CHARACTERS, BENCH_STORY, loadOpenAiCompatibleServer } from './writing-support.mjs';

const CHAPTER_MS = 20_000;
const TARGET_MS = 150_000;
const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

const ORDER = {
  paper_color: 'cream',
  binding_type: 'softcover',
  email: 'bench@example.com',
  quantity: 1,
  shipping_address: { first_name: 'Ada', last_name: 'Lovelace', street1: '10 Downing Street', city: 'London', state_code: 'WSM', postcode: 'SW1A 1AA', country_code: 'GB', phone_number: '020 7946 0958' },
  shipping_level: 'MAIL',
};

async function measureOn(root, env) {
  const OpenAiCompatibleServer = await loadOpenAiCompatibleServer(root);
  const provider = await OpenAiCompatibleServer.start({ chapterDelayMs: CHAPTER_MS });
  const { loadConfig } = await load(root, 'config', 'app-config.js');
  const { createApp } = await load(root, 'app.factory.js');
  const { pino } = await import('pino');
  const config = loadConfig({
    ...env,
    SESSION_SECRET: 'bench-session-secret-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    OPENAI_BASE_URL: provider.baseUrl,
    COVER_DESIGNER: 'offline',
    JOBS_POLL_SECONDS: '0.5',
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
      if (response.status >= 300 && response.status !== 303) throw new Error(`${response.req.path} answered ${response.status}: ${response.text}`);
      return response;
    };
    await ok(agent.post('/api/step1').send({ characters: BENCH_CHARACTERS }));
    await ok(agent.post('/api/step2').send({ ...BENCH_STORY, characters: BENCH_CHARACTERS }));
    await ok(agent.post('/api/step3').send({ book_size: 'big' }));
    const cover = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: { r: 40, g: 90, b: 140 } } }).png().toBuffer();
    await ok(agent.post('/api/store_step4').attach('image', cover, 'cover.png').field('firstChapter', 'The map had changed again overnight.'));
    await ok(agent.post('/api/store_order_details').send(ORDER));
    const checkout = (await ok(agent.post('/api/create-checkout-payment_intent').send({ item_type: 'softcover_big', quantity: 1, shipping_level: 'MAIL', proof_choice: 'print_when_written' }))).body;
    const paidAt = Date.now();
    const paid = await ok(agent.post(`/api/checkout/test/${checkout.session_id}/pay`).set('Origin', new URL(checkout.url).origin));
    const orderId = new URL(paid.headers.location, 'http://x').searchParams.get('order');
    let typesettingAt;
    for (;;) {
      const status = (await ok(agent.get(`/api/orders/${orderId}/production`))).body;
      if (status.stage === 'typesetting') typesettingAt ??= Date.now();
      if (status.stage === 'ready_for_printing') return { totalMs: Date.now() - paidAt, writingMs: (typesettingAt ?? Date.now()) - paidAt, typesetMs: typesettingAt ? Date.now() - typesettingAt : undefined, peakRss, chapters: status.chapters };
      if (status.stage === 'failed') {
        const failure = new Error(`the book failed at ${status.failure?.stage}: ${status.failure?.message}`);
        failure.writingMs = typesettingAt ? typesettingAt - paidAt : undefined;
        throw failure;
      }
      if (Date.now() - paidAt > 10 * 60_000) throw new Error(`not ready after 10 minutes (stage ${status.stage})`);
      await sleep(250);
    }
  } finally {
    clearInterval(sampler);
    await app.close();
    await provider.close();
  }
}

/** Prints each figure through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchBookProduction({ root, record }) {
  const rows = (label, figures) => {
    record(`book production on ${label}: payment to print-ready (40 ch.)`, `${(figures.totalMs / 1000).toFixed(1)} s`, '< 150 s', figures.totalMs >= TARGET_MS);
    record(`book production on ${label}: writing (20 s per chapter)`, `${(figures.writingMs / 1000).toFixed(1)} s`, 'report');
    if (figures.typesetMs !== undefined) record(`book production on ${label}: typeset + outbox`, `${(figures.typesetMs / 1000).toFixed(1)} s`, 'report');
    record(`book production on ${label}: peak memory (API + workers)`, `${(figures.peakRss / 1024 / 1024).toFixed(0)} MB`, 'report');
  };
  const attempt = async (label, env, cleanUp) => {
    try {
      rows(label, await measureOn(root, env));
    } catch (error) {
      if (error.writingMs !== undefined) record(`book production on ${label}: writing (20 s per chapter)`, `${(error.writingMs / 1000).toFixed(1)} s`, 'report');
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
  await benchBookProduction({ root, record: (name, value, budget, over) => console.log(`${name.padEnd(56)} ${value.padStart(12)}   budget ${budget}${over ? '   OVER BUDGET' : ''}`) });
}
