import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

describe.each(TEST_DATABASES)('GET /get_book_size on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers the default size M for a new visitor, outside /api and never cached', async () => {
    const response = await request(testApp.server).get('/get_book_size').set('Accept', 'text/html,*/*').expect(200);
    expect(response.body).toEqual({ book_size: 'M' });
    expect(response.headers['cache-control']).toBe('no-store');
    await request(testApp.server).get('/api/get_book_size').expect(404);
  });

  it('answers the size saved in the visitor\'s draft', async () => {
    const agent = request.agent(testApp.server);
    await agent.put('/api/test-draft/bookSize').send({ value: 'L' }).expect(200);
    expect((await agent.get('/get_book_size').expect(200)).body).toEqual({ book_size: 'L' });
  });

  it('falls back to M when the stored size is not a size', async () => {
    const agent = request.agent(testApp.server);
    await agent.put('/api/test-draft/bookSize').send({ value: 'XXL' }).expect(200);
    expect((await agent.get('/get_book_size').expect(200)).body).toEqual({ book_size: 'M' });
  });
});
