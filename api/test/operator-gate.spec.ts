import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The operator pages (`/internal/*`) and every other path nobody may see answer exactly what a path that does not
 * exist answers, whatever spelling the path arrives in (api/src/security/canonical-path.ts, operator-access.ts).
 */

const OPERATOR_TOKEN = 'operator-token-for-the-gate-tests-012345';
const INDEX_HTML =
  '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>';
const NOT_FOUND_MARKER = '<meta name="storyloom-page-status" content="404">';
const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: unknown;
}

/** One request with its path sent exactly as written: URL parsers (fetch, supertest) would tidy `..` and `//` first. */
function send(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const json = /json/.test(response.headers['content-type'] ?? '');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          body: json ? JSON.parse(text) : undefined,
        });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the operator gate and unknown paths', () => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  beforeAll(async () => {
    publish = new TestPublishDir().write('shell/index.html', INDEX_HTML);
    testApp = await startTestApp({ publishDir: publish.path, env: { OPERATOR_TOKEN } });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    publish.remove();
  });

  const browse = (path: string, headers: Record<string, string> = {}) =>
    send(testApp.baseUrl, 'GET', path, { Accept: BROWSER, ...headers });
  const api = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(testApp.baseUrl, method, path, { Accept: 'application/json', ...headers });

  it('answers an unknown page with status 404 and the site page marked not-found, the same bytes at every unknown path', async () => {
    const unknown = await browse('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.text).toContain(NOT_FOUND_MARKER);
    expect(unknown.text).toContain('<div id="root"></div>');
    const another = await browse('/another/missing/page');
    expect([another.status, another.text]).toEqual([404, unknown.text]);
    // A page of the site is served as itself.
    const known = await browse('/step1');
    expect(known.status).toBe(200);
    expect(known.text).not.toContain(NOT_FOUND_MARKER);
  });

  it.each([
    '/internal/lulu-test-order',
    '/internal/orders',
    '/internal/',
    '/internal',
    '/internal/login',
    `/internal/login?token=${OPERATOR_TOKEN}x`,
    '/%69nternal/lulu-test-order',
    '/%69%6e%74%65%72%6e%61%6c/orders',
    '//internal/lulu-test-order',
    '/internal//orders',
    '/internal/../internal/orders',
    '/x/y/../../internal/orders',
    '/INTERNAL/lulu-test-order',
    '/Internal/Orders',
    '/internal/orders/',
    '/internal/orders;',
    '/internal./orders',
    '/internal/orders%00',
  ])('shows a visitor without the token at %s the very page of an unknown path, with 404', async (path) => {
    const unknown = await browse('/no-such-page');
    const hidden = await browse(path, { Cookie: 'storyloom_operator=forged' });
    expect(hidden.status).toBe(404);
    expect(hidden.headers['content-type']).toMatch(/text\/html/);
    expect(hidden.text).toBe(unknown.text);
  });

  it('answers a script or API client without the token the same JSON 404 as an unknown path', async () => {
    for (const [hidden, unknown] of [
      ['/internal/orders', '/no-such-file'],
      ['/%69nternal/lulu-test-order', '/no-such-file'],
    ] as const) {
      const replyHidden = await api(hidden);
      const replyUnknown = await api(unknown);
      expect([replyHidden.status, replyUnknown.status]).toEqual([404, 404]);
      expect(replyHidden.body).toEqual({
        error: 'NOT_FOUND',
        message: expect.stringMatching(/^No file at \/internal\//),
      });
      expect((replyHidden.body as { message: string }).message.replace(/\/internal\/[a-z-]+/, '/no-such-file')).toBe(
        (replyUnknown.body as { message: string }).message,
      );
    }
    const posted = await api('/%69nternal/orders', {}, 'POST');
    expect([posted.status, posted.body]).toEqual([
      404,
      { error: 'NOT_FOUND', message: 'Cannot POST /internal/orders' },
    ]);
  });

  it.each([
    '/internal%2Forders',
    '/%2e%2e%2finternal/orders',
    '/x/%2E%2E/internal/orders',
    '/internal%5Corders',
    '/internal/%zz',
  ])('refuses the path %s, which has no single meaning, with 400', async (path) => {
    const refused = await api(path);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'PATH_NOT_UNDERSTOOD', message: expect.stringContaining('not valid') });
  });

  it('lets an operator through at any spelling of the path, and the API stays canonical too', async () => {
    const bearer = { Authorization: `Bearer ${OPERATOR_TOKEN}` };
    for (const path of ['/internal/orders', '/%69nternal/orders', '//internal/lulu-test-order']) {
      const page = await browse(path, bearer);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(NOT_FOUND_MARKER);
    }
    // An unknown page under /internal is a 404 page for operators too.
    const nothing = await browse('/internal/nothing-here', bearer);
    expect([nothing.status, nothing.text.includes(NOT_FOUND_MARKER)]).toEqual([404, true]);
    // The operators' API under another spelling is still behind the token.
    expect((await api('/%61pi/operator/orders')).status).toBe(404);
    expect((await api('/%61pi/operator/orders', bearer)).status).toBe(200);
  });
});
