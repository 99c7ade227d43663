import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { productionReplySchema, type ProductionReply } from '@storyloom/contracts/delivery';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { JobsService } from '../src/jobs/jobs.service.js';
import { OrdersService } from '../src/orders/orders.service.js';
import { PRODUCTION_QUEUES } from '../src/production/production-pipeline.service.js';
import { ProductionRepository } from '../src/production/production.repository.js';
import { photo, visitorReadyForCover } from './support/cover-images.js';
import { gbOrder, outbox } from './support/delivery-visitor.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';
import { untilJobsMoveOn } from './support/job-events.js';

type Agent = ReturnType<typeof request.agent>;

/** Fast polls and retries, so a stage that fails is tried again within seconds. */
const FAST = {
  JOBS_POLL_SECONDS: '0.5',
  PRODUCTION_RETRY_DELAY_SECONDS: '1',
  PRODUCTION_RETRIES: '2',
  BOOK_WRITING_CONCURRENCY: '4',
};
const FIRST_CHAPTER = 'Ada found the lantern under the pier, still warm, as if someone had carried it all night.';

/** Steps 1 to 4 through the API (offline writer; an uploaded cover and chapter 1 on /step4), details stored, checkout opened. */
async function checkoutOpened(testApp: TestApp, dedication = 'For Ada, who keeps every lantern lit') {
  const agent = await visitorReadyForCover(testApp);
  await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
  await agent
    .post('/api/store_step4')
    .attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png')
    .field('firstChapter', FIRST_CHAPTER)
    .expect(200);
  const details = gbOrder({ binding_type: 'softcover', paper_color: 'cream', quantity: 2, dedication });
  await agent.post('/api/store_order_details').send(details).expect(200);
  const checkout = (
    await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'softcover_small', quantity: 2, shipping_level: 'MAIL', proof_choice: 'print_when_written' })
      .expect(200)
  ).body as { url: string; session_id: string };
  return { agent, checkout };
}

async function pay(agent: Agent, checkout: { url: string; session_id: string }): Promise<string> {
  const paid = await agent
    .post(`/api/checkout/test/${checkout.session_id}/pay`)
    .set('Origin', new URL(checkout.url).origin)
    .expect(303);
  return new URL(paid.headers.location!, 'http://x').searchParams.get('order')!;
}

const status = async (agent: Agent, orderId: string): Promise<ProductionReply> =>
  productionReplySchema.parse((await agent.get(`/api/orders/${orderId}/production`).expect(200)).body);

const outboxFolders = (testApp: TestApp) =>
  existsSync(testApp.config.production.printOutboxDir) ? readdirSync(testApp.config.production.printOutboxDir) : [];

/** The stored print file of the order's cover (local photo store), to take away and give back. */
async function coverPrintFile(testApp: TestApp, orderId: string): Promise<string> {
  const [row] = await testApp.db.query<{ storage_key: string }>(
    "SELECT a.storage_key FROM cover_assets a JOIN orders o ON o.visitor_id = a.visitor_id AND a.cover_id = (o.cover->>'coverId')::uuid WHERE o.id = $1 AND a.kind = 'cover_print'",
    [orderId],
  );
  const storage = testApp.config.storage;
  if (storage.driver !== 'local' || !row) throw new Error('expected a local cover print');
  return join(storage.dir, 'cover-assets', row.storage_key);
}

const typesetAttempts = async (testApp: TestApp, orderId: string): Promise<number> => {
  const rows = await testApp.db.query<{ retry_count: number; state: string }>(
    `SELECT retry_count, state FROM "${testApp.config.jobs.schema}".job WHERE name = $1 AND singleton_key = $2`,
    [PRODUCTION_QUEUES.typeset, orderId],
  );
  return rows.reduce((most, row) => Math.max(most, row.retry_count + (row.state === 'created' ? 0 : 1)), 0);
};

describe.each(TEST_DATABASES)('a paid book from payment to the print outbox on %s', (database) => {
  let testApp: TestApp;
  /** Reads until `done`, again after each job the app works: the pipeline's stages are its jobs. */
  const waitFor = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
    untilJobsMoveOn(testApp.app.get(JobsService), what, read, done);
  beforeAll(async () => {
    testApp = await startTestApp({ database, env: FAST });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('is written, typeset and handed to printing once: status moves Paid → Writing → Typesetting → Ready for printing', async () => {
    const { agent, checkout } = await checkoutOpened(testApp);
    const orderId = await pay(agent, checkout);
    const seen = new Set<string>();
    const done = await waitFor(
      'the book to be ready for printing',
      async () => {
        const reply = await status(agent, orderId);
        seen.add(reply.stage ?? 'none');
        return reply;
      },
      (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
    );
    expect(done).toMatchObject({
      order_id: orderId,
      order_status: 'paid',
      stage: 'ready_for_printing',
      chapters: { done: 15, total: 15 },
      failure: null,
      poll_after_ms: null,
    });
    // The page's headline follows the stage: ready, no longer "being made".
    expect(done.headline).toBe('Your book is ready for printing.');
    expect(seen.has('writing') || seen.has('typesetting')).toBe(true);

    // Chapter 1 is the one frozen in the order; the 14 others were written after payment.
    const chapters = await testApp.db.query<{ number: number; text: string; writer: string }>(
      'SELECT number, text, writer FROM order_chapters WHERE order_id = $1 ORDER BY number',
      [orderId],
    );
    expect(chapters.map((chapter) => chapter.number)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(chapters[0]).toMatchObject({ text: FIRST_CHAPTER, writer: 'step4' });
    expect(chapters.slice(1).every((chapter) => chapter.writer === 'offline' && chapter.text.length > 200)).toBe(true);

    // The outbox: one folder with the two PDFs and what would be sent to the printer.
    const folder = join(testApp.config.production.printOutboxDir, orderId);
    expect(readdirSync(folder).sort()).toEqual(['cover.pdf', 'interior.pdf', 'job.json']);
    expect(readFileSync(join(folder, 'interior.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(join(folder, 'cover.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    // The demo writer wrote it, and the colophon (the title page's back) says so.
    const { text: pages } = await extractText(
      await getDocumentProxy(new Uint8Array(readFileSync(join(folder, 'interior.pdf')))),
      { mergePages: false },
    );
    expect(pages[1]).toMatch(/Written by Storyloom['’]s demo writer\./);
    // The blurb written with the book is kept with it and printed on the back cover, as prose: no summary markup.
    const blurb = await testApp.app.get(ProductionRepository).blurb(orderId);
    expect(blurb?.split(/\s+/).length).toBeGreaterThanOrEqual(60);
    const { text: cover } = await extractText(
      await getDocumentProxy(new Uint8Array(readFileSync(join(folder, 'cover.pdf')))),
      { mergePages: true },
    );
    expect(cover.replace(/\s+/g, ' ')).toContain(blurb!.split(/\s+/).slice(0, 8).join(' ').replace(/'/g, '’'));
    expect(`${cover}${pages.join('')}`).not.toMatch(/[#%@$]/);
    const job = JSON.parse(readFileSync(join(folder, 'job.json'), 'utf8'));
    expect(job).toMatchObject({
      order_id: orderId,
      pod_package_id: '0600X0900.BW.STD.PB.060UC444.MXX',
      quantity: 2,
      shipping_level: 'MAIL',
      contact_email: 'ada@example.com',
      shipping_address: { name: 'Ada Lovelace', city: 'London', country_code: 'GB' },
      page_count: expect.any(Number),
    });
    expect(job.page_count % 2).toBe(0);
    expect(job.page_count).toBeGreaterThanOrEqual(32);

    // The proof: the owner downloads the interior; anyone else gets the same 404 as for an unknown order.
    const proof = await agent.get(done.proof_url!).buffer(true).expect(200).expect('Content-Type', 'application/pdf');
    expect(Buffer.compare(proof.body as Buffer, readFileSync(join(folder, 'interior.pdf')))).toBe(0);
    await request(testApp.server).get(done.proof_url!).expect(404);
    await request(testApp.server).get(`/api/orders/${orderId}/production`).expect(404);

    // The e-mail's link: the status token opens the status (no proof link without the cookie); a wrong one is a 404.
    const token = testApp.app.get(OrdersService).statusToken(orderId);
    const mails = await outbox(testApp);
    expect(mails.some((mail) => mail.text.includes(`/order/status?order=${orderId}&token=${token}`))).toBe(true);
    const byToken = (
      await request(testApp.server).get(`/api/orders/${orderId}/production`).query({ token }).expect(200)
    ).body;
    expect(byToken).toMatchObject({ stage: 'ready_for_printing', proof_url: null });
    await request(testApp.server)
      .get(`/api/orders/${orderId}/production`)
      .query({ token: `${token.slice(0, -1)}x` })
      .expect(404);

    // The same paid event again, and each stage's job sent again: nothing is written or handed over twice.
    const written = await testApp.db.query<{ written_at: Date }>(
      'SELECT written_at FROM order_chapters WHERE order_id = $1 ORDER BY number',
      [orderId],
    );
    const jobJson = readFileSync(join(folder, 'job.json'), 'utf8');
    await agent
      .post(`/api/checkout/test/${checkout.session_id}/pay`)
      .set('Origin', new URL(checkout.url).origin)
      .expect(303);
    const jobs = testApp.app.get(JobsService);
    const resent = await Promise.all(
      Object.values(PRODUCTION_QUEUES).map((queue) => jobs.send(queue, { orderId }, { singletonKey: orderId })),
    );
    await waitFor(
      'the resent jobs to be worked',
      async () => Promise.all(resent.map((id, index) => jobs.job(Object.values(PRODUCTION_QUEUES)[index]!, id!))),
      (records) => records.every((record) => record?.state === 'completed'),
    );
    expect(resent.every((id) => typeof id === 'string')).toBe(true);
    expect(
      await testApp.db.query('SELECT written_at FROM order_chapters WHERE order_id = $1 ORDER BY number', [orderId]),
    ).toEqual(written);
    expect(readFileSync(join(folder, 'job.json'), 'utf8')).toBe(jobJson);
    expect(outboxFolders(testApp).filter((name) => name.includes(orderId))).toEqual([orderId]);
    expect((await status(agent, orderId)).stage).toBe('ready_for_printing');
  }, 180_000);

  it('queues a stage once per order: a second job with the same order key while one waits is refused (stately)', async () => {
    const jobs = testApp.app.get(JobsService);
    const orderId = '00000000-0000-4000-8000-000000000001'; // no such order: the job, when worked, does nothing
    const first = await jobs.send(PRODUCTION_QUEUES.typeset, { orderId }, { singletonKey: orderId, startAfter: 2 });
    const again = await jobs.send(PRODUCTION_QUEUES.typeset, { orderId }, { singletonKey: orderId });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
  });

  it('retries a typesetting that fails, and marks the order failed with a message once the retries are used up', async () => {
    // Order A: its cover file is away during the first attempt, back before the next one.
    const a = await checkoutOpened(testApp);
    const b = await checkoutOpened(testApp);
    const idA = await pay(a.agent, a.checkout);
    const idB = await pay(b.agent, b.checkout);
    const fileA = await coverPrintFile(testApp, idA);
    const fileB = await coverPrintFile(testApp, idB);
    renameSync(fileA, `${fileA}.away`);
    renameSync(fileB, `${fileB}.away`);
    await waitFor(
      'the first typesetting attempt of A to fail',
      () => typesetAttempts(testApp, idA),
      (attempts) => attempts >= 1,
    );
    renameSync(`${fileA}.away`, fileA);
    const readyA = await waitFor(
      'A to be ready',
      () => status(a.agent, idA),
      (reply) => reply.stage === 'ready_for_printing' || reply.stage === 'failed',
    );
    expect(readyA.stage).toBe('ready_for_printing');
    expect(readdirSync(join(testApp.config.production.printOutboxDir, idA)).sort()).toEqual([
      'cover.pdf',
      'interior.pdf',
      'job.json',
    ]);

    const failedB = await waitFor(
      'B to fail for good',
      () => status(b.agent, idB),
      (reply) => reply.stage === 'failed' || reply.stage === 'ready_for_printing',
    );
    expect(failedB).toMatchObject({
      stage: 'failed',
      failure: { stage: 'typesetting', message: expect.stringContaining('could not typeset your book') },
      poll_after_ms: null,
    });
    expect(await typesetAttempts(testApp, idB)).toBe(3);
    expect(outboxFolders(testApp)).not.toContain(idB);
    renameSync(`${fileB}.away`, fileB);
  }, 180_000);
});
