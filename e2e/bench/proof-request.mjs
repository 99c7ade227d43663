#!/usr/bin/env node
// The buyer's proof end to end (issue 26, "Tests and figures"): the time from POSTing a plain-words request to the
// updated proof (the 'proof.change' job's proposal read back, accepted, the book re-typeset as a new version), for
// a book-wide rename and for one chapter's rewrite of a 40-chapter book with the demo (offline) writer; and the
// re-typeset after a hand edit. Budgets: rename <= 5 s, one chapter <= 25 s, hand edit <= 3 s. The built API with
// its workers on embedded PGlite (`npm run build` first); a visitor goes through steps 1 to 5 over HTTP, pays in
// the test checkout choosing to review the book, and waits for it to be ready for review. `node
// e2e/bench/proof-request.mjs` prints the rows alone, run-bench.mjs as part of `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import request from 'supertest';
import { BENCH_CHARACTERS, BENCH_STORY } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

export const PROOF_REQUEST_BUDGETS = { renameMs: 5_000, oneChapterMs: 25_000, handEditMs: 3_000 };
/** How often the proof is read while a request is worked on: the proof page's own pace. */
const POLL_MS = 100;

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

export async function measureProofRequests({ root }) {
  const { loadConfig } = await load(root, 'config', 'app-config.js');
  const { createApp } = await load(root, 'app.factory.js');
  const { pino } = await import('pino');
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-proof-'));
  const config = loadConfig({
    // On 127.0.0.1, as the test app: the test checkout's links then name the host the payment is posted to.
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    COVER_DESIGNER: 'offline',
    OFFLINE_WRITER_WORDS_PER_SECOND: '0',
    JOBS_POLL_SECONDS: '0.5',
    PRODUCTION_RETRIES: '0',
  });
  const app = await createApp(config, { logger: pino({ level: 'silent' }) });
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
    await ok(agent.post('/api/step3').send({ book_size: 'big' }));
    const cover = await sharp({
      create: { width: 1200, height: 1800, channels: 3, background: { r: 40, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    await ok(
      agent
        .post('/api/store_step4')
        .attach('image', cover, 'cover.png')
        .field('firstChapter', 'The map had changed again overnight, and Ada noticed first.'),
    );
    await ok(agent.post('/api/store_order_details').send(ORDER));
    const checkout = (
      await ok(
        agent
          .post('/api/create-checkout-payment_intent')
          .send({ item_type: 'softcover_big', quantity: 1, shipping_level: 'MAIL', proof_choice: 'review' }),
      )
    ).body;
    const paid = await ok(
      agent.post(`/api/checkout/test/${checkout.session_id}/pay`).set('Origin', new URL(checkout.url).origin),
    );
    const orderId = new URL(paid.headers.location, 'http://x').searchParams.get('order');
    const proofPath = `/api/orders/${orderId}/proof`;
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const status = (await ok(agent.get(`/api/orders/${orderId}/production`))).body;
      if (status.stage === 'ready_for_review') break;
      if (status.stage === 'failed')
        throw new Error(`the book failed at ${status.failure?.stage}: ${status.failure?.message}`);
      if (Date.now() > deadline) throw new Error(`not ready for review after 10 minutes (stage ${status.stage})`);
      await sleep(250);
    }
    let proof = (await ok(agent.get(proofPath))).body;
    const chapters = proof.chapters.length;

    /** POST the request, read the proof until it is proposed, accept it: ms until the accepted version is the proof. */
    const requestToProof = async (body) => {
      const started = Date.now();
      const asked = (await ok(agent.post(`${proofPath}/requests`).send({ base_version: proof.version, ...body }))).body;
      const id = asked.requests[0].id;
      let request;
      for (;;) {
        request = (await ok(agent.get(proofPath))).body.requests.find((one) => one.id === id);
        if (request.state !== 'working') break;
        if (Date.now() - started > 5 * 60_000) throw new Error('the request was still working after 5 minutes');
        await sleep(POLL_MS);
      }
      if (request.state !== 'proposed') throw new Error(`the request ${request.state}: ${request.message}`);
      const proposedMs = Date.now() - started;
      proof = (await ok(agent.post(`${proofPath}/requests/${id}/accept`).send({ base_version: proof.version }))).body;
      return { ms: Date.now() - started, proposedMs, changed: request.chapters.length };
    };

    const rename = await requestToProof({ instruction: 'Rename Ada to Maya' });
    const oneChapter = await requestToProof({ chapter: 12, instruction: 'Make it funnier' });
    const started = Date.now();
    proof = (
      await ok(
        agent.post(`${proofPath}/edits`).send({
          base_version: proof.version,
          edit: {
            field: 'paragraph',
            chapter: 20,
            paragraph: 0,
            text: 'Maya stopped at the edge of the map, where the ink was still wet.',
          },
        }),
      )
    ).body;
    const handEditMs = Date.now() - started;
    return { chapters, pages: proof.page_count, rename, oneChapter, handEditMs };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints each figure through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchProofRequests({ root, record }) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  try {
    const figures = await measureProofRequests({ root });
    const label = `proof request, demo writer (${figures.chapters} ch., ${figures.pages} pp.)`;
    record(
      `${label}: rename to updated proof`,
      seconds(figures.rename.ms),
      '<= 5 s',
      figures.rename.ms > PROOF_REQUEST_BUDGETS.renameMs,
    );
    record(`${label}: rename proposed (${figures.rename.changed} ch.)`, seconds(figures.rename.proposedMs), 'report');
    record(
      `${label}: one chapter to updated proof`,
      seconds(figures.oneChapter.ms),
      '<= 25 s',
      figures.oneChapter.ms > PROOF_REQUEST_BUDGETS.oneChapterMs,
    );
    record(`${label}: one chapter proposed`, seconds(figures.oneChapter.proposedMs), 'report');
    record(
      `${label}: hand edit re-typeset`,
      seconds(figures.handEditMs),
      '<= 3 s',
      figures.handEditMs > PROOF_REQUEST_BUDGETS.handEditMs,
    );
  } catch (error) {
    record('proof request, demo writer', 'failed', error.message.slice(0, 120), true);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchProofRequests({ root, record: benchRecorder({ nameWidth: 64 }).record });
}
