import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

describe('OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('serves JSON at /api/docs-json with request bodies generated from the contracts schemas', async () => {
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/remotes', '/api/analytics/pageview', '/get_book_size']),
    );
    const pageview = document.paths['/api/analytics/pageview'].post.requestBody.content['application/json'].schema;
    expect(pageview).toMatchObject({
      type: 'object',
      required: ['page', 'title'],
      properties: { page: { type: 'string', minLength: 1, maxLength: 200 } },
    });
    const vitals = document.paths['/api/analytics/web-vitals'].post.requestBody.content['application/json'].schema;
    expect(vitals.properties.name.enum).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('documents replies from @ApiZodResponse and groups operations by feature module', async () => {
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    const health = document.paths['/api/health'].get;
    expect(health.tags).toEqual(['health']);
    expect(health.responses['200'].content['application/json'].schema).toMatchObject({
      required: ['status', 'database'],
    });
    expect(document.paths['/api/remotes'].get.tags).toEqual(['remote-registry']);
  });

  it('documents the book size and the item type as the wire carries them, not as the code holds them', async () => {
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    const stored = document.paths['/api/store_order_details'].post.responses['200'].content['application/json'].schema;
    expect(stored.properties.book_size.enum).toEqual(['small', 'medium', 'big']);
    const checkout =
      document.paths['/api/create-checkout-payment_intent'].post.requestBody.content['application/json'].schema;
    expect(checkout.properties.item_type.enum).toEqual([
      'softcover_small',
      'softcover_medium',
      'softcover_big',
      'hardcover_small',
      'hardcover_medium',
      'hardcover_big',
    ]);
    const order = document.paths['/api/orders/{id}'].get.responses['200'].content['application/json'].schema;
    expect(order.properties.item.properties).toMatchObject({
      item_type: { type: 'string' },
      book_size: { enum: ['small', 'medium', 'big'] },
    });
    expect(
      document.paths['/get_book_size'].get.responses['200'].content['application/json'].schema.properties.book_size
        .enum,
    ).toEqual(['S', 'M', 'L']);
  });

  it('leaves out the routes marked @ApiExcludeEndpoint / @ApiExcludeController (webhooks, file links, operators)', async () => {
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    const paths = Object.keys(document.paths);
    console.log(JSON.stringify(paths));
    for (const excluded of [
      '/api/checkout/test/{sessionId}/pay',
      '/api/print-files/{order}/{file}',
      '/api/webhooks/lulu',
      '/api/test_lulu_order',
    ]) {
      expect(paths).not.toContain(excluded);
    }
    expect(paths.filter((path) => path.startsWith('/api/operator/'))).toEqual([]);
  });

  it('serves Swagger UI at /api/docs without inline scripts, so it runs under the CSP', async () => {
    const response = await request(testApp.server).get('/api/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...response.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(body?.trim()).toBe('');
    }
    await request(testApp.server).get('/api/docs/swagger-ui-init.js').expect(200);
  });
});
