import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  OPERATOR_API,
  operatorOrdersReplySchema,
  operatorProofApproveReplySchema,
  PROOF_API,
  PROOF_LIMITS,
  proofReplySchema,
  type ProofReply,
} from '@storyloom/contracts/delivery';
import request from 'supertest';
import { OrdersService } from '../src/orders/orders.service.js';
import { ProofFollowUps } from '../src/production/proof/proof-follow-ups.js';
import { untilMailSent } from './support/accounts.js';
import { outbox } from './support/delivery-visitor.js';
import { paidOrder, productionStatus, waitFor, type Agent } from './support/paid-order.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';
import { bytesOf } from './support/binary-reply.js';

// Each test pays for a book and waits for it to be written and typeset: on a busy CI machine that has taken over
// the default 30 s (the writing itself is timed by `npm run bench`, not here).
jest.setTimeout(240_000);

/** The buyer's proof (docs/product/proof.md): access, versions, hand edits, approval, choice, operators, follow-ups. */

const OPERATOR_TOKEN = 'operator-token-for-the-proof-spec-0123456789';
const DAY_MS = 24 * 3600 * 1000;

const proofOf = async (agent: Agent, orderId: string, token?: string): Promise<ProofReply> =>
  proofReplySchema.parse((await agent.get(PROOF_API.proof(orderId, token)).expect(200)).body);

/** A paid book (offline writer) that chose to be reviewed, waited for until it is ready for review. */
async function inReview(testApp: TestApp): Promise<{ agent: Agent; orderId: string }> {
  const paid = await paidOrder(testApp, { proofChoice: 'review' });
  await waitFor(
    testApp,
    'the book to be ready for review',
    () => productionStatus(paid.agent, paid.orderId),
    (reply) => reply.stage === 'ready_for_review' || reply.stage === 'failed',
  );
  return paid;
}

describe.each(TEST_DATABASES)('the buyer proof on %s', (database) => {
  let testApp: TestApp;
  let now = new Date();
  beforeAll(async () => {
    testApp = await startTestApp({
      database,
      clock: () => now,
      env: {
        JOBS_POLL_SECONDS: '0.5',
        PRODUCTION_RETRIES: '0',
        OPERATOR_TOKEN,
        PROOF_REMINDER_DAYS: '3,7',
        PROOF_AUTO_APPROVE_DAYS: '10',
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  const outboxFolder = (orderId: string) => join(testApp.config.production.printOutboxDir, orderId);

  it('waits in review with version 1, e-mails the proof link, and shows it to the token, the buyer and nobody else', async () => {
    const { agent, orderId } = await inReview(testApp);
    const status = await productionStatus(agent, orderId);
    expect(status.stage).toBe('ready_for_review');
    expect(status.headline).toMatch(/ready for your review/i);
    expect(status.digital_edition).toBeNull();
    expect(existsSync(outboxFolder(orderId))).toBe(false);

    const proof = await proofOf(agent, orderId);
    expect(proof).toMatchObject({ state: 'in_review', proof_choice: 'review', version: 1, approved_version: null });
    expect(proof.versions).toEqual([
      expect.objectContaining({ version: 1, description: 'As written', page_count: proof.page_count }),
    ]);
    expect(proof.chapters.length).toBeGreaterThan(1);
    for (const [index, chapter] of proof.chapters.entries()) {
      expect(chapter.paragraphs.length).toBeGreaterThan(0);
      expect(chapter.first_page).toBeGreaterThan(0);
      expect(chapter.last_page).toBeGreaterThanOrEqual(chapter.first_page);
      if (index > 0) expect(chapter.first_page).toBeGreaterThan(proof.chapters[index - 1]!.last_page);
    }

    const token = testApp.app.get(OrdersService).statusToken(orderId);
    const mail = await untilMailSent(
      testApp,
      () => outbox(testApp),
      (mails) => mails.some((m) => m.subject.includes('ready for your review') && m.text.includes(orderId)),
    );
    const review = mail.find((m) => m.subject.includes('ready for your review') && m.text.includes(orderId))!;
    expect(review.text).toContain(`/order/proof?order=${orderId}&token=${token}`);

    const stranger = request.agent(testApp.server);
    const refused = await stranger.get(PROOF_API.proof(orderId)).expect(404);
    const unknown = await stranger.get(PROOF_API.proof('00000000-0000-4000-8000-000000000000')).expect(404);
    expect(refused.body.error).toBe(unknown.body.error);
    await stranger.get(PROOF_API.proof(orderId, 'wrong-token')).expect(404);
    await stranger.post(PROOF_API.approve(orderId)).send({ version: 1 }).expect(404);
    const byToken = await proofOf(stranger, orderId, token);
    expect(byToken.interior_pdf_url).toBe(PROOF_API.file(orderId, 1, 'interior.pdf', token));
    expect((await bytesOf(stranger.get(byToken.interior_pdf_url!))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists what is personal in the book with its pages, and flags an age a hand edit contradicts on that page', async () => {
    const { agent, orderId } = await inReview(testApp);
    const proof = await proofOf(agent, orderId);
    const name = proof.personal.find((detail) => detail.character === 'Ada' && detail.label === 'Name');
    expect(name?.value).toBe('Ada');
    expect(name?.pages.length).toBeGreaterThan(0);
    expect(name?.pages.every((page) => page >= 1 && page <= proof.page_count)).toBe(true);
    expect(proof.personal.flatMap((detail) => detail.flags).filter((flag) => flag.kind === 'age_contradicted')).toEqual(
      [],
    );

    // Ada is 7 (step 1); the buyer's own edit says otherwise, on chapter 2's opening page (not in its first word,
    // which the opener sets as a raised initial).
    const chapter = proof.chapters[1]!;
    const edited = proofReplySchema.parse(
      (
        await agent
          .post(PROOF_API.edits(orderId))
          .send({
            base_version: 1,
            edit: {
              field: 'paragraph',
              chapter: chapter.number,
              paragraph: 0,
              text: 'That spring Ada had turned nine, and the whole harbour knew it.',
            },
          })
          .expect(200)
      ).body,
    );
    const age = edited.personal.find((detail) => detail.character === 'Ada' && detail.label === 'Age');
    expect(age?.flags).toEqual([
      expect.objectContaining({ kind: 'age_contradicted', page: edited.chapters[1]!.first_page }),
    ]);
  });

  it('makes a version of a hand edit, re-typeset, refuses a stale version, restores, and prints exactly the approved one', async () => {
    const { agent, orderId } = await inReview(testApp);
    const before = await proofOf(agent, orderId);
    const long = Array.from(
      { length: 24 },
      () => 'The lantern glowed and the sea was quiet under the pier, and Ada listened.',
    ).join(' ');
    const edited = proofReplySchema.parse(
      (
        await agent
          .post(PROOF_API.edits(orderId))
          .send({ base_version: 1, edit: { field: 'paragraph', chapter: 2, paragraph: 0, text: `${long}\n\n${long}` } })
          .expect(200)
      ).body,
    );
    expect(edited.version).toBe(2);
    expect(edited.versions.map((v) => v.description)).toEqual(['As written', 'Edited chapter 2, paragraph 1']);
    expect(edited.chapters[1]!.paragraphs[0]).toBe(long);
    // The re-typeset book: the chapters after the edited one open later (the page count grows, or stays at the
    // binding's minimum).
    expect(edited.page_count).toBeGreaterThanOrEqual(before.page_count);
    expect(edited.chapters[2]!.first_page).toBeGreaterThan(before.chapters[2]!.first_page);
    const v1 = await bytesOf(agent.get(PROOF_API.file(orderId, 1, 'interior.pdf')));
    const v2 = await bytesOf(agent.get(PROOF_API.file(orderId, 2, 'interior.pdf')));
    expect(v2.equals(v1)).toBe(false);

    const stale = await agent
      .post(PROOF_API.edits(orderId))
      .send({ base_version: 1, edit: { field: 'title', text: 'A Newer Title' } })
      .expect(409);
    expect(stale.body).toMatchObject({ error: 'PROOF_VERSION_CONFLICT', details: { current_version: 2 } });
    expect((await proofOf(agent, orderId)).version).toBe(2);

    const restored = proofReplySchema.parse(
      (await agent.post(PROOF_API.restore(orderId)).send({ base_version: 2, version: 1 }).expect(200)).body,
    );
    expect(restored.version).toBe(3);
    expect(restored.versions.at(-1)!.description).toBe('Restored version 1');
    expect(restored.page_count).toBe(before.page_count);
    expect(restored.chapters[1]!.paragraphs).toEqual(before.chapters[1]!.paragraphs);

    const titled = proofReplySchema.parse(
      (
        await agent
          .post(PROOF_API.edits(orderId))
          .send({ base_version: 3, edit: { field: 'title', text: 'The Lantern of Pier Nine' } })
          .expect(200)
      ).body,
    );
    expect(titled.title).toBe('The Lantern of Pier Nine');
    await agent.post(PROOF_API.approve(orderId)).send({ version: 3 }).expect(409);
    const approved = proofReplySchema.parse(
      (await agent.post(PROOF_API.approve(orderId)).send({ version: 4 }).expect(200)).body,
    );
    expect(approved).toMatchObject({ state: 'approved', approved_version: 4, approved_by: 'buyer' });

    await waitFor(
      testApp,
      'the print outbox',
      async () => existsSync(join(outboxFolder(orderId), 'job.json')),
      Boolean,
    );
    const v4 = {
      interior: await bytesOf(agent.get(PROOF_API.file(orderId, 4, 'interior.pdf'))),
      cover: await bytesOf(agent.get(PROOF_API.file(orderId, 4, 'cover.pdf'))),
    };
    expect(readFileSync(join(outboxFolder(orderId), 'interior.pdf')).equals(v4.interior)).toBe(true);
    expect(readFileSync(join(outboxFolder(orderId), 'cover.pdf')).equals(v4.cover)).toBe(true);
    expect(JSON.parse(readFileSync(join(outboxFolder(orderId), 'job.json'), 'utf8')).page_count).toBe(
      titled.page_count,
    );
    const status = await waitFor(
      testApp,
      'ready for printing',
      () => productionStatus(agent, orderId),
      (reply) => reply.stage === 'ready_for_printing',
    );
    expect(status.digital_edition).not.toBeNull();
    const locked = await agent
      .post(PROOF_API.edits(orderId))
      .send({ base_version: 4, edit: { field: 'title', text: 'Too Late' } })
      .expect(409);
    expect(locked.body.error).toBe('PROOF_LOCKED');
    expect((await agent.put(PROOF_API.choice(orderId)).send({ proof_choice: 'review' }).expect(409)).body.error).toBe(
      'PROOF_LOCKED',
    );
  });

  it('refuses oversized, unprintable and malformed changes with a 4xx JSON error, and leaves the version as it was', async () => {
    const { agent, orderId } = await inReview(testApp);
    const cases: Array<[unknown, RegExp]> = [
      [
        {
          base_version: 1,
          edit: { field: 'paragraph', chapter: 1, paragraph: 0, text: 'x'.repeat(PROOF_LIMITS.paragraph + 1) },
        },
        /at most 4000/,
      ],
      [{ base_version: 1, edit: { field: 'title', text: 'x'.repeat(PROOF_LIMITS.title + 1) } }, /at most 120/],
      [{ base_version: 1, edit: { field: 'blurb', text: '   ' } }, /cannot be empty/],
      [{ base_version: 1, edit: { field: 'title', text: 'Ada 🦄 and the Lantern' } }, /./],
      [{ base_version: 1, edit: { field: 'footnote', text: 'x' } }, /Field must be one of/],
      [{ base_version: 1, edit: { field: 'title', text: 'Fine', extra: 1 } }, /./],
      [{ edit: { field: 'title', text: 'No base' } }, /./],
      ['not json at all', /./],
    ];
    for (const [body, message] of cases) {
      const response = await agent
        .post(PROOF_API.edits(orderId))
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.error).toEqual(expect.any(String));
      expect(response.body.message).toMatch(message);
    }
    const missing = await agent
      .post(PROOF_API.edits(orderId))
      .send({ base_version: 1, edit: { field: 'paragraph', chapter: 99, paragraph: 0, text: 'Hello' } })
      .expect(400);
    expect(missing.body.error).toBe('PROOF_CHAPTER_NOT_FOUND');
    await agent.get(PROOF_API.file(orderId, 7, 'interior.pdf')).expect(404);
    await agent.get(`${PROOF_API.proof(orderId)}/versions/1/secret.txt`).expect(400);
    expect((await proofOf(agent, orderId)).version).toBe(1);
  });

  it("lets the buyer change the choice until printing, and a 'print when written' book prints as before", async () => {
    const { agent, orderId } = await paidOrder(testApp, { proofChoice: 'print_when_written' });
    const printed = await waitFor(
      testApp,
      'the print outbox',
      () => productionStatus(agent, orderId),
      (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
    );
    expect(printed.stage).toBe('ready_for_printing');
    expect(existsSync(join(outboxFolder(orderId), 'interior.pdf'))).toBe(true);
    const proof = await proofOf(agent, orderId);
    expect(proof).toMatchObject({ proof_choice: 'print_when_written', state: 'approved', version: null, versions: [] });
    expect((await agent.put(PROOF_API.choice(orderId)).send({ proof_choice: 'review' }).expect(409)).body.error).toBe(
      'PROOF_LOCKED',
    );

    // A reviewed book switched to 'print when written' while it waits: its newest version is approved and printed.
    const second = await inReview(testApp);
    const switched = proofReplySchema.parse(
      (
        await second.agent
          .put(PROOF_API.choice(second.orderId))
          .send({ proof_choice: 'print_when_written' })
          .expect(200)
      ).body,
    );
    expect(switched).toMatchObject({
      proof_choice: 'print_when_written',
      state: 'approved',
      approved_version: 1,
      approved_by: 'buyer',
    });
    await waitFor(
      testApp,
      'the print outbox',
      async () => existsSync(join(outboxFolder(second.orderId), 'job.json')),
      Boolean,
    );
    await second.agent.put(PROOF_API.choice(second.orderId)).send({ proof_choice: 'sometimes' }).expect(400);
  });

  it('lets an operator approve on the buyer’s behalf, logged with who', async () => {
    const { agent, orderId } = await inReview(testApp);
    const operator = request(testApp.server);
    await operator.post(`/api/operator/orders/${orderId}/proof/approve`).send({ operator: 'Sam' }).expect(404);
    await operator
      .post(`/api/operator/orders/${orderId}/proof/approve`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send({})
      .expect(400);
    // The operators' list says what /internal/orders needs to offer 'Approve for print': the stage and the newest version.
    const listed = async () =>
      operatorOrdersReplySchema
        .parse(
          (await operator.get(OPERATOR_API.orders).set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200)).body,
        )
        .orders.find((order) => order.order_id === orderId)!;
    expect(await listed()).toMatchObject({
      stage: 'ready_for_review',
      proof: {
        choice: 'review',
        newest_version: 1,
        approved_version: null,
        approved_by: null,
        approved_operator: null,
      },
    });
    // A version the book does not have is refused, saying so, and nothing is approved.
    const unknown = await operator
      .post(OPERATOR_API.approveProof(orderId))
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send({ operator: 'Sam', version: 2 })
      .expect(404);
    expect(unknown.body).toMatchObject({ error: 'PROOF_VERSION_NOT_FOUND' });
    const approved = await operator
      .post(OPERATOR_API.approveProof(orderId))
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send({ operator: 'Sam', version: 1 })
      .expect(200);
    expect(operatorProofApproveReplySchema.parse(approved.body)).toEqual({
      approved_version: 1,
      approved_by: 'operator',
      operator: 'Sam',
    });
    expect((await listed()).proof).toEqual({
      choice: 'review',
      newest_version: 1,
      approved_version: 1,
      approved_by: 'operator',
      approved_operator: 'Sam',
    });
    const [row] = await testApp.db.query<{ approved_operator: string; approved_by: string }>(
      'SELECT approved_operator, approved_by FROM order_production WHERE order_id = $1',
      [orderId],
    );
    expect(row).toEqual({ approved_operator: 'Sam', approved_by: 'operator' });
    expect((await proofOf(agent, orderId)).approved_by).toBe('operator');
    await waitFor(
      testApp,
      'the print outbox',
      async () => existsSync(join(outboxFolder(orderId), 'job.json')),
      Boolean,
    );
  });

  it('reminds after 3 and 7 days and approves automatically after PROOF_AUTO_APPROVE_DAYS, by the clock', async () => {
    const { agent, orderId } = await inReview(testApp);
    const followUps = testApp.app.get(ProofFollowUps);
    const reminders = async () =>
      (await outbox(testApp)).filter((m) => m.subject.startsWith('Reminder') && m.text.includes(orderId)).length;
    const start = now;
    try {
      await followUps.run();
      expect(await reminders()).toBe(0);
      now = new Date(start.getTime() + 3 * DAY_MS + 60_000);
      await followUps.run();
      await followUps.run();
      expect(await reminders()).toBe(1);
      now = new Date(start.getTime() + 7 * DAY_MS + 60_000);
      await followUps.run();
      expect(await reminders()).toBe(2);
      expect((await proofOf(agent, orderId)).state).toBe('in_review');
      now = new Date(start.getTime() + 10 * DAY_MS + 60_000);
      await followUps.run();
      expect(await proofOf(agent, orderId)).toMatchObject({
        state: 'approved',
        approved_by: 'automatic',
        approved_version: 1,
      });
      await waitFor(
        testApp,
        'the print outbox',
        async () => existsSync(join(outboxFolder(orderId), 'job.json')),
        Boolean,
      );
    } finally {
      now = new Date();
    }
  });
});
