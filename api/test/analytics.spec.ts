import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

describe.each(TEST_DATABASES)('analytics on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('stores a pageview and answers 204 with no body', async () => {
    const response = await request(testApp.server)
      .post('/api/analytics/pageview')
      .send({ page: '/home', title: 'Home' })
      .expect(204);
    expect(response.text).toBe('');
    const rows = await testApp.db.query<{ page: string; title: string }>('SELECT page, title FROM analytics_pageviews');
    expect(rows).toEqual([{ page: '/home', title: 'Home' }]);
  });

  it('stores a web-vitals report', async () => {
    const report = { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-123', page: '/step1' };
    await request(testApp.server).post('/api/analytics/web-vitals').send(report).expect(204);
    const rows = await testApp.db.query('SELECT name, value, rating, metric_id, page FROM analytics_web_vitals');
    expect(rows).toEqual([{ name: 'LCP', value: 1234.5, rating: 'good', metric_id: 'v5-123', page: '/step1' }]);
  });

  it('rejects an invalid report with VALIDATION_FAILED and stores nothing', async () => {
    const response = await request(testApp.server)
      .post('/api/analytics/web-vitals')
      .send({ name: 'FID', value: -1, rating: 'good', id: 'x', page: '/' })
      .expect(400);
    expect(response.body.error).toBe('VALIDATION_FAILED');
    expect(response.body.message).toMatch(/^name: /);
    expect(response.body.details.map((issue: { path: string }) => issue.path)).toEqual(['name', 'value']);
    const [{ count }] = await testApp.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM analytics_web_vitals',
    );
    expect(count).toBe(1);
  });

  it('rejects a pageview with a missing title', async () => {
    const response = await request(testApp.server).post('/api/analytics/pageview').send({ page: '/tos' }).expect(400);
    expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: 'title' }] });
  });
});
