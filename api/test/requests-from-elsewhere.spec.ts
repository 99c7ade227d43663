import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { VISITOR_COOKIE } from '../src/session/visitor-cookie.js';
import { bufferText, parseEventStream } from './support/event-stream-reply.js';
import { TestPublishDir } from './support/publish-dir.js';
import { capturingLogger, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const main = { name: 'Ada', isMainCharacter: true };
const details = {
  bookTitle: 'Tides',
  genre: 'Fantasy',
  premise: 'Quest',
  style: 'Lyrical',
  tone: 'Hopeful',
  readingLevel: 'Kid',
};
const variant = {
  bookTitle: 'Tides',
  genre: 'Fantasy',
  premise: 'Quest',
  tone: 'Dark',
  style: 'Lyrical',
  readingLevel: 3,
};
/** What a hanging-up client announces it will upload (well inside the JSON body limit). */
const UPLOAD_SIZE = 200_000;

const setCookieOf = (response: request.Response): string[] =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []);
const visitorCookie = (response: request.Response): string =>
  setCookieOf(response)
    .find((c) => c.startsWith(`${VISITOR_COOKIE}=`))!
    .split(';')[0]!;

describe.each(TEST_DATABASES)('requests from elsewhere on %s', (database) => {
  const logs = capturingLogger();
  let publish: TestPublishDir;
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    publish = new TestPublishDir()
      .write(
        'shell/index.html',
        '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>',
      )
      .write('shell/static/js/main.0123abcd.js', '//# sourceMappingURL=main.0123abcd.js.map')
      .write('shell/static/js/main.0123abcd.js.map', '{"sources":["secret-source.tsx"]}')
      .write('remotes/mf-cover/1.0.0/static/js/remote.0123abcd.js.map', '{"sources":["secret-source.tsx"]}');
    direct = await startTestApp({ database, publishDir: publish.path, logger: logs.logger });
    // Behind one HTTPS-terminating proxy, the way README says to deploy.
    // The proxy forwards the site's public host name, which the site must answer to (ALLOWED_HOSTS).
    proxied = await startTestApp({
      database,
      env: {
        TRUST_PROXY: '1',
        ALLOWED_HOSTS: 'storyloom.example',
        GENERATION_MAX_PER_IP: '3',
        GENERATION_MAX_PER_VISITOR: '1',
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
    publish.remove();
  });

  /** A visitor who has done steps 1 and 2 on the real site. */
  async function visitorWithPremise(): Promise<string> {
    const step1 = await request(direct.server)
      .post('/api/step1')
      .send({ characters: [main] })
      .expect(200);
    const cookie = visitorCookie(step1);
    await request(direct.server).post('/api/step2').set('Cookie', cookie).send(details).expect(200);
    return cookie;
  }

  describe('state-changing requests', () => {
    it('refuses a JSON POST from a page on another port with 403 JSON and keeps the premise', async () => {
      const cookie = await visitorWithPremise();
      const otherPort = new URL(direct.baseUrl);
      otherPort.port = String(Number(otherPort.port) + 1);
      const response = await request(direct.server)
        .post('/api/step2')
        .set('Cookie', cookie) // another port is the same site: SameSite=Lax sends the cookie along
        .set('Origin', otherPort.origin)
        .set('Sec-Fetch-Site', 'same-site')
        .send({ ...details, premise: 'Forged' })
        .expect(403);
      expect(response.body).toEqual({
        error: 'CROSS_ORIGIN_REQUEST_REFUSED',
        message: expect.stringMatching(/another website/),
        details: { origin: otherPort.origin },
      });
      expect(setCookieOf(response)).toEqual([]);
      expect((await request(direct.server).get('/api/step2').set('Cookie', cookie)).body.story.premise).toBe('Quest');
    });

    it('refuses an auto-submitted form-encoded POST /api/step3 and PUT from another subdomain (Sec-Fetch-Site only)', async () => {
      const cookie = await visitorWithPremise();
      for (const [method, path] of [
        ['post', '/api/step3'],
        ['put', '/api/book_size'],
      ] as const) {
        const response = await request(direct.server)
          [method](path)
          .set('Cookie', cookie)
          .set('Sec-Fetch-Site', 'same-site')
          .type('form')
          .send('book_size=small')
          .expect(403);
        expect(response.body.error).toBe('CROSS_ORIGIN_REQUEST_REFUSED');
      }
      expect((await request(direct.server).get('/get_book_size').set('Cookie', cookie)).body.book_size).toBe('M');
      expect(
        (await request(direct.server).get('/api/get_detailed_outline').set('Cookie', cookie)).body.chapters,
      ).toEqual([]);
    });

    it.each(['https://evil.example', 'null'])('refuses Origin %s', async (origin) => {
      await request(direct.server)
        .post('/api/analytics/pageview')
        .set('Origin', origin)
        .send({ page: '/', title: 'Home' })
        .expect(403);
    });

    it('answers a cross-site form POST without a cookie with 403 and no Set-Cookie (no new visitor replacing the own one)', async () => {
      const response = await request(direct.server)
        .post('/api/step3')
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send('book_size=big')
        .expect(403);
      expect(setCookieOf(response)).toEqual([]);
    });

    it("lets the site's own pages, and clients that send neither header, through", async () => {
      await request(direct.server)
        .post('/api/analytics/pageview')
        .set('Origin', direct.baseUrl)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ page: '/', title: 'Home' })
        .expect(204);
      await request(direct.server)
        .post('/api/analytics/pageview')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ page: '/', title: 'Home' })
        .expect(204);
      await request(direct.server).post('/api/analytics/pageview').send({ page: '/', title: 'Home' }).expect(204);
    });

    it('compares the Origin with the protocol and host the trusted proxy forwarded', async () => {
      const asProxied = (origin: string) =>
        request(proxied.server)
          .post('/api/analytics/pageview')
          .set('X-Forwarded-Proto', 'https')
          .set('X-Forwarded-Host', 'storyloom.example')
          .set('Origin', origin)
          .send({ page: '/', title: 'Home' });
      await asProxied('https://storyloom.example').expect(204);
      await asProxied('http://storyloom.example').expect(403);
      await asProxied('https://shop.storyloom.example').expect(403);
    });
  });

  describe('visitor cookies', () => {
    it('sends no Set-Cookie with a refused request, so a first visit that fails creates no visitor', async () => {
      const response = await request(direct.server).post('/api/step1').send({ characters: [] }).expect(400);
      expect(setCookieOf(response)).toEqual([]);
    });

    it('creates no visitor for a cross-site read either', async () => {
      const response = await request(direct.server).get('/api/step2').set('Sec-Fetch-Site', 'cross-site').expect(200);
      expect(setCookieOf(response)).toEqual([]);
      expect(setCookieOf(await request(direct.server).get('/api/step2').expect(200))).toHaveLength(1);
    });
  });

  describe('TRUST_PROXY', () => {
    const throughProxy = (forwardedFor: string) =>
      request(proxied.server)
        .post('/api/step2')
        .set('X-Forwarded-For', forwardedFor)
        .send({ ...details, characters: [main] });

    it('counts the address the trusted proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
      for (let attempt = 1; attempt <= 3; attempt++) await throughProxy(`10.9.9.${attempt}, 203.0.113.9`).expect(200);
      const limited = await throughProxy('10.9.9.4, 203.0.113.9').expect(429);
      expect(limited.body.details).toMatchObject({ scope: 'ip' });
      await throughProxy('10.9.9.5, 203.0.113.9').expect(429);
    });

    it('stores a valid IP address even when the forwarded one is not', async () => {
      await throughProxy('not-an-address').expect(200);
      const rows = await proxied.db.query<{ ip: string }>('SELECT DISTINCT ip FROM generation_events ORDER BY ip');
      expect(rows.map((row) => row.ip)).toEqual(['127.0.0.1', '203.0.113.9']);
    });
  });

  describe('429 answers', () => {
    it('carry Retry-After on /api/generate_outline too, as JSON with success: false and in the event stream', async () => {
      const agent = request.agent(proxied.server);
      await agent
        .post('/api/step1')
        .send({ characters: [main] })
        .expect(200);
      await agent.post('/api/generate_outline').set('X-Forwarded-For', '198.51.100.7').send(variant).expect(200);
      const limited = await agent
        .post('/api/generate_outline')
        .set('X-Forwarded-For', '198.51.100.7')
        .send(variant)
        .expect(429);
      expect(limited.body).toMatchObject({ success: false, error: 'GENERATION_RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBe(limited.body.details.retryAfterSeconds);
      const streamed = await agent
        .post('/api/generate_outline')
        .set('X-Forwarded-For', '198.51.100.7')
        .set('Accept', 'text/event-stream')
        .send(variant)
        .buffer(true)
        .parse(bufferText)
        .expect(200);
      expect(parseEventStream(streamed.body as string)).toEqual([
        {
          event: 'error',
          data: {
            error: 'GENERATION_RATE_LIMITED',
            message: expect.any(String),
            details: expect.objectContaining({ scope: 'visitor' }),
            status: 429,
          },
        },
      ]);
    });
  });

  describe('security headers', () => {
    it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
      const overHttps = await request(proxied.server).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(
        (await request(proxied.server).get('/api/health').expect(200)).headers['strict-transport-security'],
      ).toBeUndefined();
      const untrusted = await request(direct.server).get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    });

    it("sends X-Frame-Options matching frame-ancestors 'none', and a Permissions-Policy", async () => {
      const response = await request(direct.server).get('/api/health').expect(200);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    });

    it.each([
      '/static/js/main.0123abcd.js.map',
      '/static/js/main.0123abcd.js.%6Dap',
      '/remotes/mf-cover/1.0.0/static/js/remote.0123abcd.js.map',
    ])('does not serve the source map %s', async (path) => {
      const response = await request(direct.server).get(path).expect(404);
      expect(response.text).not.toContain('secret-source');
    });
  });

  describe('clients that disconnect', () => {
    it('are logged as information without a stack, not as server errors', async () => {
      const url = new URL(direct.baseUrl);
      // A client that announces a large JSON body, sends its first part and hangs up once the server has taken the
      // request in (its 'request' event): the server is mid-request.
      const hangUpMidUpload = async () => {
        const arrived = once(direct.server, 'request');
        const req = http.request({
          host: url.hostname,
          port: url.port,
          path: '/api/step1',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(UPLOAD_SIZE) },
        });
        req.on('error', () => undefined); // the hang-up is ours
        req.write(`{"characters":[{"name":"${'A'.repeat(64 * 1024)}`);
        await arrived;
        req.destroy();
      };
      for (let client = 0; client < 5; client++) await hangUpMidUpload();
      const uploadLines = () =>
        logs.lines().filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/step1');
      const disconnects = () =>
        uploadLines().filter((line) => line.msg === 'client disconnected before the reply was complete');
      // The server notices the hang-ups on its own time: looked for again as each log line is written.
      await logs.until(() => disconnects().length > 0);
      expect(disconnects().length).toBeGreaterThan(0);
      expect(uploadLines().filter((line) => (line.level as number) >= 50)).toEqual([]);
      expect(JSON.stringify(uploadLines())).not.toContain('"stack"');
    });
  });
});
