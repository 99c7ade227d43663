import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { VISITOR_COOKIE } from '../src/session/visitor-cookie.js';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML =
  '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>';
/**
 * The shell's page without what the server adds per route (static-site-page-head.spec.ts tests the head) and the
 * demo notice a demo adds to every page (static-site-demo-notice.spec.ts tests that).
 */
const shellPageIn = (html: string) =>
  html.replace(
    /<script type="application\/json" id="storyloom-remote-registry">.*?<\/script>|<link rel="preload"[^>]*>|<meta name="storyloom-page-status"[^>]*>|<aside aria-label="Demo mode" data-demo-notice[^>]*>.*?<\/aside>/g,
    '',
  );
const NOT_FOUND_MARKER = '<meta name="storyloom-page-status" content="404">';

describe('static site', () => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  beforeAll(async () => {
    publish = new TestPublishDir()
      .publishRemote('mf-cover', '1.2.0')
      .write('shell/index.html', INDEX_HTML)
      .write('shell/static/js/main.08807ca0.js', 'console.log("shell")')
      .write('shell/mf-manifest.json', '{}');
    // Behind an HTTPS-terminating proxy, as in production; the proxy test below relies on it.
    testApp = await startTestApp({ publishDir: publish.path, env: { TRUST_PROXY: '1' } });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    publish.remove();
  });

  it("serves a remote's versioned files as immutable", async () => {
    const manifest = await request(testApp.server).get('/remotes/mf-cover/1.2.0/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe(IMMUTABLE);
    expect(manifest.headers['content-type']).toMatch(/application\/json/);
    const chunk = await request(testApp.server).get('/remotes/mf-cover/1.2.0/static/js/remote.0123abcd.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
  });

  it('revalidates the files of a dev (watch) build instead of caching them forever', async () => {
    publish.publishRemote('mf-outline', '0.1.0').write('remotes/mf-outline/0.1.0/.storyloom-dev-build', '');
    const response = await request(testApp.server).get('/remotes/mf-outline/0.1.0/mf-manifest.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    await request(testApp.server).get('/remotes/mf-outline/0.1.0/.storyloom-dev-build').expect(404);
  });

  it('answers a missing /remotes file with a 404 JSON error, even for a browser', async () => {
    const response = await request(testApp.server)
      .get('/remotes/mf-cover/9.9.9/mf-manifest.json')
      .set('Accept', 'text/html,*/*')
      .expect(404);
    expect(response.body).toEqual({
      error: 'NOT_FOUND',
      message: 'No file at /remotes/mf-cover/9.9.9/mf-manifest.json.',
    });
    await request(testApp.server).get('/remotes/../registry.json').expect(404);
  });

  it("serves the shell's hashed assets immutable and its index.html revalidated", async () => {
    const asset = await request(testApp.server).get('/static/js/main.08807ca0.js').expect(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const root = await request(testApp.server).get('/').expect(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(shellPageIn(root.text)).toBe(INDEX_HTML);
    const unhashed = await request(testApp.server).get('/mf-manifest.json').expect(200);
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/step1', 200],
    ['/OldStep4', 200],
    ['/some/unknown', 404],
  ])('answers the page navigation %s with the shell (SPA fallback), status %s', async (path, status) => {
    const response = await request(testApp.server)
      .get(path)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .expect(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(shellPageIn(response.text)).toBe(INDEX_HTML);
    // An unknown path's page tells the shell to show its error screen there.
    expect(response.text.includes(NOT_FOUND_MARKER)).toBe(status === 404);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a missing asset with a 404 JSON error, never with index.html', async () => {
    const response = await request(testApp.server)
      .get('/static/js/missing.0000beef.js')
      .set('Accept', '*/*')
      .expect(404);
    expect(response.body).toEqual({ error: 'NOT_FOUND', message: 'No file at /static/js/missing.0000beef.js.' });
  });

  it('answers other methods outside /api with a 404 JSON error', async () => {
    const response = await request(testApp.server).post('/step1').send({}).expect(404);
    expect(response.body).toEqual({ error: 'NOT_FOUND', message: 'Cannot POST /step1' });
  });
  it('sends helmet headers and a CSP that Module Federation and styled-components work under', async () => {
    const response = await request(testApp.server).get('/step3').set('Accept', 'text/html').expect(200);
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined(); // plain HTTP: see requests-from-elsewhere.spec.ts
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every response a request id, keeping a well-formed one from a proxy', async () => {
    const generated = await request(testApp.server).get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await request(testApp.server).get('/api/health').set('X-Request-Id', 'edge-42');
    expect(forwarded.headers['x-request-id']).toBe('edge-42');
    const hostile = await request(testApp.server).get('/api/health').set('X-Request-Id', 'a\tb c{}');
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks the visitor cookie Secure when the trusted proxy says the request was HTTPS', async () => {
    const response = await request(testApp.server).get('/get_book_size').set('X-Forwarded-Proto', 'https').expect(200);
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toMatch(/; Secure/);
  });

  it("gives a new visitor their cookie with the page, so the page's first API calls share one visitor", async () => {
    const page = await request(testApp.server).get('/step1').set('Accept', 'text/html').expect(200);
    const issued = ([] as string[])
      .concat(page.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    expect(issued).toBeDefined();
    const cookie = issued!.split(';')[0]!;
    // Two calls side by side, as the page makes them: both reach the same draft, and neither replaces the cookie.
    const [saved, read] = await Promise.all([
      request(testApp.server)
        .post('/api/step1')
        .set('Cookie', cookie)
        .send({ characters: [{ name: 'Grandma Rosa', isMainCharacter: true }] })
        .expect(200),
      request(testApp.server).get('/api/step2').set('Cookie', cookie).expect(200),
    ]);
    expect(saved.headers['set-cookie']).toBeUndefined();
    expect(read.headers['set-cookie']).toBeUndefined();
    const characters = await request(testApp.server).get('/api/get_characters').set('Cookie', cookie).expect(200);
    expect(characters.body.characters.map((c: { name: string }) => c.name)).toEqual(['Grandma Rosa']);
    // A returning visitor keeps the cookie they have.
    const again = await request(testApp.server)
      .get('/step2')
      .set('Accept', 'text/html')
      .set('Cookie', cookie)
      .expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  // Last on purpose: it removes the shell's index.html.
  it('tells the operator to build with 503 while the shell is not built, and the API keeps working', async () => {
    rmSync(join(publish.path, 'shell', 'index.html'));
    const response = await request(testApp.server).get('/').expect(503);
    expect(response.body).toEqual({ error: 'SHELL_NOT_BUILT', message: expect.stringContaining('npm run build') });
    await request(testApp.server).get('/step2').set('Accept', 'text/html').expect(503);
    await request(testApp.server).get('/api/health').expect(200);
  });
});
