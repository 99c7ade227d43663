import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  PROOF_API,
  PROOF_LIMITS,
  proofReplySchema,
  type ProofChangeRequestView,
  type ProofReply,
} from '@storyloom/contracts/delivery';
import AdmZip from 'adm-zip';
import request from 'supertest';
import { extractText } from 'unpdf';
import { JobsService } from '../src/jobs/jobs.service.js';
import { OrdersService } from '../src/orders/orders.service.js';
import { PROOF_CHANGE_QUEUE } from '../src/production/proof/requests/proof-requests.service.js';
import { appWithLocalWriter } from './support/app-with-local-writer.js';
import { paidOrder, productionStatus, waitFor, type Agent } from './support/paid-order.js';
import {
  makeTempDir,
  restartableStorage,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.js';
import { bytesOf } from './support/binary-reply.js';

// Each test pays for a book and waits for it to be written and typeset: on a busy CI machine that has taken over
// the default 30 s (the writing itself is timed by `npm run bench`, not here).
jest.setTimeout(240_000);

/**
 * The buyer's plain-words requests on the proof (docs/product/proof.md#changes-in-plain-words): asked, proposed by
 * the change engine in a 'proof.change' job, accepted as a new re-typeset version or discarded; the allowance, the
 * failures that leave the book as it was, a worker killed mid-request, and the digital edition of the approved text.
 * The paid book is the offline writer's (characters Ada and Bo, 15 chapters; Bo's kites in a few of them).
 */

const REQUESTS_MAX = 3;
const proofOf = async (agent: Agent, orderId: string, token?: string): Promise<ProofReply> =>
  proofReplySchema.parse((await agent.get(PROOF_API.proof(orderId, token)).expect(200)).body);
const replyOf = (body: unknown): ProofReply => proofReplySchema.parse(body);

async function inReview(testApp: TestApp): Promise<{ agent: Agent; orderId: string }> {
  const paid = await paidOrder(testApp, { proofChoice: 'review' });
  const status = await waitFor(
    testApp,
    'the book to be ready for review',
    () => productionStatus(paid.agent, paid.orderId),
    (reply) => reply.stage === 'ready_for_review' || reply.stage === 'failed',
  );
  expect(status.stage).toBe('ready_for_review');
  return paid;
}

/** Asks, and reads the proof until the request is no longer being worked on (the job's pace, no sleep of ours). */
async function ask(
  testApp: TestApp,
  agent: Agent,
  orderId: string,
  body: { base_version: number; instruction: string; chapter?: number },
  token?: string,
): Promise<{ proof: ProofReply; request: ProofChangeRequestView }> {
  const asked = replyOf((await agent.post(PROOF_API.requests(orderId, token)).send(body).expect(200)).body);
  const id = asked.requests[0]!.id;
  expect(asked.requests[0]).toMatchObject({ instruction: body.instruction, chapter: body.chapter ?? null });
  const proof = await waitFor(
    testApp,
    'the request to be worked on',
    () => proofOf(agent, orderId, token),
    (reply) => reply.requests.find((one) => one.id === id)?.state !== 'working',
  );
  return { proof, request: proof.requests.find((one) => one.id === id)! };
}

const pdfText = async (bytes: Buffer): Promise<string> =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
const allText = (proof: ProofReply) =>
  [
    proof.title,
    proof.dedication,
    proof.blurb,
    ...proof.chapters.flatMap((chapter) => [chapter.title, ...chapter.paragraphs]),
  ].join('\n');

describe.each(TEST_DATABASES)('plain-words requests on the proof, offline writer, on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      database,
      env: { JOBS_POLL_SECONDS: '0.5', PRODUCTION_RETRIES: '0', PROOF_REQUESTS_MAX: String(REQUESTS_MAX) },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  it('renames across the book: proposed, accepted as a re-typeset version with the new name everywhere, and the digital edition of the approved text', async () => {
    const { agent, orderId } = await inReview(testApp);
    // The buyer's own edit first: the rename reaches the title they typed too.
    const titled = replyOf(
      (
        await agent
          .post(PROOF_API.edits(orderId))
          .send({ base_version: 1, edit: { field: 'title', text: 'Ada and the Lantern' } })
          .expect(200)
      ).body,
    );
    expect(titled.version).toBe(2);
    const asked = replyOf(
      (
        await agent
          .post(PROOF_API.requests(orderId))
          .send({ base_version: 2, instruction: 'Rename Ada to Maya' })
          .expect(200)
      ).body,
    );
    expect(asked.requests).toEqual([expect.objectContaining({ state: 'working', kind: null, chapters: [] })]);
    expect(asked.requests_used).toBe(1);
    expect(asked.version).toBe(2);

    const { proof: proposedProof, request: proposed } = await waitFor(
      testApp,
      'the proposal',
      async () => {
        const proof = await proofOf(agent, orderId);
        return { proof, request: proof.requests[0]! };
      },
      ({ request: one }) => one.state !== 'working',
    );
    expect(proposed).toMatchObject({
      state: 'proposed',
      kind: 'rename',
      message: expect.stringMatching(/Renamed Ada to Maya in \d+ chapters/),
    });
    expect(proposed.chapters.length).toBeGreaterThan(5);
    for (const chapter of proposed.chapters) {
      expect(chapter.before).toMatch(/\bAda\b/);
      expect(chapter.after).not.toMatch(/\bAda\b/);
      expect(chapter.after).toMatch(/\bMaya\b/);
    }
    // Nothing kept yet: the version is the one the buyer had.
    expect(proposedProof.version).toBe(2);
    expect(allText(proposedProof)).toMatch(/\bAda\b/);

    const v2Pdf = await bytesOf(agent.get(PROOF_API.file(orderId, 2, 'interior.pdf')));
    const accepted = replyOf(
      (await agent.post(PROOF_API.accept(orderId, proposed.id)).send({ base_version: 2 }).expect(200)).body,
    );
    expect(accepted.version).toBe(3);
    expect(accepted.versions.at(-1)).toMatchObject({ version: 3, description: 'Rename Ada to Maya' });
    expect(accepted.title).toBe('Maya and the Lantern');
    expect(accepted.blurb).toMatch(/\bMaya\b/);
    expect(allText(accepted)).not.toMatch(/\bAda\b/);
    expect(accepted.requests[0]).toMatchObject({ id: proposed.id, state: 'accepted', chapters: [] });
    expect(accepted.requests_used).toBe(1);
    // Re-typeset: its own PDFs, with the new name in them.
    const v3Pdf = await bytesOf(agent.get(PROOF_API.file(orderId, 3, 'interior.pdf')));
    expect(v3Pdf.equals(v2Pdf)).toBe(false);
    const printed = await pdfText(v3Pdf);
    expect(printed).toContain('Maya and the Lantern');
    expect(printed).not.toMatch(/\bAda\b/);
    await agent.post(PROOF_API.accept(orderId, proposed.id)).send({ base_version: 3 }).expect(409);

    // Approved and printed, the digital edition is the approved version's text, not the book as first written.
    await agent.post(PROOF_API.approve(orderId)).send({ version: 3 }).expect(200);
    const ready = await waitFor(
      testApp,
      'ready for printing',
      () => productionStatus(agent, orderId),
      (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
    );
    expect(ready.digital_edition).not.toBeNull();
    const screen = await pdfText(await bytesOf(agent.get(ready.digital_edition!.pdf_url)));
    expect(screen).toContain('Maya and the Lantern');
    expect(screen).not.toMatch(/\bAda\b/);
    const epub = new AdmZip(await bytesOf(agent.get(ready.digital_edition!.epub_url)));
    const xhtml = epub
      .getEntries()
      .filter((entry) => entry.entryName.endsWith('.xhtml'))
      .map((entry) => entry.getData().toString('utf8'))
      .join('\n');
    expect(xhtml).toMatch(/\bMaya\b/);
    expect(xhtml).not.toMatch(/\bAda\b/);
    // The book is approved: no more requests.
    expect(
      (
        await agent
          .post(PROOF_API.requests(orderId))
          .send({ base_version: 3, instruction: 'Rename Bo to Ben' })
          .expect(409)
      ).body.error,
    ).toBe('PROOF_LOCKED');
  });

  it('leaves something out, rewrites one chapter, discards, and refuses a proposal the book has moved past', async () => {
    const { agent, orderId } = await inReview(testApp);
    const before = await proofOf(agent, orderId);

    const { request: removal } = await ask(testApp, agent, orderId, {
      base_version: 1,
      instruction: 'Leave out the kites',
    });
    expect(removal).toMatchObject({ state: 'proposed', kind: 'removal' });
    expect(removal.chapters.length).toBeGreaterThan(0);
    for (const chapter of removal.chapters) {
      expect(chapter.before).toMatch(/kites/i);
      expect(chapter.after).not.toMatch(/kites/i);
    }
    const discarded = replyOf((await agent.post(PROOF_API.discard(orderId, removal.id)).send({}).expect(200)).body);
    expect(discarded.requests[0]).toMatchObject({ id: removal.id, state: 'discarded' });
    expect(discarded.version).toBe(1);
    expect(discarded.chapters).toEqual(before.chapters);
    expect(
      (await agent.post(PROOF_API.accept(orderId, removal.id)).send({ base_version: 1 }).expect(409)).body.error,
    ).toBe('PROOF_REQUEST_NOT_PROPOSED');

    const { request: rewrite } = await ask(testApp, agent, orderId, {
      base_version: 1,
      chapter: 2,
      instruction: 'Make it funnier',
    });
    expect(rewrite).toMatchObject({ state: 'proposed', kind: 'rewrite', chapter: 2 });
    expect(rewrite.chapters.map((chapter) => chapter.chapter)).toEqual([2]);
    expect(rewrite.chapters[0]!.after).not.toBe(rewrite.chapters[0]!.before);

    // A hand edit meanwhile: the proposal was made on version 1 and would undo it.
    const edited = replyOf(
      (
        await agent
          .post(PROOF_API.edits(orderId))
          .send({ base_version: 1, edit: { field: 'dedication', text: 'For Ada, who found the light.' } })
          .expect(200)
      ).body,
    );
    expect(edited.version).toBe(2);
    const stale = await agent.post(PROOF_API.accept(orderId, rewrite.id)).send({ base_version: 2 }).expect(409);
    expect(stale.body).toMatchObject({
      error: 'PROOF_VERSION_CONFLICT',
      details: { current_version: 2, request_version: 1 },
    });
    expect(stale.body.message).toMatch(/changed after this request was made.*Discard it and ask again/);
    expect((await proofOf(agent, orderId)).version).toBe(2);

    // Asked again on the newest version, the rewrite is accepted: chapter 2 changes, the others and the edit stay.
    await agent.post(PROOF_API.discard(orderId, rewrite.id)).send({}).expect(200);
    const { request: again } = await ask(testApp, agent, orderId, {
      base_version: 2,
      chapter: 2,
      instruction: 'Make it funnier',
    });
    await agent.post(PROOF_API.accept(orderId, again.id)).send({ base_version: 1 }).expect(409);
    const accepted = replyOf(
      (await agent.post(PROOF_API.accept(orderId, again.id)).send({ base_version: 2 }).expect(200)).body,
    );
    expect(accepted.version).toBe(3);
    expect(accepted.dedication).toBe('For Ada, who found the light.');
    expect(accepted.chapters[1]!.paragraphs.join('\n\n')).toBe(
      again.chapters[0]!.after.split(/\n\s*\n/)
        .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
        .filter(Boolean)
        .join('\n\n'),
    );
    expect(accepted.chapters.filter((_, index) => index !== 1)).toEqual(
      before.chapters
        .filter((_, index) => index !== 1)
        .map((chapter) => ({ ...chapter, first_page: expect.any(Number), last_page: expect.any(Number) })),
    );
    // Three requests asked that did not fail: the order's allowance is used up (PROOF_REQUESTS_MAX=3 here).
    expect(accepted.requests_used).toBe(3);
    const exhausted = await agent
      .post(PROOF_API.requests(orderId))
      .send({ base_version: 3, instruction: 'Rename Bo to Ben' })
      .expect(429);
    expect(exhausted.body).toMatchObject({ error: 'PROOF_REQUESTS_EXHAUSTED', details: { max: REQUESTS_MAX } });
    expect(exhausted.body.message).toMatch(/used all 3 changes in plain words.*by hand/);
    // Hand edits are unlimited.
    await agent
      .post(PROOF_API.edits(orderId))
      .send({ base_version: 3, edit: { field: 'title', text: 'Still Mine to Change' } })
      .expect(200);
  });

  it('fails a request it cannot carry out with the reason, keeps the version, and does not count it', async () => {
    const { agent, orderId } = await inReview(testApp);
    const { proof, request: failed } = await ask(testApp, agent, orderId, {
      base_version: 1,
      instruction: 'Make the whole book more magical and add a dragon',
    });
    expect(failed).toMatchObject({ state: 'failed', chapters: [] });
    expect(failed.message).toMatch(/demo writer cannot|could not tell/i);
    expect(failed.message).toMatch(/does not count/);
    expect(proof).toMatchObject({ version: 1, requests_used: 0 });
    await agent.post(PROOF_API.accept(orderId, failed.id)).send({ base_version: 1 }).expect(409);
    const cleared = replyOf((await agent.post(PROOF_API.discard(orderId, failed.id)).send({}).expect(200)).body);
    expect(cleared.requests[0]!.state).toBe('discarded');
    expect(cleared.requests_used).toBe(0);
  });

  it('answers another visitor 404, and malformed, oversized, unprintable or misplaced requests with a 4xx saying what is wrong', async () => {
    const { agent, orderId } = await inReview(testApp);
    const { request: made } = await ask(testApp, agent, orderId, { base_version: 1, instruction: 'Call Bo Ben' });
    const stranger = request.agent(testApp.server);
    const notFound = (
      await stranger
        .post(PROOF_API.requests(orderId))
        .send({ base_version: 1, instruction: 'Rename Ada to Eve' })
        .expect(404)
    ).body.error;
    expect(
      (await stranger.post(PROOF_API.accept(orderId, made.id)).send({ base_version: 1 }).expect(404)).body.error,
    ).toBe(notFound);
    await stranger.post(PROOF_API.discard(orderId, made.id)).send({}).expect(404);
    await stranger
      .post(PROOF_API.requests(orderId, 'wrong-token'))
      .send({ base_version: 1, instruction: 'Rename Ada to Eve' })
      .expect(404);
    // The e-mail's token works in any browser.
    const token = testApp.app.get(OrdersService).statusToken(orderId);
    expect((await proofOf(stranger, orderId, token)).requests[0]!.id).toBe(made.id);

    const cases: Array<[unknown, RegExp]> = [
      [{ base_version: 1, instruction: 'x'.repeat(PROOF_LIMITS.instruction + 1) }, /at most 500/],
      [{ base_version: 1, instruction: '   ' }, /cannot be empty/],
      [{ base_version: 1, instruction: 'Rename Ada to 🦄' }, /./],
      [{ base_version: 1, instruction: 'Rename Ada to Eve', chapter: 0 }, /./],
      [{ base_version: 1, instruction: 'Rename Ada to Eve', extra: true }, /./],
      [{ instruction: 'Rename Ada to Eve' }, /./],
      ['not json at all', /./],
    ];
    for (const [body, message] of cases) {
      const response = await agent
        .post(PROOF_API.requests(orderId))
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.error).toEqual(expect.any(String));
      expect(response.body.message).toMatch(message);
    }
    expect(
      (
        await agent
          .post(PROOF_API.requests(orderId))
          .send({ base_version: 1, chapter: 99, instruction: 'Make it funnier' })
          .expect(400)
      ).body.error,
    ).toBe('PROOF_CHAPTER_NOT_FOUND');
    expect(
      (
        await agent
          .post(PROOF_API.requests(orderId))
          .send({ base_version: 7, instruction: 'Rename Ada to Eve' })
          .expect(409)
      ).body.error,
    ).toBe('PROOF_VERSION_CONFLICT');
    await agent.post(PROOF_API.accept(orderId, 'not-a-request')).send({ base_version: 1 }).expect(400);
    expect(
      (
        await agent
          .post(PROOF_API.accept(orderId, '00000000-0000-4000-8000-000000000000'))
          .send({ base_version: 1 })
          .expect(404)
      ).body.error,
    ).toBe('PROOF_REQUEST_NOT_FOUND');
    await agent.post(PROOF_API.accept(orderId, made.id)).send({}).expect(400);
    await agent.post(PROOF_API.discard(orderId, made.id)).send({ anything: 1 }).expect(400);
    const proof = await proofOf(agent, orderId);
    expect(proof.version).toBe(1);
    expect(proof.requests.map((one) => one.id)).toEqual([made.id]);
  });
});

describe.each(TEST_DATABASES)(
  'plain-words requests with a model writer (local OpenAI-compatible server), on %s',
  (database) => {
    const local = appWithLocalWriter(database, { PROOF_REQUESTS_MAX: String(REQUESTS_MAX) });

    it('rewrites one chapter with the model, renames without it, and fails with the reason when the provider is down, the version untouched and the allowance kept', async () => {
      const { agent, orderId } = await inReview(local.app);
      const asked = local.provider.requests.length;
      const { request: rename } = await ask(local.app, agent, orderId, {
        base_version: 1,
        instruction: 'Rename Bo to Ben',
      });
      expect(rename).toMatchObject({ state: 'proposed', kind: 'rename' });
      // A rename is a literal replacement: the provider was not asked.
      expect(local.provider.requests.length).toBe(asked);
      await agent.post(PROOF_API.discard(orderId, rename.id)).send({}).expect(200);

      const { request: rewrite } = await ask(local.app, agent, orderId, {
        base_version: 1,
        chapter: 3,
        instruction: 'Make it funnier',
      });
      expect(rewrite).toMatchObject({ state: 'proposed', kind: 'rewrite', message: 'Rewrote chapter 3.' });
      expect(rewrite.chapters.map((chapter) => chapter.chapter)).toEqual([3]);
      const accepted = replyOf(
        (await agent.post(PROOF_API.accept(orderId, rewrite.id)).send({ base_version: 1 }).expect(200)).body,
      );
      expect(accepted.version).toBe(2);
      expect(accepted.requests_used).toBe(2);

      // The provider answers every redraft of chapter 4 with a 500: the request fails, saying why.
      local.provider.chapterReply = (chapter) => (chapter === 4 ? { status: 500 } : undefined);
      const { proof, request: down } = await ask(local.app, agent, orderId, {
        base_version: 2,
        chapter: 4,
        instruction: 'Make it funnier',
      });
      expect(down).toMatchObject({ state: 'failed', chapters: [] });
      expect(down.message).toMatch(/story writer .*Nothing in your book changed.*does not count.*try again/);
      expect(proof.version).toBe(2);
      expect(proof.chapters).toEqual(accepted.chapters);
      expect(proof.requests_used).toBe(2);
      const [row] = await local.app.db.query<{ failure_code: string }>(
        'SELECT failure_code FROM proof_requests WHERE id = $1',
        [down.id],
      );
      expect(row!.failure_code).toMatch(/^WRITER_UNAVAILABLE/);
    });
  },
);

describe.each(TEST_DATABASES)('a worker killed in the middle of a request, on %s', (database) => {
  it('leaves the request working; the job handed back to the queue completes it on retry, with the accepted edits kept', async () => {
    const storage = restartableStorage(database);
    // The same data folder on PostgreSQL too: the cover print and the versions' PDFs live there.
    const dataDir = storage.options.dataDir ?? makeTempDir('proof-crash');
    const options = { ...storage.options, dataDir };
    const env = { JOBS_POLL_SECONDS: '0.5', PRODUCTION_RETRIES: '0', PRODUCTION_RETRY_DELAY_SECONDS: '1' };
    let testApp: TestApp | undefined;
    try {
      testApp = await startTestApp({ ...options, env });
      const { agent, orderId } = await inReview(testApp);
      const token = testApp.app.get(OrdersService).statusToken(orderId);
      await agent
        .post(PROOF_API.edits(orderId))
        .send({ base_version: 1, edit: { field: 'title', text: 'Ada and the Lantern' } })
        .expect(200);
      await testApp.close();

      // An API that works no jobs takes the request; a worker fetches its job (as pg-boss does) and dies.
      testApp = await startTestApp({ ...options, env: { ...env, WORKERS: '0' } });
      const browser = request.agent(testApp.server);
      const asked = replyOf(
        (
          await browser
            .post(PROOF_API.requests(orderId, token))
            .send({ base_version: 2, instruction: 'Rename Ada to Maya' })
            .expect(200)
        ).body,
      );
      const id = asked.requests[0]!.id;
      // One at a time: the next request waits for this one.
      expect(
        (
          await browser
            .post(PROOF_API.requests(orderId, token))
            .send({ base_version: 2, instruction: 'Rename Bo to Ben' })
            .expect(409)
        ).body.error,
      ).toBe('PROOF_REQUEST_WORKING');
      const [{ job_id: jobId }] = (await testApp.db.query<{ job_id: string }>(
        'SELECT job_id FROM proof_requests WHERE id = $1',
        [id],
      )) as [{ job_id: string }];
      const schema = testApp.config.jobs.schema;
      await testApp.db.query(
        `UPDATE "${schema}".job SET state = 'active', started_on = now() WHERE id = $1 AND state = 'created'`,
        [jobId],
      );
      await testApp.db.query('UPDATE proof_requests SET attempts = attempts + 1 WHERE id = $1', [id]);
      await testApp.close();

      // Workers again. The dead worker's job stays active until pg-boss's expiry fails it (30 minutes for this
      // queue); failing it now is what the expiry does. Its retry starts again from the stored request.
      testApp = await startTestApp({ ...options, env });
      const again = request.agent(testApp.server);
      expect((await proofOf(again, orderId, token)).requests[0]).toMatchObject({ id, state: 'working' });
      await testApp.app
        .get(JobsService)
        .fail(PROOF_CHANGE_QUEUE, jobId, 'the worker stopped while working this request');
      const { proof, request: done } = await waitFor(
        testApp,
        'the retried request',
        async () => {
          const reply = await proofOf(again, orderId, token);
          return { proof: reply, request: reply.requests[0]! };
        },
        ({ request: one }) => one.state !== 'working',
      );
      expect(done).toMatchObject({ id, state: 'proposed', kind: 'rename' });
      expect(proof.version).toBe(2);
      const [row] = await testApp.db.query<{ attempts: number }>('SELECT attempts FROM proof_requests WHERE id = $1', [
        id,
      ]);
      expect(row!.attempts).toBe(2);
      const accepted = replyOf(
        (
          await again
            .post(PROOF_API.accept(orderId, id, token))
            .send({ base_version: 2 })
            .expect(200)
        ).body,
      );
      expect(accepted.title).toBe('Maya and the Lantern');
      expect(accepted.versions.map((version) => version.description)).toEqual([
        'As written',
        'Edited the book title',
        'Rename Ada to Maya',
      ]);
    } finally {
      await testApp?.close();
      await storage.cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
