import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { remoteRegistrySchema, type RemoteRegistry } from '@storyloom/contracts';
import request from 'supertest';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './support/test-app.js';

/** The registry reads files, not the database, so PGlite is enough. One app; the publish folder changes between tests. */
describe('GET /api/remotes', () => {
  let publish: TestPublishDir;
  let testApp: TestApp;
  beforeAll(async () => {
    publish = new TestPublishDir();
    testApp = await startTestApp({ publishDir: publish.path });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    publish.remove();
  });
  beforeEach(() => {
    rmSync(`${publish.path}/remotes`, { recursive: true, force: true });
    rmSync(`${publish.path}/registry.json`, { force: true });
  });

  const fetchRegistry = async (): Promise<RemoteRegistry> => {
    const response = await request(testApp.server).get('/api/remotes').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return remoteRegistrySchema.parse(response.body);
  };
  const entryOf = (registry: RemoteRegistry, packageName: string) =>
    registry.remotes.find((remote) => remote.packageName === packageName);

  it('serves the highest published semver version of an unpinned remote', async () => {
    publish.publishRemote('mf-cover', '0.9.0').publishRemote('mf-cover', '0.10.0').publishRemote('mf-cover', '0.2.0');
    publish.write('remotes/mf-cover/1.0.0/static/js/half-written.js', ''); // no manifest: not published
    publish.write('remotes/mf-cover/not-a-version/mf-manifest.json', '{}');
    expect(entryOf(await fetchRegistry(), 'mf-cover')).toEqual({
      name: 'mf_cover',
      packageName: 'mf-cover',
      version: '0.10.0',
      entry: '/remotes/mf-cover/0.10.0/mf-manifest.json',
    });
  });

  it('serves the pinned version, and picks up a new pin without a restart', async () => {
    publish.publishRemote('mf-cover', '1.0.0').publishRemote('mf-cover', '1.1.0');
    expect(entryOf(await fetchRegistry(), 'mf-cover')?.version).toBe('1.1.0');
    publish.pin('mf-cover', '1.0.0');
    expect(entryOf(await fetchRegistry(), 'mf-cover')?.entry).toBe('/remotes/mf-cover/1.0.0/mf-manifest.json');
  });

  it('ignores a pin to a version that is not published', async () => {
    publish.publishRemote('mf-cover', '1.0.0').publishRemote('mf-cover', '1.1.0').pin('mf-cover', '2.0.0');
    expect(entryOf(await fetchRegistry(), 'mf-cover')?.version).toBe('1.1.0');
  });

  it("serves a remote's local build in place of the release it was made from, revalidated, until a pin or a newer release", async () => {
    // What `npm run build` leaves after an edit to a released version (api/scripts/publish-remote.mjs).
    publish
      .publishRemote('mf-cover', '0.1.0')
      .write(
        'remotes/mf-cover/local/mf-manifest.json',
        JSON.stringify({ id: 'mf-cover', version: '0.1.0', local: true }),
      )
      .write('remotes/mf-cover/local/static/js/remote.4567cdef.js', '/* mf-cover, edited */')
      .write('remotes/mf-cover/local/.storyloom-dev-build', JSON.stringify({ version: '0.1.0', kind: 'build' }));
    expect(entryOf(await fetchRegistry(), 'mf-cover')).toEqual({
      name: 'mf_cover',
      packageName: 'mf-cover',
      version: '0.1.0',
      entry: '/remotes/mf-cover/local/mf-manifest.json',
    });
    const manifest = await request(testApp.server).get('/remotes/mf-cover/local/mf-manifest.json').expect(200);
    expect(manifest.body).toEqual({ id: 'mf-cover', version: '0.1.0', local: true });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The release itself is untouched and still served as immutable, to whoever asks for it.
    const released = await request(testApp.server)
      .get('/remotes/mf-cover/0.1.0/static/js/remote.0123abcd.js')
      .expect(200);
    expect(released.text).toBe('/* mf-cover 0.1.0 */');

    publish.pin('mf-cover', '0.1.0');
    expect(entryOf(await fetchRegistry(), 'mf-cover')?.entry).toBe('/remotes/mf-cover/0.1.0/mf-manifest.json');
    rmSync(`${publish.path}/registry.json`);
    publish.publishRemote('mf-cover', '0.1.1');
    expect(entryOf(await fetchRegistry(), 'mf-cover')?.entry).toBe('/remotes/mf-cover/0.1.1/mf-manifest.json');
  });

  it('ignores a corrupt registry.json instead of failing the site', async () => {
    publish.publishRemote('mf-premise', '0.1.0').write('registry.json', '{ not json');
    expect(entryOf(await fetchRegistry(), 'mf-premise')?.version).toBe('0.1.0');
  });

  it('lists every published remote by federation name and leaves out unpublished ones', async () => {
    for (const name of ['mf-characters', 'mf-premise', 'mf-outline', 'mf-cover', 'mf-delivery'])
      publish.publishRemote(name, '0.1.0');
    const registry = await fetchRegistry();
    expect(registry.remotes.map((remote) => remote.name)).toEqual([
      'mf_characters',
      'mf_premise',
      'mf_outline',
      'mf_cover',
      'mf_delivery',
    ]);
  });
});
