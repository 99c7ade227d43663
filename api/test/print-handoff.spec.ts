import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorOrdersReplySchema, productionReplySchema, type ProductionReply } from '@storyloom/contracts/delivery';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { JobsService } from '../src/jobs/jobs.service.js';
import { PrintService } from '../src/print/print.service.js';
import { PrintStatusPoll } from '../src/print/status-poll/print-status-poll.js';
import { PRODUCTION_QUEUES } from '../src/production/production-pipeline.service.js';
import { photo, visitorReadyForCover } from './support/cover-images.js';
import { untilJobsMoveOn } from './support/job-events.js';
import { aboutOrder, gbOrder, outbox } from './support/delivery-visitor.js';
import {
  LOCAL_LULU_KEY,
  LOCAL_LULU_SECRET,
  signLuluWebhook,
  startLocalLulu,
  type LocalLulu,
} from './support/lulu/local-lulu-server.js';
import { LULU_WITH_DEMO, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/**
 * A paid book handed to Lulu by the production pipeline (docs/product/print-fulfilment.md), through the real app and
 * the local Lulu server (which downloads the PDFs from the signed links it is given): once per order, through Lulu
 * outages; the status page's print stages; the shipped e-mail; the operators' orders API.
 */

type Agent = ReturnType<typeof request.agent>;

const OPERATOR_TOKEN = 'operator-token-for-the-tests-0123456789';
const FAST = {
  JOBS_POLL_SECONDS: '0.5',
  PRODUCTION_RETRY_DELAY_SECONDS: '1',
  PRODUCTION_RETRIES: '2',
  BOOK_WRITING_CONCURRENCY: '4',
};

/** Steps 1 to 4 through the API, the order paid through the built-in test checkout. */
async function paidOrder(
  testApp: TestApp,
  shippingLevel: 'MAIL' | 'GROUND_HD' = 'MAIL',
): Promise<{ agent: Agent; orderId: string }> {
  const agent = await visitorReadyForCover(testApp);
  await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
  await agent
    .post('/api/store_step4')
    .attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png')
    .field('firstChapter', 'Ada found the lantern under the pier.')
    .expect(200);
  await agent
    .post('/api/store_order_details')
    .send(gbOrder({ binding_type: 'softcover', paper_color: 'cream', quantity: 1, shipping_level: shippingLevel }))
    .expect(200);
  const checkout = (
    await agent
      .post('/api/create-checkout-payment_intent')
      .send({
        item_type: 'softcover_small',
        quantity: 1,
        shipping_level: shippingLevel,
        proof_choice: 'print_when_written',
      })
      .expect(200)
  ).body as { url: string; session_id: string };
  const paid = await agent
    .post(`/api/checkout/test/${checkout.session_id}/pay`)
    .set('Origin', new URL(checkout.url).origin)
    .expect(303);
  return { agent, orderId: new URL(paid.headers.location!, 'http://x').searchParams.get('order')! };
}

const status = async (agent: Agent, orderId: string): Promise<ProductionReply> =>
  productionReplySchema.parse((await agent.get(`/api/orders/${orderId}/production`).expect(200)).body);
const settled = (reply: ProductionReply) => !['paid', 'writing', 'typesetting'].includes(reply.stage ?? 'paid');

describe.each(TEST_DATABASES)('a ready book goes to Lulu on %s', (database) => {
  let lulu: LocalLulu;
  let testApp: TestApp;
  const jobsOf = (orderId: string) => lulu.jobs.filter((job) => job.external_id === orderId);
  const operator = () => request(testApp.server);
  /** Reads until `done`, again after each job the app works: the pipeline's stages are its jobs. */
  const waitFor = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
    untilJobsMoveOn(testApp.app.get(JobsService), what, read, done);

  beforeAll(async () => {
    lulu = await startLocalLulu({ fetchSources: true });
    testApp = await startTestApp({
      database,
      env: {
        ...LULU_WITH_DEMO,
        ...FAST,
        LULU_CLIENT_KEY: LOCAL_LULU_KEY,
        LULU_CLIENT_SECRET: LOCAL_LULU_SECRET,
        LULU_API_URL: lulu.url,
        LULU_POLL_SECONDS: '0.05',
        OPERATOR_TOKEN,
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await lulu?.close();
  });

  it('a paid order reaches Lulu exactly once, even when its print job runs again; the cover is as wide as Lulu says', async () => {
    const { agent, orderId } = await paidOrder(testApp, 'GROUND_HD');
    const sent = await waitFor('the book to reach Lulu', () => status(agent, orderId), settled);
    expect(sent).toMatchObject({
      stage: 'sent_to_printer',
      failure: null,
      shipments: [],
      headline: 'Your book has been sent to the printer.',
    });
    expect(jobsOf(orderId)).toHaveLength(1);
    // UK Expedited: the cheapest level faster than mail that Lulu offers in GB, not the US ground courier GROUND_HD.
    expect(jobsOf(orderId)[0]!.shipping_level).toBe('PRIORITY_MAIL');
    const askedShipping = lulu.requests
      .filter((entry) => entry.method === 'POST' && entry.path === '/shipping-options/')
      .map((entry) => JSON.parse(entry.body) as { shipping_address: { country: string } });
    expect(askedShipping).toContainEqual(
      expect.objectContaining({ shipping_address: expect.objectContaining({ country: 'GB' }) }),
    );

    // The cover is exactly as wide and high as Lulu's /cover-dimensions/ answered for the book's real page count.
    const listed = operatorOrdersReplySchema.parse(
      (await operator().get('/api/operator/orders').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200)).body,
    );
    const pages = listed.orders.find((order) => order.order_id === orderId)!.files!.interior_pages!;
    const interior = await PDFDocument.load(
      (
        await operator()
          .get(`/api/operator/orders/${orderId}/files/interior.pdf`)
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .expect(200)
          .expect('Content-Type', 'application/pdf')
      ).body as Buffer,
    );
    expect(pages).toBe(interior.getPageCount());
    const asked = lulu.requests
      .filter((entry) => entry.method === 'POST' && entry.path === '/cover-dimensions/')
      .map((entry) => JSON.parse(entry.body) as { interior_page_count: number; pod_package_id: string });
    expect(asked).toContainEqual(
      expect.objectContaining({ interior_page_count: pages, pod_package_id: '0600X0900.BW.STD.PB.060UC444.MXX' }),
    );
    const expected = { width: (2 * 6 + pages / 444 + 0.06 + 0.25) * 72, height: 9.25 * 72 }; // the stand-in's answer for that count
    const cover = await PDFDocument.load(
      (
        await operator()
          .get(`/api/operator/orders/${orderId}/files/cover.pdf`)
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .expect(200)
      ).body as Buffer,
    );
    expect(cover.getPageCount()).toBe(1);
    const size = cover.getPage(0).getSize();
    expect(size.width).toBeCloseTo(expected.width, 1);
    expect(size.height).toBeCloseTo(expected.height, 1);
    // Lulu fetched both PDFs through the signed links.
    expect(
      lulu.fetchedSources.filter((source) => source.url.includes(orderId) && source.startsWithPdf).length,
    ).toBeGreaterThanOrEqual(2);
    // The local print outbox is not used when Lulu is configured.
    expect(
      testApp.config.production.printOutboxDir &&
        (await import('node:fs')).existsSync(`${testApp.config.production.printOutboxDir}/${orderId}`),
    ).toBe(false);

    // A crash after Lulu took the job but before the order moved on: the stage runs again and finds the job.
    await testApp.db.query("UPDATE order_production SET state = 'typeset', ready_at = NULL WHERE order_id = $1", [
      orderId,
    ]);
    await testApp.app.get(JobsService).send(PRODUCTION_QUEUES.print, { orderId });
    await waitFor(
      'the repeated stage',
      () => testApp.db.query<{ state: string }>('SELECT state FROM order_production WHERE order_id = $1', [orderId]),
      (rows) => rows[0]?.state === 'ready',
    );
    expect(jobsOf(orderId)).toHaveLength(1);
    expect(lulu.requests.filter((entry) => entry.method === 'POST' && entry.path === '/print-jobs/').length).toBe(
      lulu.jobs.length,
    );
  }, 180_000);

  it('Lulu down for a while (500, 429): the order waits, the stage is retried and goes through with one print job', async () => {
    // More failures than the client's own attempts (6), answered at once (Retry-After: 0): the stage's first attempt fails.
    lulu.fail(
      'POST',
      '/validate-interior/',
      ...Array.from({ length: 7 }, (_, index) => ({ status: index % 2 ? 429 : 500, retryAfter: '0' })),
    );
    const { agent, orderId } = await paidOrder(testApp);
    const sent = await waitFor('the book to reach Lulu', () => status(agent, orderId), settled);
    expect(sent).toMatchObject({ stage: 'sent_to_printer', failure: null });
    expect(jobsOf(orderId)).toHaveLength(1);
    const attempts = await testApp.db.query<{ retry_count: number }>(
      `SELECT retry_count FROM "${testApp.config.jobs.schema}".job WHERE name = $1 AND singleton_key = $2`,
      [PRODUCTION_QUEUES.print, orderId],
    );
    expect(Math.max(...attempts.map((row) => row.retry_count))).toBeGreaterThanOrEqual(1);
  }, 200_000);

  it('Lulu reports it in production (status poll, no webhook), then SHIPPED by webhook: tracking shown, one shipped e-mail', async () => {
    const { agent, orderId } = await paidOrder(testApp);
    await waitFor('the book to reach Lulu', () => status(agent, orderId), settled);
    const [job] = jobsOf(orderId);
    lulu.setJobStatus(job!.id, 'IN_PRODUCTION');
    // The earlier tests' orders are at Lulu too: a batch of 1 asks about one of them only (the least recently heard of).
    expect(await testApp.app.get(PrintStatusPoll).run(0, 1)).toBe(1);
    expect(await testApp.app.get(PrintStatusPoll).run(0)).toBeGreaterThanOrEqual(1);
    expect(await status(agent, orderId)).toMatchObject({ stage: 'in_production' });

    const tracking = { urls: ['https://tracking.example/TRK-9'], carrier: 'UPS', trackingId: 'TRK-9' };
    const shipped = lulu.setJobStatus(job!.id, 'SHIPPED', tracking);
    const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: shipped });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      await request(testApp.server)
        .post('/api/webhooks/lulu')
        .set('Content-Type', 'application/json')
        .set('Lulu-HMAC-SHA256', signLuluWebhook(body))
        .send(body)
        .expect(200);
    }
    const reply = await status(agent, orderId);
    expect(reply).toMatchObject({
      stage: 'shipped',
      shipments: [{ carrier: 'UPS', tracking_id: 'TRK-9', tracking_url: 'https://tracking.example/TRK-9' }],
    });
    const shippedMails = async () =>
      (await outbox(testApp)).filter(aboutOrder(orderId)).filter((mail) => mail.subject.includes('has shipped'));
    const mails = await shippedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('https://tracking.example/TRK-9');
    expect(mails[0]!.text).toContain('UPS');

    // Delivered: the last stage, nothing more to ask; no second shipped e-mail.
    const delivered = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: lulu.setJobStatus(job!.id, 'DELIVERED'),
    });
    await request(testApp.server)
      .post('/api/webhooks/lulu')
      .set('Content-Type', 'application/json')
      .set('Lulu-HMAC-SHA256', signLuluWebhook(delivered))
      .send(delivered)
      .expect(200);
    expect(await status(agent, orderId)).toMatchObject({
      stage: 'delivered',
      poll_after_ms: null,
      shipments: [{ tracking_url: 'https://tracking.example/TRK-9' }],
    });
    expect(await shippedMails()).toHaveLength(1);
  }, 180_000);

  it('Lulu rejects the job: the order shows failed, with Lulu’s message; an operator re-sends it as a new print job, once', async () => {
    const { agent, orderId } = await paidOrder(testApp);
    await waitFor('the book to reach Lulu', () => status(agent, orderId), settled);
    const rejected = lulu.setJobStatus(jobsOf(orderId)[0]!.id, 'REJECTED');
    rejected.status.message = 'The cover image is too low in resolution';
    const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: rejected });
    await request(testApp.server)
      .post('/api/webhooks/lulu')
      .set('Content-Type', 'application/json')
      .set('Lulu-HMAC-SHA256', signLuluWebhook(body))
      .send(body)
      .expect(200);
    const reply = await status(agent, orderId);
    expect(reply).toMatchObject({ stage: 'failed', failure: { stage: 'printing' }, poll_after_ms: null });
    expect(reply.failure!.message).toContain('The cover image is too low in resolution');

    // An operator re-sends it: a new print job `<order id>-2`, the rejected one kept as an earlier job.
    const listedRow = async () =>
      operatorOrdersReplySchema
        .parse(
          (await operator().get('/api/operator/orders').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200))
            .body,
        )
        .orders.find((order) => order.order_id === orderId)!;
    expect(await listedRow()).toMatchObject({
      stage: 'failed',
      can_retry: true,
      lulu: { job_id: String(rejected.id), status: 'REJECTED', attempt: 1 },
      earlier_lulu_jobs: [],
    });
    const retried = await operator()
      .post(`/api/operator/orders/${orderId}/retry`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200);
    expect(retried.body).toMatchObject({
      can_retry: false,
      lulu: null,
      earlier_lulu_jobs: [
        { job_id: String(rejected.id), status: 'REJECTED', message: 'The cover image is too low in resolution' },
      ],
    });
    // A second click while the first is on its way makes no second job.
    expect(
      (
        await operator()
          .post(`/api/operator/orders/${orderId}/retry`)
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .expect(409)
      ).body.error,
    ).toBe('NOTHING_TO_RETRY');
    expect(await waitFor('the new print job', () => status(agent, orderId), settled)).toMatchObject({
      stage: 'sent_to_printer',
      failure: null,
    });
    const second = lulu.jobs.filter((job) => job.external_id === `${orderId}-2`);
    expect(second).toHaveLength(1);
    expect(jobsOf(orderId)).toHaveLength(1); // the rejected one, never sent again under the order id
    expect(await listedRow()).toMatchObject({
      stage: 'sent_to_printer',
      can_retry: false,
      lulu: { job_id: String(second[0]!.id), status: 'CREATED', attempt: 2 },
      earlier_lulu_jobs: [{ job_id: String(rejected.id) }],
    });

    // A late report about the rejected job changes nothing; the live job's reports apply.
    await request(testApp.server)
      .post('/api/webhooks/lulu')
      .set('Content-Type', 'application/json')
      .set('Lulu-HMAC-SHA256', signLuluWebhook(body))
      .send(body)
      .expect(200);
    expect(await status(agent, orderId)).toMatchObject({ stage: 'sent_to_printer', failure: null });
    const inProduction = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: lulu.setJobStatus(second[0]!.id, 'IN_PRODUCTION'),
    });
    expect(
      (
        await request(testApp.server)
          .post('/api/webhooks/lulu')
          .set('Content-Type', 'application/json')
          .set('Lulu-HMAC-SHA256', signLuluWebhook(inProduction))
          .send(inProduction)
          .expect(200)
      ).body,
    ).toMatchObject({ outcome: 'applied' });
    expect(await status(agent, orderId)).toMatchObject({ stage: 'in_production' });

    // A job in production is not re-sent; a canceled one is, as attempt 3.
    expect(
      (
        await operator()
          .post(`/api/operator/orders/${orderId}/retry`)
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .expect(409)
      ).body.error,
    ).toBe('NOTHING_TO_RETRY');
    lulu.setJobStatus(second[0]!.id, 'CANCELED');
    await testApp.app.get(PrintService).refreshStatus(orderId);
    expect(await status(agent, orderId)).toMatchObject({ stage: 'failed', failure: { stage: 'printing' } });
    await operator()
      .post(`/api/operator/orders/${orderId}/retry`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200);
    expect(await waitFor('the third print job', () => status(agent, orderId), settled)).toMatchObject({
      stage: 'sent_to_printer',
    });
    expect(
      lulu.jobs.filter((job) => job.external_id.startsWith(orderId)).map((job) => [job.external_id, job.status.name]),
    ).toEqual([
      [orderId, 'REJECTED'],
      [`${orderId}-2`, 'CANCELED'],
      [`${orderId}-3`, 'CREATED'],
    ]);
    expect((await listedRow()).earlier_lulu_jobs.map((job) => job.status)).toEqual(['REJECTED', 'CANCELED']);
  }, 240_000);

  it('a file Lulu refuses leaves the order failed with Lulu’s message; an operator retries the stage after the fix', async () => {
    lulu.options.interiorStatuses = ['VALIDATING', 'ERROR'];
    lulu.options.validationErrors = ['The interior has 3 pages outside the trim box'];
    const { agent, orderId } = await paidOrder(testApp);
    const failed = await waitFor('the refusal', () => status(agent, orderId), settled);
    expect(failed).toMatchObject({ stage: 'failed', failure: { stage: 'printing' } });
    expect(failed.failure!.message).toContain('outside the trim box');
    // The hand-off failed: the headline says so, and the book never counts as ready for printing (no ready_at).
    expect(failed.headline).toMatch(
      /^Needs attention: something went wrong while sending your book to print: .*outside the trim box.* Your payment is safe; we will contact you\.$/,
    );
    expect(failed.ready_at).toBeNull();
    expect(jobsOf(orderId)).toHaveLength(0);

    const listed = operatorOrdersReplySchema.parse(
      (await operator().get('/api/operator/orders').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200)).body,
    );
    expect(listed.orders.find((order) => order.order_id === orderId)).toMatchObject({
      stage: 'failed',
      can_retry: true,
      lulu: null,
      lulu_error: expect.stringContaining('trim box'),
    });

    lulu.options.interiorStatuses = undefined;
    await operator()
      .post(`/api/operator/orders/${orderId}/retry`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200);
    await operator()
      .post(`/api/operator/orders/${orderId}/retry`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(409);
    expect(await waitFor('the retried stage', () => status(agent, orderId), settled)).toMatchObject({
      stage: 'sent_to_printer',
      failure: null,
    });
    expect(jobsOf(orderId)).toHaveLength(1);

    const after = operatorOrdersReplySchema.parse(
      (await operator().get('/api/operator/orders').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200)).body,
    );
    const row = after.orders.find((order) => order.order_id === orderId)!;
    expect(row).toMatchObject({
      stage: 'sent_to_printer',
      can_retry: false,
      lulu: { job_id: String(jobsOf(orderId)[0]!.id) },
      paid: { currency: 'usd' },
    });
    expect(row.lulu_cost).not.toBeNull();
    expect(row.margin_cents).toBe(row.paid.total_cents - Math.round(Number(row.lulu_cost!.total_incl_tax) * 100));
    await operator()
      .get(row.files!.cover_url)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200)
      .expect('Content-Type', 'application/pdf');

    // The confirmation again; the shipped e-mail is refused before the book ships.
    await operator()
      .post(`/api/operator/orders/${orderId}/resend-email`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send({ kind: 'confirmation' })
      .expect(200);
    expect(
      (
        await operator()
          .post(`/api/operator/orders/${orderId}/resend-email`)
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .send({ kind: 'shipped' })
          .expect(409)
      ).body.error,
    ).toBe('NOT_SHIPPED_YET');
    expect(
      (
        await operator()
          .post(`/api/operator/orders/${orderId}/resend-email`)
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .send({ kind: 'invoice' })
          .expect(400)
      ).body.error,
    ).toBe('INVALID_OPERATOR_REQUEST');
  }, 240_000);

  it('Lulu unreachable (connection refused): the book waits in typesetting and goes through once Lulu is back', async () => {
    const { port, jobs } = lulu;
    await lulu.close();
    const { agent, orderId } = await paidOrder(testApp);
    // The typeset stage asks Lulu for the cover size: it waits, retrying, while nothing answers on Lulu's port.
    await waitFor(
      'the book to wait for Lulu',
      () => status(agent, orderId),
      (reply) => reply.stage === 'typesetting',
    );
    // Not a guessed delay: wait until the stage has failed once for want of Lulu and been put back for a retry.
    const retries = async () =>
      (
        await testApp.db.query<{ retry_count: number }>(
          `SELECT retry_count FROM "${testApp.config.jobs.schema}".job WHERE name = $1 AND singleton_key = $2`,
          [PRODUCTION_QUEUES.typeset, orderId],
        )
      ).map((row) => row.retry_count);
    await waitFor('a retry of the typeset stage', retries, (counts) => counts.some((count) => count >= 1));
    expect(await status(agent, orderId)).toMatchObject({ stage: 'typesetting', failure: null });
    lulu = await startLocalLulu({ fetchSources: true, port, jobs });
    expect(await waitFor('the book to reach Lulu', () => status(agent, orderId), settled)).toMatchObject({
      stage: 'sent_to_printer',
      failure: null,
    });
    expect(jobsOf(orderId)).toHaveLength(1);
  }, 200_000);

  it('the operators’ API answers 404 to everyone else, as a path that does not exist', async () => {
    const { agent, orderId } = await paidOrder(testApp);
    for (const call of [
      () => operator().get('/api/operator/orders'),
      () => agent.get('/api/operator/orders'),
      () => operator().get('/api/operator/orders').set('Authorization', 'Bearer wrong-token-wrong-token-wrong'),
      () => agent.post(`/api/operator/orders/${orderId}/retry`),
      () => agent.post(`/api/operator/orders/${orderId}/resend-email`).send({ kind: 'confirmation' }),
    ]) {
      expect((await call().expect(404)).body).toMatchObject({ error: 'NOT_FOUND' });
    }
  }, 120_000);
});
