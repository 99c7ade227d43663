import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { heldRequests, HeldRequestsModule } from './support/held-requests.module.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const BOUND = 2;

/**
 * Load shedding (docs/architecture.md#load-on-one-machine): with MAX_REQUESTS_IN_FLIGHT requests held open, the next
 * API request is answered 503 SERVER_BUSY with Retry-After at once, and requests succeed again as soon as one ends.
 */
describe.each(TEST_DATABASES)('load shedding on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      database,
      env: { MAX_REQUESTS_IN_FLIGHT: String(BOUND) },
      imports: [HeldRequestsModule],
    });
  }, START_TIMEOUT_MS);
  afterEach(() => {
    heldRequests.release();
    heldRequests.reset();
  });
  afterAll(() => testApp.close());

  const hold = (signal?: AbortSignal) => fetch(`${testApp.baseUrl}/api/test-held`, { signal });

  it('refuses one request over the bound with 503, Retry-After and the error body, then serves again', async () => {
    const held = [hold(), hold()];
    await heldRequests.arrived(BOUND);

    const refused = await request(testApp.server)
      .post('/api/step1')
      .send({ characters: [{ name: 'Ada', isMainCharacter: true }] })
      .expect(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({
      error: 'SERVER_BUSY',
      message: 'Storyloom is very busy right now. Please try again in a moment.',
    });
    // Refused before anything else ran: no visitor was created for it.
    expect(refused.headers['set-cookie']).toBeUndefined();
    await request(testApp.server).get('/api/step1').expect(503);

    // Exempt: the health check, and the site's files outside /api.
    await request(testApp.server).get('/api/health').expect(200);
    expect((await request(testApp.server).get('/robots.txt')).status).not.toBe(503);

    heldRequests.release();
    for (const reply of await Promise.all(held)) expect(reply.status).toBe(200);
    await heldRequests.closed(BOUND);
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step1')
      .send({ characters: [{ name: 'Ada', isMainCharacter: true }] })
      .expect(200);
    expect((await agent.get('/api/step1').expect(200)).body.characters[0].name).toBe('Ada');
  });

  it('frees the place of a request whose client hung up', async () => {
    const hangUp = new AbortController();
    const abandoned = hold(hangUp.signal).catch((error: unknown) => error);
    const kept = hold();
    await heldRequests.arrived(BOUND);
    await request(testApp.server).get('/api/step1').expect(503);

    hangUp.abort();
    await abandoned;
    await heldRequests.closed(1);
    await request(testApp.server).get('/api/step1').expect(200);

    heldRequests.release();
    expect((await kept).status).toBe(200);
  });
});
