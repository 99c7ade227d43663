import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The page the server sends for a route carries what the shell would otherwise ask for one request after another
 * (docs/architecture.md, "First load"): the remote registry's answer, and preload hints for the manifest, remote
 * entry and page chunks of the remote that shows the route.
 */
const assets = (sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });
const manifest = (remoteEntry: string, exposes: Record<string, string[]>, shared: Record<string, string[]> = {}) =>
  JSON.stringify({
    id: 'mf_characters',
    metaData: { remoteEntry: { name: remoteEntry, path: '', type: 'global' }, publicPath: 'auto' },
    shared: Object.entries(shared).map(([name, sync]) => ({
      id: `mf_characters:${name}`,
      name,
      version: '1.0.0',
      assets: assets(sync),
    })),
    exposes: Object.entries(exposes).map(([path, sync]) => ({ path, name: path.slice(2), assets: assets(sync) })),
  });

/** The shell's manifest: what it shares, and the files of each (its first load already fetches shared-libraries). */
const SHELL_MANIFEST = JSON.stringify({
  id: 'shell',
  metaData: { publicPath: '/' },
  exposes: [],
  shared: [
    { name: 'react', assets: assets(['static/js/shared-libraries.1111.js']) },
    { name: '@storyloom/kit/wizard', assets: assets(['static/js/262.2222.js', 'static/js/shared-libraries.1111.js']) },
    { name: '@storyloom/kit/forms', assets: assets(['static/js/990.3333.js']) },
    { name: '@storyloom/contracts', assets: assets(['static/js/569.4444.js', 'static/js/733.5555.js']) },
  ],
});

const INDEX_HTML =
  '<!doctype html><html><head><title>Storyloom</title><link rel="preload" href="/static/js/shared-libraries.1111.js" as="script"></head>' +
  '<body><div id="root"></div></body></html>';

describe("static site: the served page carries the registry and its route's preload hints", () => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  const page = async (path: string, status = 200) => {
    const reply = await fetch(new URL(path, testApp.baseUrl), { headers: { Accept: 'text/html' } });
    expect(reply.status).toBe(status);
    return reply.text();
  };
  const registryIn = (html: string) =>
    JSON.parse(/<script type="application\/json" id="storyloom-remote-registry">(.*?)<\/script>/.exec(html)![1]!);

  beforeAll(async () => {
    publish = new TestPublishDir()
      .write('shell/index.html', INDEX_HTML)
      .write('shell/mf-manifest.json', SHELL_MANIFEST)
      .write(
        'remotes/mf-characters/1.0.0/mf-manifest.json',
        manifest('static/js/mf_characters.1111.js', { './Step1Page': ['static/js/expose_Step1Page.aaaa.js'] }),
      )
      .write(
        'remotes/mf-characters/1.1.0/mf-manifest.json',
        manifest(
          'static/js/mf_characters.2222.js',
          { './Step1Page': ['static/js/expose_Step1Page.bbbb.js', 'static/js/318.cccc.js'] },
          // Its own fallback copies, which the shell's copies stand in for.
          {
            react: [],
            '@storyloom/kit/wizard': [],
            '@storyloom/contracts': ['static/js/325.dddd.js', 'static/js/569.eeee.js'],
          },
        ),
      )
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
    expect(html.match(/rel="preload"/g)).toHaveLength(1); // the shell's own first-load hint only
  });

  it("preloads the served version's manifest, remote entry and the page's chunks for /step1", async () => {
    const html = await page('/step1');
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-characters/1.1.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-characters/1.1.0/static/js/mf_characters.2222.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-characters/1.1.0/static/js/expose_Step1Page.bbbb.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-characters/1.1.0/static/js/318.cccc.js" as="script">',
    );
    expect(html).not.toContain('mf-characters/1.0.0');
  });

  it("preloads, on a wizard step, the shell's copies of the lazily shared modules the step's remote uses, never the remote's own", async () => {
    const html = await page('/step1');
    expect(html).toContain('<link rel="preload" href="/static/js/262.2222.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/static/js/569.4444.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/static/js/733.5555.js" as="script">');
    // Not the forms entry, which mf-characters does not share; not what the shell's page already loads; and never
    // the remote's fallback copy of the contract.
    expect(html).not.toContain('990.3333.js');
    expect(html.match(/shared-libraries\.1111\.js/g)).toHaveLength(1);
    expect(html).not.toMatch(/325\.dddd|569\.eeee/);
  });

  it('follows a pin on the very next page load, as /api/remotes does', async () => {
    publish.pin('mf-characters', '1.0.0');
    const html = await page('/step1');
    expect(
      registryIn(html).remotes.find((remote: { packageName: string }) => remote.packageName === 'mf-characters')
        .version,
    ).toBe('1.0.0');
    expect(html).toContain('href="/remotes/mf-characters/1.0.0/static/js/expose_Step1Page.aaaa.js"');
    expect(html).not.toContain('1.1.0/');
  });

  it("still serves the page, without hints, when the remote's manifest is broken", async () => {
    const html = await page('/tos');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('storyloom-remote-registry');
    expect(html.match(/rel="preload"/g)).toHaveLength(1); // the shell's own first-load hint only
  });
});
