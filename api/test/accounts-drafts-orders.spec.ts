import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountOrdersReplySchema, type AccountOrder } from '@storyloom/contracts';
import request from 'supertest';
import { OrdersService } from '../src/orders/orders.service.js';
import { PASSWORD, mailTo, signedUp, tokenIn, uniqueEmail, type Agent } from './support/accounts.js';
import { characters, gbOrder, visitorWithBook } from './support/delivery-visitor.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** The account keeps the visitor's draft (second device too), and finds its orders again (docs/product/accounts.md). */

const names = async (agent: Agent) =>
  ((await agent.get('/api/step1').expect(200)).body.characters as Array<{ name: string }>).map(
    (character) => character.name,
  );
const saveNames = (agent: Agent, ...list: string[]) =>
  agent
    .post('/api/step1')
    .send({
      characters: list.map((name, index) => ({
        ...characters[index % characters.length],
        name,
        isMainCharacter: index === 0,
      })),
    })
    .expect(200);
const login = (agent: Agent, email: string) =>
  agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
const myOrders = async (agent: Agent): Promise<AccountOrder[]> =>
  accountOrdersReplySchema.parse((await agent.get('/api/account/orders').expect(200)).body).orders;

/** A book ordered and paid through the built-in test checkout with `email` on the order. */
async function paidOrder(testApp: TestApp, email: string, agent?: Agent): Promise<{ agent: Agent; orderId: string }> {
  const buyer = agent ?? (await visitorWithBook(testApp, { bookSize: 'small' }));
  await buyer.post('/api/store_order_details').send(gbOrder({ email })).expect(200);
  const checkout = (
    await buyer
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_small', quantity: 1, shipping_level: 'MAIL', proof_choice: 'print_when_written' })
      .expect(200)
  ).body as { session_id: string };
  const paid = await buyer.post(`/api/checkout/test/${checkout.session_id}/pay`).expect(303);
  return { agent: buyer, orderId: new URL(paid.headers.location!, 'http://x').searchParams.get('order')! };
}

async function verify(testApp: TestApp, email: string, agent: Agent = request.agent(testApp.server)): Promise<void> {
  await agent
    .post('/api/auth/verify-email')
    .send({ token: tokenIn(await mailTo(testApp, email, /Confirm your Storyloom/), '/verify-email') })
    .expect(200);
}

describe.each(TEST_DATABASES)('accounts keep the draft on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, env: { WORKERS: 'false' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('keeps the draft of a visitor who signs up mid-wizard, and brings it to a second device on login', async () => {
    const email = uniqueEmail();
    const laptop = request.agent(testApp.server);
    await saveNames(laptop, 'Mira', 'Rosa');
    await signedUp(testApp, email, laptop);
    expect(await names(laptop)).toEqual(['Mira', 'Rosa']);
    const phone = request.agent(testApp.server);
    expect(await names(phone)).toEqual([]);
    await login(phone, email);
    expect(await names(phone)).toEqual(['Mira', 'Rosa']);
    // One draft on both: what the phone saves, the laptop shows.
    await saveNames(phone, 'Mira', 'Rosa', 'Theo');
    expect(await names(laptop)).toEqual(['Mira', 'Rosa', 'Theo']);
  });

  it('logging out leaves the browser an empty draft; logging in again brings the account draft back', async () => {
    const email = uniqueEmail();
    const laptop = request.agent(testApp.server);
    await saveNames(laptop, 'Ada');
    await signedUp(testApp, email, laptop);
    await laptop.post('/api/auth/logout').expect(200);
    expect(await names(laptop)).toEqual([]);
    await login(laptop, email);
    expect(await names(laptop)).toEqual(['Ada']);
  });

  it("takes the browser's draft when the account has none, or when the browser's was saved more recently", async () => {
    const email = uniqueEmail();
    await signedUp(testApp, email);
    const tablet = request.agent(testApp.server);
    await saveNames(tablet, 'Tablet');
    await login(tablet, email);
    expect(await names(tablet)).toEqual(['Tablet']);
    const phone = request.agent(testApp.server);
    await saveNames(phone, 'Phone');
    await login(phone, email);
    // The phone's draft is newer than the account's: it stays, and becomes the account's.
    expect(await names(phone)).toEqual(['Phone']);
    const desktop = request.agent(testApp.server);
    await login(desktop, email);
    expect(await names(desktop)).toEqual(['Phone']);
  });

  it("never mixes two accounts' drafts on one browser", async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const shared = request.agent(testApp.server);
    await saveNames(shared, 'First');
    await signedUp(testApp, first, shared);
    // Signing up a second account while the first is signed in: the new account starts empty.
    await signedUp(testApp, second, shared);
    expect(await names(shared)).toEqual([]);
    await saveNames(shared, 'Second');
    // Logging in to the first again, from the second's (newer) draft: the first account's own draft comes back.
    await login(shared, first);
    expect(await names(shared)).toEqual(['First']);
    await login(shared, second);
    expect(await names(shared)).toEqual(['Second']);
  });
});

describe.each(TEST_DATABASES)("accounts' orders on %s", (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // No workers: a paid order stays 'Paid' (queued) until a test moves its stage.
    testApp = await startTestApp({ database, env: { WORKERS: 'false' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it("shows orders paid with the address only once it is verified, then every later one; never another address's", async () => {
    const email = uniqueEmail('buyer');
    const { orderId: before } = await paidOrder(testApp, email.toUpperCase());
    const { orderId: otherAddress } = await paidOrder(testApp, uniqueEmail('someone-else'));
    const customer = await signedUp(testApp, email);
    expect(await myOrders(customer)).toEqual([]);
    await verify(testApp, email, customer);
    const orders = await myOrders(customer);
    expect(orders).toEqual([
      expect.objectContaining({
        order_id: before,
        number: `SL-${before.slice(0, 8).toUpperCase()}`,
        title: 'The Egg',
        status_label: 'Paid',
        tracking_url: null,
        quantity: 1,
        total_cents: 4999,
      }),
    ]);
    expect(orders[0]!.status_url).toMatch(new RegExp(`^/order/status\\?order=${before}&token=[A-Za-z0-9_-]{32}$`));
    // The status page's link opens the order on this device.
    const token = new URL(orders[0]!.status_url, 'http://x').searchParams.get('token')!;
    await request(testApp.server).get(`/api/orders/${before}/production?token=${token}`).expect(200);
    const { orderId: after } = await paidOrder(testApp, email);
    expect((await myOrders(customer)).map((order) => order.order_id)).toEqual([after, before]);
    expect((await myOrders(customer)).map((order) => order.order_id)).not.toContain(otherAddress);
    expect((await request(testApp.server).get('/api/account/orders').expect(401)).body.error).toBe(
      'ACCOUNT_NOT_SIGNED_IN',
    );
  });

  it("labels each order with the production pipeline's stage and links the carrier's tracking", async () => {
    const email = uniqueEmail('tracked');
    const { orderId } = await paidOrder(testApp, email);
    const customer = await signedUp(testApp, email);
    await verify(testApp, email, customer);
    await testApp.db.query("UPDATE order_production SET state = 'writing' WHERE order_id = $1", [orderId]);
    expect((await myOrders(customer))[0]!.status_label).toBe('Writing');
    await testApp.db.query("UPDATE order_production SET state = 'ready' WHERE order_id = $1", [orderId]);
    const orders = testApp.app.get(OrdersService);
    expect(await orders.attachPrintJob(orderId, '9001')).toBe(true);
    await orders.applyPrintJobUpdate({
      orderId,
      attempt: 1,
      jobId: '9001',
      status: 'SHIPPED',
      message: null,
      changedAt: new Date(),
      tracking: [{ carrier: 'UPS', trackingId: '1Z999', urls: ['https://tracking.example/1Z999'] }],
    });
    expect((await myOrders(customer))[0]).toMatchObject({
      order_id: orderId,
      status_label: 'Shipped',
      tracking_url: 'https://tracking.example/1Z999',
    });
  });

  it('orders another copy: a new order of the same book and details, through checkout, without touching the draft', async () => {
    const email = uniqueEmail('again');
    const { orderId } = await paidOrder(testApp, email);
    const customer = await signedUp(testApp, email);
    await verify(testApp, email, customer);
    await saveNames(customer, 'A new book');
    const reply = await customer.post(`/api/account/orders/${orderId}/reorder`).expect(200);
    expect(reply.body).toMatchObject({
      success: true,
      order_id: expect.any(String),
      checkout_url: expect.stringMatching(/\/api\/checkout\/test\/cs_test_/),
    });
    const newOrderId = reply.body.order_id as string;
    expect(newOrderId).not.toBe(orderId);
    expect((await myOrders(customer))[0]).toMatchObject({
      order_id: newOrderId,
      status_label: 'Waiting for payment',
      title: 'The Egg',
      total_cents: 4999,
    });
    const [copy] = await testApp.db.query<{ same: boolean }>(
      `SELECT n.summary = o.summary AND n.outline = o.outline AND n.cover = o.cover AND n.order_details = o.order_details AND n.item_type = o.item_type AS same
         FROM orders n, orders o WHERE n.id = $1 AND o.id = $2`,
      [newOrderId, orderId],
    );
    expect(copy!.same).toBe(true);
    await customer.post(`${new URL(reply.body.checkout_url).pathname}/pay`).expect(303);
    // Cancelling a reorder's checkout returns to 'My orders', not to /step5.
    const second = (await customer.post(`/api/account/orders/${orderId}/reorder`).expect(200)).body as {
      checkout_url: string;
    };
    const cancelled = await customer.post(`${new URL(second.checkout_url).pathname}/cancel`).expect(303);
    expect(new URL(cancelled.headers.location!).pathname).toBe('/account');
    expect((await myOrders(customer)).find((order) => order.order_id === newOrderId)).toMatchObject({
      status_label: 'Paid',
    });
    expect(await names(customer)).toEqual(['A new book']);
  });

  it("refuses to reorder another account's order, an unknown or malformed id, an unpaid order, or when signed out", async () => {
    const email = uniqueEmail('mine');
    const { orderId } = await paidOrder(testApp, email);
    const owner = await signedUp(testApp, email);
    await verify(testApp, email, owner);
    const stranger = await signedUp(testApp, uniqueEmail('stranger'));
    expect((await stranger.post(`/api/account/orders/${orderId}/reorder`).expect(404)).body.error).toBe(
      'ACCOUNT_ORDER_NOT_FOUND',
    );
    await owner.post('/api/account/orders/00000000-0000-4000-8000-000000000000/reorder').expect(404);
    await owner.post(`/api/account/orders/${'x'.repeat(500)}/reorder`).expect(404);
    await request(testApp.server).post(`/api/account/orders/${orderId}/reorder`).expect(401);
    const unpaid = (await owner.post(`/api/account/orders/${orderId}/reorder`).expect(200)).body.order_id as string;
    expect((await owner.post(`/api/account/orders/${unpaid}/reorder`).expect(409)).body.error).toBe(
      'ACCOUNT_REORDER_NOT_PAID',
    );
  });
});
