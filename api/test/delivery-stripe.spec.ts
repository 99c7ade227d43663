import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { aboutOrder, gbOrder, outbox, readMail, visitorWithBook, type ReadMail } from './support/delivery-visitor.js';
import {
  StripeServer,
  TEST_STRIPE_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type StripeSessionJson,
} from './support/stripe-server.js';
import { STRIPE_WITH_DEMO, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** A local SMTP server (smtp-server) keeping what it receives, read back with mailparser. */
async function startSmtpServer(): Promise<{ port: number; received: ReadMail[]; close: () => Promise<void> }> {
  const received: ReadMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        readMail(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(TEST_DATABASES)('checkout with Stripe (the real SDK against a local Stripe server) on %s', (database) => {
  let stripe: StripeServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  beforeAll(async () => {
    stripe = await StripeServer.start();
    smtp = await startSmtpServer();
    testApp = await startTestApp({
      database,
      imports: [DraftProbeModule],
      env: {
        ...STRIPE_WITH_DEMO,
        STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
    await smtp.close();
  });
  beforeEach(() => stripe.reset());

  /** Steps 1 to 4, the details, the checkout: the session the app opened at Stripe. */
  async function checkout(
    order = gbOrder({ quantity: 2, shipping_level: 'GROUND_HD', dedication: 'For Mira' }),
  ): Promise<{ agent: Agent; session: StripeSessionJson; reply: { url: string; session_id: string } }> {
    const agent = await visitorWithBook(testApp, { bookSize: 'big' });
    await agent.post('/api/store_order_details').send(order).expect(200);
    const { body } = await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: `${order.binding_type}_big`, quantity: order.quantity, shipping_level: order.shipping_level })
      .expect(200);
    return { agent, session: stripe.sessions.get(body.session_id)!, reply: body };
  }

  const deliver = (payload: string, signature = StripeServer.sign(payload)) =>
    request(testApp.server)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);

  const statusOf = async (orderId: string) =>
    (await testApp.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]!.status;

  it('opens a Checkout Session for the order: server prices, shipping, e-mail, order id, return links, idempotency key', async () => {
    const { session, reply } = await checkout();
    expect(reply).toEqual({ success: true, url: session.url, session_id: session.id });
    const orderId = session.client_reference_id!;
    const create = stripe.requests.find((sent) => sent.method === 'POST' && sent.path === '/v1/checkout/sessions')!;
    expect(create.headers['idempotency-key']).toBe(`checkout-session-${orderId}`);
    expect(create.params).toMatchObject({
      mode: 'payment',
      customer_email: 'ada@example.com',
      client_reference_id: orderId,
      metadata: { order_id: orderId },
      success_url: `${testApp.baseUrl}/order/success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testApp.baseUrl}/step5?checkout=cancelled`,
    });
    // 49.99 + 5 + 1 × (42.99 + 5) + 14.99 = 117.97, charged as the book, the extra copy and the shipping.
    expect(session.line_items).toEqual([
      { name: '"The Egg"', quantity: 1, unit_amount: 5499, currency: 'usd' },
      { name: 'Extra copy of "The Egg"', quantity: 1, unit_amount: 4799, currency: 'usd' },
    ]);
    expect(session.shipping_cost).toEqual({ amount_total: 1499, display_name: 'Expedited' });
    expect(session.amount_total).toBe(11797);
    // What Stripe holds is what the order says, read back through the SDK as an operator would.
    const retrieved = await new Stripe(TEST_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(stripe.url).port,
      protocol: 'http',
    }).checkout.sessions.retrieve(session.id);
    expect(retrieved.amount_total).toBe(11797);
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it("keeps the banner's promise at Stripe: books over $150 (a second extra copy) ship free, Expedited included", async () => {
    const { session } = await checkout(gbOrder({ quantity: 3, shipping_level: 'GROUND_HD' }));
    // 49.99 + 5 + 2 × (42.99 + 5) = 150.97 of books: over $150, so no shipping is charged.
    expect(session.shipping_cost).toEqual({ amount_total: 0, display_name: 'Expedited' });
    expect(session.amount_total).toBe(15097);
  });

  it('checkout.session.completed (paid): the order is paid, the confirmation goes out over SMTP, the wizard is empty', async () => {
    const { agent, session } = await checkout();
    const orderId = session.client_reference_id!;
    // Stripe calls from its own servers: another origin (or none) is fine, the signature is the check.
    await deliver(stripe.event('checkout.session.completed', session, { payment_status: 'paid', status: 'complete' }))
      .set('Origin', 'https://stripe.com')
      .expect(200, { received: true });
    const order = (await agent.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order).toMatchObject({
      status: 'paid',
      amounts: { total_cents: 11797 },
      item: { item_type: 'hardcover_big', quantity: 2, extra_copies: 1, shipping_level: 'GROUND_HD' },
    });
    const mails = smtp.received.filter(aboutOrder(orderId));
    expect(mails).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: `Your Storyloom order ${order.number} is confirmed` }),
    ]);
    expect(mails[0]!.text).toContain('Total paid: $117.97');
    expect(await outbox(testApp)).toHaveLength(0);
    expect((await agent.get('/api/test-draft')).body.draft).toEqual({});
  });

  it.each([
    ['signed with another secret', (payload: string) => StripeServer.sign(payload, 'whsec_someone_else')],
    [
      'with a body changed after signing',
      (payload: string) => StripeServer.sign(payload.replace('"paid"', '"unpaid"')),
    ],
    [
      'ten minutes late',
      (payload: string) => StripeServer.sign(payload, TEST_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600),
    ],
    ['without a signature', () => ''],
  ])('a webhook %s gets 400 and changes nothing', async (_, signatureFor) => {
    const { session } = await checkout();
    const payload = stripe.event('checkout.session.completed', session, { payment_status: 'paid' });
    const response = await deliver(payload, signatureFor(payload)).expect(400);
    expect(response.body.error).toBe('PAYMENT_WEBHOOK_SIGNATURE_INVALID');
    expect(await statusOf(session.client_reference_id!)).toBe('awaiting_payment');
    expect(smtp.received.filter(aboutOrder(session.client_reference_id!))).toEqual([]);
    expect(
      await testApp.db.query('SELECT id FROM payment_events WHERE order_id = $1', [session.client_reference_id]),
    ).toEqual([]);
  });

  it('the same event delivered ten times, some at once, gives one paid order and one e-mail', async () => {
    const { session } = await checkout();
    const payload = stripe.event(
      'checkout.session.completed',
      session,
      { payment_status: 'paid' },
      'evt_duplicate_' + session.id,
    );
    await Promise.all(Array.from({ length: 5 }, () => deliver(payload).expect(200)));
    for (let attempt = 0; attempt < 5; attempt += 1) await deliver(payload).expect(200);
    expect(await statusOf(session.client_reference_id!)).toBe('paid');
    expect(smtp.received.filter(aboutOrder(session.client_reference_id!))).toHaveLength(1);
    expect(
      await testApp.db.query('SELECT id FROM payment_events WHERE order_id = $1', [session.client_reference_id]),
    ).toHaveLength(1);
  });

  it('events out of order never move an order back: a late "completed, unpaid" or "failed" leaves it paid', async () => {
    const { session } = await checkout();
    const orderId = session.client_reference_id!;
    await deliver(stripe.event('checkout.session.async_payment_succeeded', session, { payment_status: 'paid' })).expect(
      200,
    );
    expect(await statusOf(orderId)).toBe('paid');
    await deliver(stripe.event('checkout.session.completed', session, { payment_status: 'unpaid' })).expect(200);
    await deliver(stripe.event('checkout.session.async_payment_failed', session)).expect(200);
    await deliver(stripe.event('checkout.session.expired', session)).expect(200);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('a delayed payment method: completed unpaid is processing, then failed; an expired checkout is cancelled, yet a payment still wins', async () => {
    const first = await checkout();
    await deliver(stripe.event('checkout.session.completed', first.session, { payment_status: 'unpaid' })).expect(200);
    expect(await statusOf(first.session.client_reference_id!)).toBe('payment_processing');
    await deliver(stripe.event('checkout.session.async_payment_failed', first.session)).expect(200);
    expect(await statusOf(first.session.client_reference_id!)).toBe('payment_failed');
    expect((await first.agent.get('/api/draft/progress')).body.steps.cover).toBe(true);

    const second = await checkout();
    await deliver(stripe.event('checkout.session.expired', second.session)).expect(200);
    expect(await statusOf(second.session.client_reference_id!)).toBe('cancelled');
    await deliver(stripe.event('checkout.session.completed', second.session, { payment_status: 'paid' })).expect(200);
    expect(await statusOf(second.session.client_reference_id!)).toBe('paid');
  });

  /** A signed event whose JSON is `build(a normal completed, paid event)`. */
  const signedEvent = (
    session: StripeSessionJson,
    build: (event: Record<string, unknown>) => Record<string, unknown>,
  ): string =>
    JSON.stringify(
      build(
        JSON.parse(stripe.event('checkout.session.completed', session, { payment_status: 'paid' })) as Record<
          string,
          unknown
        >,
      ),
    );

  it.each([
    [
      'without its session (data: {})',
      (event: Record<string, unknown>) => ({ ...event, data: {} }),
      /\(data\.object: /,
    ],
    [
      'with a NUL in its id',
      (event: Record<string, unknown>) => ({ ...event, id: 'evt_\u0000nul' }),
      /\(id: must be a Stripe id .*no NUL/,
    ],
    [
      'with a NUL in the session id',
      (event: Record<string, unknown>) => ({
        ...event,
        data: { object: { ...(event.data as { object: object }).object, id: 'cs_\u0000' } },
      }),
      /\(data\.object\.id: /,
    ],
    [
      'paid without an amount (amount_total: null)',
      (event: Record<string, unknown>) => ({
        ...event,
        data: { object: { ...(event.data as { object: object }).object, amount_total: null } },
      }),
      /\(data\.object\.amount_total: must be the amount charged/,
    ],
    [
      'completed with no payment required',
      (event: Record<string, unknown>) => ({
        ...event,
        data: { object: { ...(event.data as { object: object }).object, payment_status: 'no_payment_required' } },
      }),
      /\(data\.object\.payment_status: must be "paid"/,
    ],
  ])('a signed completed event %s gets 400 PAYMENT_EVENT_INVALID and changes nothing', async (_, build, message) => {
    const { agent, session } = await checkout();
    const orderId = session.client_reference_id!;
    const received = smtp.received.length;
    const draft = (await agent.get('/api/test-draft')).body.draft;
    const response = await deliver(signedEvent(session, build)).expect(400);
    expect(response.body).toMatchObject({ error: 'PAYMENT_EVENT_INVALID', message: expect.stringMatching(message) });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await statusOf(orderId)).toBe('awaiting_payment');
    expect(await testApp.db.query('SELECT id FROM payment_events WHERE order_id = $1', [orderId])).toEqual([]);
    expect(smtp.received).toHaveLength(received);
    expect((await agent.get('/api/test-draft')).body.draft).toEqual(draft);
  });

  it('a signature timestamped an hour ahead gets 400 and changes nothing; four minutes ahead (clock skew) is accepted', async () => {
    const { session } = await checkout();
    const orderId = session.client_reference_id!;
    const now = Math.floor(Date.now() / 1000);
    const payload = stripe.event('checkout.session.completed', session, { payment_status: 'paid' });
    const response = await deliver(payload, StripeServer.sign(payload, TEST_WEBHOOK_SECRET, now + 3600)).expect(400);
    expect(response.body).toMatchObject({
      error: 'PAYMENT_WEBHOOK_TIMESTAMP_INVALID',
      message: expect.stringMatching(/in the future; nothing was changed/),
    });
    expect(await statusOf(orderId)).toBe('awaiting_payment');
    expect(await testApp.db.query('SELECT id FROM payment_events WHERE order_id = $1', [orderId])).toEqual([]);
    await deliver(payload, StripeServer.sign(payload, TEST_WEBHOOK_SECRET, now + 240)).expect(200);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('a payment for another amount than the order costs is not taken as payment', async () => {
    const { session } = await checkout();
    await deliver(
      stripe.event('checkout.session.completed', session, { payment_status: 'paid', amount_total: 100 }),
    ).expect(200);
    expect(await statusOf(session.client_reference_id!)).toBe('awaiting_payment');
  });

  it('events of unknown orders and other event types are acknowledged and change nothing', async () => {
    const { session } = await checkout();
    await deliver(
      stripe.event('checkout.session.completed', session, {
        client_reference_id: '00000000-0000-4000-8000-000000000000',
        metadata: {},
      }),
    ).expect(200);
    await deliver(
      stripe.event('checkout.session.completed', session, { client_reference_id: 'not-a-uuid', metadata: {} }),
    ).expect(200);
    await deliver(stripe.event('payment_intent.succeeded', session)).expect(200);
    expect(await statusOf(session.client_reference_id!)).toBe('awaiting_payment');
  });

  it('when Stripe refuses the session: a 502 that says nothing was charged, the form kept, the order cancelled', async () => {
    const agent = await visitorWithBook(testApp, { bookSize: 'big' });
    await agent.post('/api/store_order_details').send(gbOrder()).expect(200);
    stripe.failNextRequest(400, 'Invalid currency');
    const response = await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_big', quantity: 1, shipping_level: 'MAIL' })
      .expect(502);
    expect(response.body).toMatchObject({
      error: 'PAYMENT_PROVIDER_FAILED',
      message: expect.stringMatching(/Nothing was charged/),
    });
    expect((await agent.get('/api/order_details')).body.order_details).toMatchObject({ email: 'ada@example.com' });
    const rows = await testApp.db.query<{ status: string }>(
      "SELECT status FROM orders WHERE email = 'ada@example.com' AND checkout_session_id IS NULL",
    );
    expect(rows.map((row) => row.status)).not.toContain('awaiting_payment');
  });
});
