import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { gbOrder, visitorWithBook } from './support/delivery-visitor.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const REQUIRED = '* This field is required. Please fill it to continue';

describe.each(TEST_DATABASES)('order details (/api/store_order_details, /api/order_details) on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('stores a GB order normalised (postcode, E.164 phone, name, apartment as line 2) and gives it back for /step5 to refill', async () => {
    const agent = request.agent(testApp.server);
    await agent.put('/api/book_size').send({ book_size: 'big' }).expect(200);
    const reply = await agent
      .post('/api/store_order_details')
      .send(gbOrder({ dedication: ' For Mira ' }))
      .expect(200);
    expect(reply.body).toEqual({ success: true, book_size: 'big' });

    const { body } = await agent.get('/api/order_details').expect(200);
    expect(body.book_size).toBe('big');
    expect(body.dedication).toBe('For Mira');
    expect(body.order_details).toMatchObject({
      binding_type: 'hardcover',
      quantity: 1,
      shipping_address: {
        name: 'Ada Lovelace',
        first_name: 'Ada',
        street2: 'Flat 2',
        postcode: 'SW1A 1AA',
        phone_number: '+442079460958',
        state_code: 'WSM',
      },
    });
    // The draft is the server's truth: the stored section is what the reply says.
    expect((await agent.get('/api/test-draft/order')).body.value).toEqual(body.order_details);
    expect((await agent.get('/api/draft/progress')).body.steps.delivery).toBe(true);
  });

  it('accepts a Canadian K1A 0B1 address and a US one with a ten-digit phone shown as (xxx) xxx-xxxx', async () => {
    const agent = request.agent(testApp.server);
    const canada = gbOrder({
      shipping_address: {
        ...gbOrder().shipping_address,
        country_code: 'CA',
        state_code: 'ON',
        postcode: 'K1A 0B1',
        phone_number: '(613) 555-0123',
      },
    });
    await agent.post('/api/store_order_details').send(canada).expect(200);
    const us = gbOrder({
      shipping_address: {
        ...gbOrder().shipping_address,
        country_code: 'US',
        state_code: 'NY',
        postcode: '10001',
        phone_number: '(212) 555-0182',
      },
    });
    await agent.post('/api/store_order_details').send(us).expect(200);
    expect((await agent.get('/api/order_details')).body.order_details.shipping_address).toMatchObject({
      phone_number: '+12125550182',
      postcode: '10001',
    });
  });

  it('refuses missing fields with the product sentence, names each field, and keeps what was saved', async () => {
    const agent = request.agent(testApp.server);
    await agent.post('/api/store_order_details').send(gbOrder()).expect(200);
    const response = await agent
      .post('/api/store_order_details')
      .send({
        ...gbOrder({ email: 'ada @example.com', shipping_level: 'PRIORITY' }),
        shipping_address: { country_code: 'US', first_name: ' ' },
      })
      .expect(400);
    expect(response.body.error).toBe('VALIDATION_FAILED');
    const issues = Object.fromEntries(
      response.body.details.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(issues).toMatchObject({
      'shipping_address.first_name': REQUIRED,
      'shipping_address.street1': REQUIRED,
      'shipping_address.city': REQUIRED,
      'shipping_address.postcode': REQUIRED,
      'shipping_address.phone_number': REQUIRED,
      'shipping_address.state_code': REQUIRED,
      email: expect.stringMatching(/no spaces/),
      shipping_level: expect.stringMatching(/Priority Delivery is not available/),
    });
    expect((await agent.get('/api/order_details')).body.order_details.shipping_address.city).toBe('London');
  });

  it.each([
    ['a GB postcode that is not one', { postcode: '12345' }, 'shipping_address.postcode', /SW1A 1AA/],
    [
      'a US postcode with letters',
      { country_code: 'US', state_code: 'CA', postcode: '9410A', phone_number: '4155552671' },
      'shipping_address.postcode',
      /digits only/,
    ],
    [
      'a US phone of nine digits',
      { country_code: 'US', state_code: 'CA', postcode: '94103', phone_number: '415555267' },
      'shipping_address.phone_number',
      /10-digit/,
    ],
    ['a state of another country', { state_code: 'NSW' }, 'shipping_address.state_code', /from the list/],
    ['a country we do not ship to', { country_code: 'BR' }, 'shipping_address.country_code', /US, CA, GB/],
  ])('refuses %s', async (_, address, path, message) => {
    const response = await request(testApp.server)
      .post('/api/store_order_details')
      .send(gbOrder({ shipping_address: { ...gbOrder().shipping_address, ...address } }))
      .expect(400);
    expect(response.body.details).toContainEqual({ path, message: expect.stringMatching(message) });
  });

  it('refuses negative extra copies, too many copies and a dedication over 300 characters', async () => {
    for (const [change, path] of [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 22 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ dedication: 'x'.repeat(301) }, 'dedication'],
    ] as const) {
      const response = await request(testApp.server).post('/api/store_order_details').send(gbOrder(change)).expect(400);
      expect(response.body.details.map((issue: { path: string }) => issue.path)).toEqual([path]);
    }
  });

  it("proposes a dedication from /step2's gift until details are saved; after that the visitor's own (even an empty one) stays", async () => {
    const agent = await visitorWithBook(testApp, { gift: { from: 'Grandma Rosa', to: 'Mira' } });
    expect((await agent.get('/api/order_details').expect(200)).body).toEqual({
      order_details: null,
      dedication: 'For Mira, from Grandma Rosa',
      book_size: 'medium',
    });
    await agent
      .put('/api/story_gift')
      .send({ gift: { to: 'Little Mira' } })
      .expect(200);
    expect((await agent.get('/api/order_details')).body.dedication).toBe('For Little Mira');
    await agent
      .post('/api/store_order_details')
      .send(gbOrder({ dedication: '' }))
      .expect(200);
    expect((await agent.get('/api/order_details')).body.dedication).toBe('');
  });

  it('a visitor without anything saved gets empty details and the default size', async () => {
    expect((await request(testApp.server).get('/api/order_details').expect(200)).body).toEqual({
      order_details: null,
      dedication: '',
      book_size: 'medium',
    });
  });
});
