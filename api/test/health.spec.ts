import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

describe.each(TEST_DATABASES)('health and API errors on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers /api/health with the database checked, never cached', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown /api route with a 404 JSON error, not the shell', async () => {
    const response = await request(testApp.server).get('/api/no-such-thing').set('Accept', 'text/html').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: 'NOT_FOUND', message: 'Cannot GET /api/no-such-thing' });
  });

  // Last on purpose: it closes this suite's database.
  it('answers 503 DATABASE_UNAVAILABLE once the database is gone', async () => {
    await testApp.db.close();
    const response = await request(testApp.server).get('/api/health').expect(503);
    expect(response.body).toEqual({ error: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' });
  });
});
