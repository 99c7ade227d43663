import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorOrdersReplySchema } from '@storyloom/contracts/delivery';
import request from 'supertest';
import { mailsTo, untilMailSent } from './support/accounts.js';
import { paidOrder, productionStatus, settled, waitFor } from './support/paid-order.js';
import {
  LOCAL_LULU_KEY,
  LOCAL_LULU_SECRET,
  signLuluWebhook,
  startLocalLulu,
  type LocalLulu,
} from './support/lulu/local-lulu-server.js';
import { LULU_WITH_DEMO, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/**
 * A paid book that stops for good tells the operators (docs/product/print-fulfilment.md#operators): one e-mail to
 * OPERATOR_EMAIL per failure with its cause, never one per retry, and the cause beside the customer's words on the
 * operators' orders list. Through the real app, the local Lulu server made to fail, and the mail outbox.
 */

const OPERATOR_TOKEN = 'operator-token-for-the-alert-tests-0123';
const FAST = {
  JOBS_POLL_SECONDS: '0.5',
  PRODUCTION_RETRY_DELAY_SECONDS: '1',
  PRODUCTION_RETRIES: '1',
  BOOK_WRITING_CONCURRENCY: '4',
};

const status = productionStatus;

describe.each(TEST_DATABASES)('failure alerts to the operators on %s', (database) => {
  let lulu: LocalLulu;
  let testApp: TestApp;
  // Made up by this test run: only the alerts this file caused arrive here.
  const operatorEmail = `operators.${process.pid}.${Date.now().toString(36)}@storyloom.example`;
  const operatorRow = async (orderId: string) => {
    const listed = operatorOrdersReplySchema.parse(
      (
        await request(testApp.server)
          .get('/api/operator/orders')
          .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
          .expect(200)
      ).body,
    );
    return listed.orders.find((order) => order.order_id === orderId)!;
  };
  const alertsFor = async (number: string) =>
    (await mailsTo(testApp, operatorEmail)).filter((mail) => mail.subject.startsWith(`Order ${number}:`));

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
        OPERATOR_EMAIL: operatorEmail,
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await lulu?.close();
  });

  it('Lulu down through every retry: one alert with the cause, and the cause on the operators’ list', async () => {
    // As many 500s as the client's own attempts (6) times the stage's attempts (PRODUCTION_RETRIES 1: two), all used up.
    lulu.fail('POST', '/validate-interior/', ...Array.from({ length: 12 }, () => ({ status: 500, retryAfter: '0' })));
    const { agent, orderId } = await paidOrder(testApp);
    const failed = await waitFor(testApp, 'the order to fail', () => status(agent, orderId), settled);
    expect(failed).toMatchObject({ stage: 'failed', failure: { stage: 'printing' } });
    expect(failed.failure!.message).toContain('Our team has been told');

    const row = await operatorRow(orderId);
    expect(row.failure_cause).toMatch(/500/);
    // The customer never sees the cause.
    expect(failed.failure!.message).not.toContain(row.failure_cause!);

    // The alert goes out just after the order is marked failed, which the status page may show first.
    const alerts = await untilMailSent(
      testApp,
      () => alertsFor(row.number),
      (mails) => mails.length >= 1,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`Order ${row.number}: printing failed`);
    expect(alerts[0]!.text).toContain(`Cause: ${row.failure_cause}`);
    expect(alerts[0]!.text).toContain(`The customer reads: ${failed.failure!.message}`);
    expect(alerts[0]!.text).toMatch(/\/internal\/orders/);
  }, 240_000);

  it('Lulu rejects the print job later: one alert with Lulu’s words, however often Lulu reports it', async () => {
    const { agent, orderId } = await paidOrder(testApp);
    await waitFor(testApp, 'the book to reach Lulu', () => status(agent, orderId), settled);
    const job = lulu.jobs.find((candidate) => candidate.external_id === orderId)!;
    const rejected = lulu.setJobStatus(job.id, 'REJECTED');
    rejected.status.message = 'The spine text is too close to the fold';
    const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: rejected });
    for (let delivery = 0; delivery < 2; delivery++) {
      await request(testApp.server)
        .post('/api/webhooks/lulu')
        .set('Content-Type', 'application/json')
        .set('Lulu-HMAC-SHA256', signLuluWebhook(body))
        .send(body)
        .expect(200);
    }
    const number = (await operatorRow(orderId)).number;
    const alerts = await untilMailSent(
      testApp,
      () => alertsFor(number),
      (mails) => mails.length >= 1,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`Order ${number}: printing failed`);
    expect(alerts[0]!.text).toContain(
      `Cause: Lulu REJECTED print job ${job.id}: The spine text is too close to the fold`,
    );
    expect(alerts[0]!.text).toContain('Our team has been told');
  }, 240_000);

  it('a file Lulu refuses: one alert naming Lulu’s words; a retry that fails again sends a second one', async () => {
    lulu.options.interiorStatuses = ['VALIDATING', 'ERROR'];
    lulu.options.validationErrors = ['The interior has 3 pages outside the trim box'];
    try {
      const { agent, orderId } = await paidOrder(testApp);
      await waitFor(testApp, 'the refusal', () => status(agent, orderId), settled);
      const row = await operatorRow(orderId);
      expect(row.failure_cause).toContain('outside the trim box');
      const first = await untilMailSent(
        testApp,
        () => alertsFor(row.number),
        (mails) => mails.length >= 1,
      );
      expect(first).toHaveLength(1);
      expect(first[0]!.text).toContain('outside the trim box');

      // An operator retries before the file is fixed: a new failure, a new alert (one).
      await request(testApp.server)
        .post(`/api/operator/orders/${orderId}/retry`)
        .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
        .expect(200);
      await untilMailSent(
        testApp,
        () => alertsFor(row.number),
        (mails) => mails.length >= 2,
      );
      expect(await status(agent, orderId)).toMatchObject({ stage: 'failed' });
      expect(await alertsFor(row.number)).toHaveLength(2);
    } finally {
      lulu.options.interiorStatuses = undefined;
      delete lulu.options.validationErrors;
    }
  }, 240_000);
});
