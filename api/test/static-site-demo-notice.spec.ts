import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_NOTICE_ELEMENT } from '../src/static-site/demo-notice.js';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

/** Demo mode (src/config/run-mode.ts) says so on every page; a live site does not. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>';

/**
 * Only real providers: the site is live. Nothing here is contacted while serving a page; the addresses are a port
 * nobody listens on, so a provider that were called would fail loudly. PGlite is named as the one allowed gap.
 */
const NOWHERE = 'http://127.0.0.1:9';
const LIVE = {
  OPENAI_BASE_URL: `${NOWHERE}/v1`,
  COVER_DESIGNER: 'openai',
  OPENAI_IMAGE_BASE_URL: `${NOWHERE}/v1`,
  STRIPE_SECRET_KEY: 'sk_test_demo_notice',
  STRIPE_WEBHOOK_SECRET: 'whsec_demo_notice',
  STRIPE_API_URL: NOWHERE,
  LULU_CLIENT_KEY: 'key',
  LULU_CLIENT_SECRET: 'secret',
  LULU_API_URL: NOWHERE,
  PUBLIC_ORIGIN: 'https://storyloom.example',
  // The test asks at its own address, which a live site answers only when named.
  ALLOWED_HOSTS: '127.0.0.1',
  OPERATOR_TOKEN: 'an-operator-token-of-enough-length',
  STORYLOOM_ALLOW_MIXED_MODE: 'pglite',
};

describe.each([
  ['demo', {}],
  ['live', LIVE],
] as const)('the served page in %s mode', (mode, env) => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  beforeAll(async () => {
    publish = new TestPublishDir().write('shell/index.html', INDEX_HTML);
    testApp = await startTestApp({ publishDir: publish.path, env });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    publish?.remove();
  });

  it(
    mode === 'demo' ? 'carries the demo notice, fixed in a corner, at the end of the body' : 'carries no demo notice',
    async () => {
      expect(testApp.config.mode).toBe(mode);
      const reply = await fetch(new URL('/step1', testApp.baseUrl), { headers: { Accept: 'text/html' } });
      expect(reply.status).toBe(200);
      const html = await reply.text();
      expect(html).toContain('<div id="root"></div>');
      if (mode === 'demo') {
        expect(html).toContain(`${DEMO_NOTICE_ELEMENT}</body>`);
        expect(DEMO_NOTICE_ELEMENT).toMatch(
          /^<aside aria-label="Demo mode"[^>]*style="position:fixed;[^"]*">Demo site: books made here are demo books, not real orders\.<\/aside>$/,
        );
      } else {
        expect(html).not.toMatch(/demo/i);
      }
    },
  );
});
