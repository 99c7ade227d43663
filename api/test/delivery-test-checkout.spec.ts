import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { aboutOrder, gbOrder, outbox, visitorWithBook } from './support/delivery-visitor.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** The order as the browser sends it on Go to Payment: store, then checkout. */
async function goToPayment(agent: Agent, order = gbOrder(), item = 'hardcover_medium') {
  await agent.post('/api/store_order_details').send(order).expect(200);
  const { body } = await agent
    .post('/api/create-checkout-payment_intent')
    .send({ item_type: item, quantity: order.quantity, shipping_level: order.shipping_level })
    .expect(200);
  return body as { success: boolean; url: string; session_id: string };
}

const orderIdOf = (location: string) => new URL(location, 'http://x').searchParams.get('order')!;

describe.each(TEST_DATABASES)('checkout with the built-in test checkout on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('needs steps 1 to 4 done and the details saved, and says what is missing', async () => {
    const agent = request.agent(testApp.server);
    const checkout = { item_type: 'hardcover_medium', quantity: 1, shipping_level: 'MAIL' };
    expect((await agent.post('/api/create-checkout-payment_intent').send(checkout).expect(400)).body.error).toBe(
      'DELIVERY_ORDER_DETAILS_MISSING',
    );
    await agent.post('/api/store_order_details').send(gbOrder()).expect(200);
    const response = await agent.post('/api/create-checkout-payment_intent').send(checkout).expect(400);
    expect(response.body).toMatchObject({
      error: 'DELIVERY_BOOK_INCOMPLETE',
      details: { missing: ['characters', 'story details', 'story summary', 'outline', 'cover'] },
    });
    expect(response.body.message).toMatch(/complete steps 1 to 4/);
  });

  it('refuses a request that disagrees with the saved details or the book size, saying what differs', async () => {
    const agent = await visitorWithBook(testApp, { bookSize: 'medium' });
    await agent
      .post('/api/store_order_details')
      .send(gbOrder({ quantity: 2, shipping_level: 'GROUND_HD' }))
      .expect(200);
    const response = await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'softcover_big', quantity: 3, shipping_level: 'MAIL' })
      .expect(409);
    expect(response.body.error).toBe('DELIVERY_CHECKOUT_MISMATCH');
    expect(response.body.details.mismatches).toEqual([
      { field: 'binding_type', sent: 'softcover', stored: 'hardcover' },
      { field: 'book_size', sent: 'big', stored: 'medium' },
      { field: 'quantity', sent: 3, stored: 2 },
      { field: 'shipping_level', sent: 'MAIL', stored: 'GROUND_HD' },
    ]);
    const priority = await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_medium', quantity: 2, shipping_level: 'PRIORITY' })
      .expect(400);
    expect(priority.body.message).toMatch(/Priority Delivery is not available/);
  });

  it('refuses an outline written for another size than the one chosen now', async () => {
    const agent = await visitorWithBook(testApp, { bookSize: 'small' });
    await agent.put('/api/book_size').send({ book_size: 'big' }).expect(200);
    await agent.post('/api/store_order_details').send(gbOrder()).expect(200);
    const response = await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_big', quantity: 1, shipping_level: 'MAIL' })
      .expect(400);
    expect(response.body).toMatchObject({
      error: 'DELIVERY_OUTLINE_SIZE_CHANGED',
      details: { outline: 'S', chosen: 'L' },
    });
  });

  it('prices from the draft: a tampered client price, amount or total changes nothing', async () => {
    const agent = await visitorWithBook(testApp, { bookSize: 'big' });
    await agent
      .post('/api/store_order_details')
      .send({ ...gbOrder({ quantity: 2, shipping_level: 'GROUND_HD' }), price: 1, total_cents: 1 })
      .expect(200);
    const checkout = await agent
      .post('/api/create-checkout-payment_intent')
      .send({
        item_type: 'hardcover_big',
        quantity: 2,
        shipping_level: 'GROUND_HD',
        amount: 100,
        price: 1,
        unit_amount: 1,
        total_cents: 1,
        shipping_cents: 0,
      })
      .expect(200);
    const page = await agent.get(new URL(checkout.body.url).pathname).expect(200);
    // 49.99 + 5 + 1 × (42.99 + 5) + 14.99 (docs/product/step5-delivery.md#price)
    expect(page.text).toContain('<td data-testid="total">$117.97</td>');
  });

  it('serves a test checkout page clearly marked TEST, without script, posting plain forms to the API', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent);
    expect(checkout).toMatchObject({ success: true, session_id: expect.stringMatching(/^cs_test_/) });
    const url = new URL(checkout.url);
    expect(url.pathname).toBe(`/api/checkout/test/${checkout.session_id}`);
    const page = await agent
      .get(url.pathname)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toMatch(/<title>TEST checkout/);
    expect(page.text).toContain('TEST CHECKOUT: no card is charged');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain(`<form method="post" action="/api/checkout/test/${checkout.session_id}/pay">`);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // Another visitor cannot open it.
    await request(testApp.server).get(url.pathname).expect(404);
  });

  it('Pay: the order is paid and frozen, the wizard starts empty, one confirmation e-mail is in the outbox', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent, gbOrder({ quantity: 2, dedication: 'For Mira' }));
    const paid = await agent
      .post(`/api/checkout/test/${checkout.session_id}/pay`)
      .set('Origin', new URL(checkout.url).origin)
      .expect(303);
    expect(paid.headers.location).toMatch(/\/order\/success\?order=/);
    const orderId = orderIdOf(paid.headers.location!);

    const order = (await agent.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order).toMatchObject({
      id: orderId,
      number: `SL-${orderId.slice(0, 8).toUpperCase()}`,
      status: 'paid',
      email: 'ada@example.com',
      title: 'The Egg',
      item: {
        item_type: 'hardcover_medium',
        quantity: 2,
        extra_copies: 1,
        shipping_level: 'MAIL',
        paper_color: 'cream',
      },
      dedication: 'For Mira',
      ship_to: {
        name: 'Ada Lovelace',
        city: 'London',
        country_code: 'GB',
        address_lines: ['Ada Lovelace', 'Flat 2', '10 Downing Street', 'London', 'SW1A 1AA', 'United Kingdom'],
      },
      // 49.99 + 3 + 1 × (42.99 + 3)
      amounts: { total_cents: 9898, shipping_cents: 0, currency: 'usd' },
      paid_at: expect.any(String),
    });

    // The wizard is empty for the next book; the order remains.
    expect((await agent.get('/api/test-draft')).body.draft).toEqual({});
    expect((await agent.get('/api/draft/progress')).body.steps).toEqual({
      characters: false,
      premise: false,
      outline: false,
      cover: false,
      delivery: false,
    });
    await agent
      .post('/api/step1')
      .send({ characters: [{ name: 'Zed', isMainCharacter: true }] })
      .expect(200);
    expect((await agent.get(`/api/orders/${orderId}`)).body).toEqual(order);

    const mails = (await outbox(testApp)).filter(aboutOrder(orderId));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'ada@example.com',
      from: '"Storyloom" <hello@storyloom.example>',
      subject: `Your Storyloom order ${order.number} is confirmed`,
    });
    expect(mails[0]!.text).toContain('Extra copies: 1 × $45.99 = $45.99');
    expect(mails[0]!.text).toContain('Total paid: $98.98');
    expect(mails[0]!.text).toContain('Dedication: For Mira');
    // The address in the UK's layout (town and postcode on lines of their own), as the status page shows it.
    expect(mails[0]!.text).toContain(
      'Ship to:\nAda Lovelace\nFlat 2\n10 Downing Street\nLondon\nSW1A 1AA\nUnited Kingdom\n',
    );
    expect(mails[0]!.text).toContain(`${testApp.baseUrl}/order/status?order=${orderId}`);

    // Paying again (a second click, a reload of the form) changes nothing and sends nothing more.
    await agent.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
    expect((await outbox(testApp)).filter(aboutOrder(orderId))).toHaveLength(1);
    expect((await agent.get(`/api/orders/${orderId}`)).body.paid_at).toBe(order.paid_at);
  });

  it('a book begun since going to payment is not emptied by the payment', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent);
    await agent
      .post('/api/step1')
      .send({ characters: [{ name: 'Zed', isMainCharacter: true }] })
      .expect(200);
    await agent.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
    const [row] = await testApp.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE checkout_session_id = $1',
      [checkout.session_id],
    );
    expect(row!.status).toBe('paid');
    expect((await agent.get('/api/test-draft/characters')).body.value).toEqual([
      expect.objectContaining({ name: 'Zed' }),
    ]);
  });

  it('Cancel: back to /step5 with the form as it was, the order cancelled, nothing sent', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(
      agent,
      gbOrder({ binding_type: 'softcover', shipping_level: 'GROUND_HD' }),
      'softcover_medium',
    );
    const cancelled = await agent.post(`/api/checkout/test/${checkout.session_id}/cancel`).expect(303);
    expect(new URL(cancelled.headers.location!).pathname + new URL(cancelled.headers.location!).search).toBe(
      '/step5?checkout=cancelled',
    );
    const refill = (await agent.get('/api/order_details').expect(200)).body;
    expect(refill.order_details).toMatchObject({
      binding_type: 'softcover',
      shipping_level: 'GROUND_HD',
      shipping_address: { city: 'London' },
    });
    expect((await agent.get('/api/draft/progress')).body.steps).toMatchObject({
      characters: true,
      cover: true,
      delivery: true,
    });
    const [row] = await testApp.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM orders WHERE checkout_session_id = $1',
      [checkout.session_id],
    );
    expect(row!.status).toBe('cancelled');
    expect((await outbox(testApp)).filter(aboutOrder(row!.id))).toEqual([]);
    // The page of a closed checkout offers no buttons; a new attempt makes a new order.
    expect((await agent.get(`/api/checkout/test/${checkout.session_id}`).expect(200)).text).not.toContain('<form');
    const again = await agent
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'softcover_medium', quantity: 1, shipping_level: 'GROUND_HD' })
      .expect(200);
    expect(again.body.session_id).not.toBe(checkout.session_id);
  });

  it('refuses Stripe webhooks when no STRIPE_WEBHOOK_SECRET is configured', async () => {
    const response = await request(testApp.server)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(503);
    expect(response.body.error).toBe('PAYMENT_WEBHOOK_NOT_CONFIGURED');
  });

  it.each([
    ['get', '%00'],
    ['post', '%00/pay'],
    ['post', '%00/cancel'],
    ['get', 'cs_test_storyloom_%00'],
    ['get', `cs_test_storyloom_${'0'.repeat(32)}`],
    ['get', '<own session>%00'],
  ] as const)("%s /api/checkout/test/%s: a 404 in JSON, the visitor's order untouched", async (method, rest) => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent);
    const response = await agent[method](
      `/api/checkout/test/${rest.replace('<own session>', checkout.session_id)}`,
    ).expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      error: 'TEST_CHECKOUT_NOT_FOUND',
      message: expect.stringContaining('no test checkout with this id'),
    });
    await agent
      .get(`/api/checkout/test/${checkout.session_id}`)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(
      await testApp.db.query('SELECT status FROM orders WHERE checkout_session_id = $1', [checkout.session_id]),
    ).toEqual([{ status: 'awaiting_payment' }]);
  });

  it('refuses /api/checkout/test/..%2F..%2Fhealth (an encoded slash) with 400 before any route reads it, the order untouched', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent);
    const response = await agent.get('/api/checkout/test/..%2F..%2Fhealth').expect(400);
    expect(response.body).toMatchObject({ error: 'PATH_NOT_UNDERSTOOD' });
    expect(
      await testApp.db.query('SELECT status FROM orders WHERE checkout_session_id = $1', [checkout.session_id]),
    ).toEqual([{ status: 'awaiting_payment' }]);
  });

  it('an order belongs to its visitor: anyone else, or a made-up id, gets the same 404', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent);
    const paid = await agent.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
    const orderId = orderIdOf(paid.headers.location!);
    const stranger = await request(testApp.server).get(`/api/orders/${orderId}`).expect(404);
    expect(stranger.body.error).toBe('ORDER_NOT_FOUND');
    await request(testApp.server).post(`/api/checkout/test/${checkout.session_id}/pay`).expect(404);
    await agent.get('/api/orders/00000000-0000-4000-8000-000000000000').expect(404);
    await agent.get('/api/orders/not-an-id').expect(404);
  });

  it('a paid order is frozen: editing the wizard afterwards does not change it', async () => {
    const agent = await visitorWithBook(testApp);
    const checkout = await goToPayment(agent);
    // Edits between going to payment and paying belong to the next book: the order keeps what it froze.
    await agent
      .post('/api/store_order_details')
      .send(gbOrder({ email: 'changed@example.com' }))
      .expect(200);
    const paid = await agent.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
    const orderId = orderIdOf(paid.headers.location!);
    expect((await agent.get(`/api/orders/${orderId}`)).body.email).toBe('ada@example.com');
    const [row] = await testApp.db.query<{
      characters: Array<{ name: string }>;
      summary: string;
      outline: { chapters: unknown[] };
    }>('SELECT characters, summary, outline FROM orders WHERE id = $1', [orderId]);
    expect(row!.characters.map((character) => character.name)).toEqual(['Mira', 'Rosa']);
    expect(row!.summary.length).toBeGreaterThan(50);
    expect(row!.outline.chapters).toHaveLength(25);
  });
});
