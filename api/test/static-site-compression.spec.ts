import { utimesSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { compressAssets } from '@storyloom/platform/compress-assets';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Chrome's own header: it lists gzip first, yet brotli must win (it is the smaller copy). */
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

// Compressible and above compress-assets' 1 KB threshold, like the real build output.
const REMOTE_ENTRY = `var mf_content;(()=>{${Array.from({ length: 150 }, (_, i) => `__webpack_modules__[${i}]=function(){return ${i}};`).join('')}})();\n`;
const SHELL_CHUNK = `(self.webpackChunk=self.webpackChunk||[]).push([[${Array.from({ length: 300 }, (_, i) => i).join(',')}]]);\n`;
const MANIFEST = JSON.stringify({
  id: 'mf_content',
  exposes: Array.from({ length: 40 }, (_, i) => ({ name: `./Page${i}`, path: `./Page${i}` })),
});
const INDEX_HTML = `<!doctype html><html><head><title>Storyloom</title><meta name="description" content="${'A personalised book. '.repeat(60)}"></head><body><div id="root"></div></body></html>`;
const STALE_CHUNK = `/* rewritten by a watch build */${'x'.repeat(2000)}`;

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP request that hands back the bytes on the wire (supertest and fetch would decompress them). */
function fetchRaw(baseUrl: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static site: precompressed files', () => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetchRaw(testApp.baseUrl, path, headers, method);

  beforeAll(async () => {
    publish = new TestPublishDir()
      .write('remotes/mf-content/1.0.0/mf-manifest.json', MANIFEST)
      .write('remotes/mf-content/1.0.0/static/js/mf_content.f26953a7.js', REMOTE_ENTRY)
      .write('shell/index.html', INDEX_HTML)
      .write('shell/static/js/main.a19b9f72.js', SHELL_CHUNK)
      .write('shell/static/js/stale.0badc0de.js', STALE_CHUNK)
      .write('shell/static/js/tiny.12345678.js', 'console.log(1)');
    await compressAssets(publish.path);
    // The original rewritten after its copies were made: the copies no longer describe it.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(publish.path, 'shell/static/js/stale.0badc0de.js'), later, later);
    testApp = await startTestApp({ publishDir: publish.path });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    publish.remove();
  });

  it("sends a remote's script as brotli to a browser that accepts it, keeping its type and immutable caching", async () => {
    const reply = await get('/remotes/mf-content/1.0.0/static/js/mf_content.f26953a7.js', {
      'Accept-Encoding': CHROME_ACCEPT_ENCODING,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(REMOTE_ENTRY.length / 3);
    expect(brotliDecompressSync(reply.body).toString()).toBe(REMOTE_ENTRY);
  });

  it('sends gzip when the client accepts gzip but not brotli', async () => {
    const reply = await get('/remotes/mf-content/1.0.0/mf-manifest.json', { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/);
    expect(gunzipSync(reply.body).toString()).toBe(MANIFEST);
  });

  it('honours a refusal (q=0) of brotli', async () => {
    const reply = await get('/static/js/main.a19b9f72.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(SHELL_CHUNK);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['only identity', { 'Accept-Encoding': 'identity' }],
    ['an encoding it has no copy for', { 'Accept-Encoding': 'zstd' }],
  ])('sends the original bytes, still marked Vary, to a client with %s', async (_label, headers) => {
    const reply = await get('/static/js/main.a19b9f72.js', headers);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.body.toString()).toBe(SHELL_CHUNK);
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const get = await fetchRaw(testApp.baseUrl, '/static/js/main.a19b9f72.js', { 'Accept-Encoding': 'br' });
    const head = await fetchRaw(testApp.baseUrl, '/static/js/main.a19b9f72.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('revalidates a cached compressed copy with its own ETag', async () => {
    const first = await get('/static/js/main.a19b9f72.js', { 'Accept-Encoding': 'br' });
    const identity = await get('/static/js/main.a19b9f72.js', {});
    expect(first.headers['etag']).toBeDefined();
    expect(first.headers['etag']).not.toBe(identity.headers['etag']);
    const again = await get('/static/js/main.a19b9f72.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers['etag']),
    });
    expect(again.status).toBe(304);
  });

  it('serves a Range request from the original bytes', async () => {
    const reply = await get('/static/js/main.a19b9f72.js', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(SHELL_CHUNK.slice(0, 10));
  });

  it('serves the shell page compressed, revalidated, for any page navigation', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/step2', 200],
      ['/some/unknown', 404],
    ] as const) {
      const reply = await get(path, { Accept: 'text/html', 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
      expect(reply.status).toBe(status);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['vary']).toMatch(/Accept-Encoding/);
      // The shell's page, with the remote registry added to its head (page-head.ts).
      const html = brotliDecompressSync(reply.body).toString();
      expect(html.startsWith(INDEX_HTML.slice(0, INDEX_HTML.indexOf('</head>')))).toBe(true);
      expect(html).toContain('id="storyloom-remote-registry"');
    }
    const gzip = await get('/step2', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<div id="root"></div>');
    const identity = await get('/step2', { Accept: 'text/html' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBe('no-cache');
    // A demo adds its notice just before </body> (static-site-demo-notice.spec.ts).
    expect(identity.body.toString()).toMatch(
      /<div id="root"><\/div>(<aside aria-label="Demo mode".*?<\/aside>)?<\/body><\/html>$/,
    );
  });

  it('ignores copies older than their original, and files too small to have any', async () => {
    const stale = await get('/static/js/stale.0badc0de.js', { 'Accept-Encoding': 'br, gzip' });
    expect(stale.headers['content-encoding']).toBeUndefined();
    expect(stale.body.toString()).toBe(STALE_CHUNK);
    const tiny = await get('/static/js/tiny.12345678.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['vary']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
  });

  it('still answers a missing file with 404, and a path escaping the folder or with a broken escape with 400', async () => {
    expect((await get('/static/js/missing.0000beef.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect(
      (await get('/remotes/mf-content/1.0.0/..%2F..%2F..%2Fshell%2Findex.html', { 'Accept-Encoding': 'br' })).status,
    ).toBe(400);
    expect((await get('/remotes/%E0%A4%A', { 'Accept-Encoding': 'br' })).status).toBe(400);
  });
});
