import { Controller, Get, HttpStatus, Module } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AppException } from '../src/common/app.exception.js';
import { capturingLogger, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

class ProbeBrokenException extends AppException {
  constructor() {
    super('PROBE_BROKEN', 'The probe is broken on purpose.', HttpStatus.CONFLICT, { details: { hint: 'try again' } });
  }
}

/** Test-only routes that fail in the two ways production code can: on purpose, and by accident. */
@Controller('test-errors')
class ErrorProbeController {
  @Get('app-exception')
  appException(): never {
    throw new ProbeBrokenException();
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internal detail: connection string postgres://user:pw@db');
  }
}

@Module({ controllers: [ErrorProbeController] })
class ErrorProbeModule {}

describe.each(TEST_DATABASES)('error answers on %s', (database) => {
  let testApp: TestApp;
  const logs = capturingLogger();
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [ErrorProbeModule], logger: logs.logger });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('maps a feature exception to its code, message, status and details', async () => {
    const response = await request(testApp.server).get('/api/test-errors/app-exception').expect(409);
    expect(response.body).toEqual({
      error: 'PROBE_BROKEN',
      message: 'The probe is broken on purpose.',
      details: { hint: 'try again' },
    });
  });

  it('answers an unexpected error with a generic 500 and no internals, and logs it with the request id', async () => {
    const response = await request(testApp.server).get('/api/test-errors/crash').expect(500);
    expect(response.body).toEqual({
      error: 'INTERNAL_ERROR',
      message: expect.stringMatching(/went wrong on our side/),
    });
    expect(response.text).not.toMatch(/secret|postgres:|at .*\.ts/);
    const logged = logs.lines().find((line) => line.msg === 'request failed with a server error');
    expect(logged).toMatchObject({ level: 50, req: { id: response.headers['x-request-id'] } });
    expect(JSON.stringify(logged)).toContain('secret internal detail'); // the operator sees what the client must not
  });

  it('logs one JSON line per request without cookie or authorization values', async () => {
    const response = await request(testApp.server)
      .get('/api/health')
      .set('Cookie', 'storyloom_visitor=cookie-value-not-for-logs')
      .set('Authorization', 'Bearer token-not-for-logs')
      .expect(200);
    const line = logs
      .lines()
      .find((entry) => (entry.req as { id?: string } | undefined)?.id === response.headers['x-request-id']);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(logs.lines())).not.toMatch(/cookie-value-not-for-logs|token-not-for-logs/);
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await request(testApp.server)
      .post('/api/analytics/pageview')
      .set('Content-Type', 'application/json')
      .send('{"page": "/home",')
      .expect(400);
    expect(response.body).toEqual({ error: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers a 10 MB JSON body with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = JSON.stringify({ page: 'x'.repeat(10 * 1024 * 1024), title: 'Home' });
    const response = await request(testApp.server)
      .post('/api/analytics/pageview')
      .set('Content-Type', 'application/json')
      .send(huge)
      .expect(413);
    expect(response.body).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 1mb limit.',
    });
  });

  it('answers a 10 MB form-encoded body with 413 too', async () => {
    const response = await request(testApp.server)
      .post('/api/analytics/pageview')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(`page=${'x'.repeat(10 * 1024 * 1024)}&title=Home`)
      .expect(413);
    expect(response.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await request(testApp.server)
      .post('/api/analytics/pageview')
      .set('Content-Type', 'text/plain')
      .send('page=/home')
      .expect(415);
    expect(response.body).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('text/plain') });
  });

  it('answers a body that fails its schema with VALIDATION_FAILED naming the field', async () => {
    const response = await request(testApp.server)
      .post('/api/analytics/pageview')
      .send({ page: '/home', title: '' })
      .expect(400);
    expect(response.body).toEqual({
      error: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^title: /),
      details: [{ path: 'title', message: expect.any(String) }],
    });
  });

  it('answers a POST without a body as a validation failure of the body', async () => {
    const response = await request(testApp.server).post('/api/analytics/pageview').expect(400);
    expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.stringMatching(/^body: /) });
  });

  it('answers an unknown method on a known path with a 404 JSON error', async () => {
    const response = await request(testApp.server).delete('/api/health').expect(404);
    expect(response.body).toEqual({ error: 'NOT_FOUND', message: 'Cannot DELETE /api/health' });
  });
});
