// Loads / in Debian's Chromium and adds up the JavaScript bytes the browser actually received over the wire
// (encoded response bodies, as the server sent them), twice:
//   gzip:   the page advertises `Accept-Encoding: gzip` only — the figure the budget is written in;
//   brotli: the browser's own Accept-Encoding (gzip, deflate, br, zstd), what visitors really download.
// Run alone against a running server to see the files: node e2e/bench/first-load.mjs http://127.0.0.1:3000
import { pathToFileURL } from 'node:url';
import { launchChromium } from './chromium.mjs';

/**
 * Loads `url` in `page` and waits for the landing page's heading: every script response with its encoded size and
 * encoding ({ url, encoding, bytes }), and their total. The page should be new in a fresh context (a cold load).
 * Shared by the bench (below) and the size budget check (e2e/tests/size-budgets.spec.ts).
 */
export async function collectFirstLoadScripts(page, url) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => ({
          url: new URL(response.url()).pathname,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          bytes: responseBodySize,
        })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const files = await Promise.all(scripts);
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

/** One cold load of `baseUrl` in a fresh context: every script response with its encoded size and encoding. */
async function loadScripts(browser, baseUrl, extraHTTPHeaders) {
  const context = await browser.newContext({ extraHTTPHeaders });
  try {
    return await collectFirstLoadScripts(await context.newPage(), baseUrl);
  } finally {
    await context.close();
  }
}

/**
 * { gzip: { files, bytes }, brotli: { files, bytes } } plus the legacy fields `files` and `gzipBytes`
 * (the budget figure). Each entry of `files` is { url, encoding, bytes }.
 */
export async function measureFirstLoad(baseUrl) {
  const browser = await launchChromium();
  try {
    const gzip = await loadScripts(browser, baseUrl, { 'Accept-Encoding': 'gzip' });
    const brotli = await loadScripts(browser, baseUrl, {});
    return { gzip, brotli, files: gzip.files.length, gzipBytes: gzip.bytes, brotliBytes: brotli.bytes };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const result = await measureFirstLoad(baseUrl);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  for (const name of ['gzip', 'brotli']) {
    console.log(
      `${name === 'gzip' ? 'Accept-Encoding: gzip' : 'browser default Accept-Encoding'}: ${kb(result[name].bytes)} in ${result[name].files.length} scripts`,
    );
    for (const file of result[name].files) console.log(`  ${kb(file.bytes)}  ${file.encoding.padEnd(8)} ${file.url}`);
  }
}
