import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The page the server sends for a route carries what the shell would otherwise ask for one request after another
 * (docs/architecture.md, "First load"): the remote registry's answer, and preload hints for the manifest, remote
 * entry and page chunks of the remote that shows the route.
 */
const manifest = (remoteEntry: string, exposes: Record<string, string[]>) =>
  JSON.stringify({
    id: 'mf_characters',
    metaData: { remoteEntry: { name: remoteEntry, path: '', type: 'global' }, publicPath: 'auto' },
    exposes: Object.entries(exposes).map(([path, sync]) => ({ path, name: path.slice(2), assets: { js: { sync, async: [] }, css: { sync: [], async: [] } } })),
  });

const INDEX_HTML = '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>';

describe('static site: the served page carries the registry and its route\'s preload hints', () => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  const page = async (path: string, status = 200) => {
    const reply = await fetch(new URL(path, testApp.baseUrl), { headers: { Accept: 'text/html' } });
    expect(reply.status).toBe(status);
    return reply.text();
  };
  const registryIn = (html: string) => JSON.parse(/<script type="application\/json" id="storyloom-remote-registry">(.*?)<\/script>/.exec(html)![1]!);

  beforeAll(async () => {
    publish = new TestPublishDir()
      .write('shell/index.html', INDEX_HTML)
      .write('remotes/mf-characters/1.0.0/mf-manifest.json', manifest('static/js/mf_characters.1111.js', { './Step1Page': ['static/js/expose_Step1Page.aaaa.js'] }))
      .write('remotes/mf-characters/1.1.0/mf-manifest.json', manifest('static/js/mf_characters.2222.js', { './Step1Page': ['static/js/expose_Step1Page.bbbb.js', 'static/js/318.cccc.js'] }))
      .write('remotes/mf-content/1.0.0/mf-manifest.json', '{ this is not json');
    testApp = await startTestApp({ publishDir: publish.path });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    publish?.remove();
  });

  it('puts the same answer as GET /api/remotes into every page, before </head>', async () => {
    const html = await page('/some/unknown/page', 404);
    const fromApi = await (await fetch(new URL('/api/remotes', testApp.baseUrl))).json();
    expect(registryIn(html)).toEqual(fromApi);
    expect(html.indexOf('storyloom-remote-registry')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('rel="preload"');
  });

  it("preloads the served version's manifest, remote entry and the page's chunks for /step1", async () => {
    const html = await page('/step1');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-characters/1.1.0/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-characters/1.1.0/static/js/mf_characters.2222.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-characters/1.1.0/static/js/expose_Step1Page.bbbb.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/remotes/mf-characters/1.1.0/static/js/318.cccc.js" as="script">');
    expect(html).not.toContain('mf-characters/1.0.0');
  });

  it('follows a pin on the very next page load, as /api/remotes does', async () => {
    publish.pin('mf-characters', '1.0.0');
    const html = await page('/step1');
    expect(registryIn(html).remotes.find((remote: { packageName: string }) => remote.packageName === 'mf-characters').version).toBe('1.0.0');
    expect(html).toContain('href="/remotes/mf-characters/1.0.0/static/js/expose_Step1Page.aaaa.js"');
    expect(html).not.toContain('1.1.0/');
  });

  it('still serves the page, without hints, when the remote\'s manifest is broken', async () => {
    const html = await page('/tos');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('storyloom-remote-registry');
    expect(html).not.toContain('rel="preload"');
  });
});
