import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PublishError, publishFolder, publishShell } from './publish-folder.mjs';
import { DEV_BUILD_MARKER } from './publish-paths.mjs';

const writeBuild = (dir, files) => {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
};

/** Big enough to be worth compressing (compress-assets.mjs skips files under 1 KB). */
const CHUNK = `export const lines = [${Array.from({ length: 200 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;

describe('publishFolder', () => {
  let root;
  let source;
  let target;
  const publish = () =>
    publishFolder({ source, target, label: 'mf-cover 0.1.0', bumpHint: 'npm version patch -w mf-cover' });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-publish-'));
    source = join(root, 'dist');
    target = join(root, 'remotes', 'mf-cover', '0.1.0');
    writeBuild(source, {
      'mf-manifest.json': '{"v":1}',
      'static/js/a.js': 'a',
      'static/js/big.js': CHUNK,
      'mf-stats.json': '{"order":1}',
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies a new version in, without the build-analysis stats file or temp folders', async () => {
    expect((await publish()).outcome).toBe('published');
    expect(readFileSync(join(target, 'static/js/a.js'), 'utf8')).toBe('a');
    expect(existsSync(join(target, 'mf-stats.json'))).toBe(false);
    expect(readdirSync(join(root, 'remotes', 'mf-cover'))).toEqual(['0.1.0']);
  });

  it('keeps source maps in the build folder: the published folder is public', async () => {
    writeFileSync(join(source, 'static/js/big.js.map'), '{"version":3}');
    await publish();
    expect(readdirSync(join(target, 'static/js')).filter((file) => file.includes('.map'))).toEqual([]);
    expect(existsSync(join(source, 'static/js/big.js.map'))).toBe(true);
    // A rebuild whose only difference is its map publishes nothing new.
    writeFileSync(join(source, 'static/js/big.js.map'), '{"version":3,"sources":["changed"]}');
    expect(await publish()).toEqual({ outcome: 'unchanged' });
  });

  it('publishes brotli and gzip copies of the text files worth compressing', async () => {
    const { compression } = await publish();
    expect(brotliDecompressSync(readFileSync(join(target, 'static/js/big.js.br'))).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(join(target, 'static/js/big.js.gz'))).toString()).toBe(CHUNK);
    expect(existsSync(join(target, 'static/js/a.js.gz'))).toBe(false);
    expect(existsSync(join(source, 'static/js/big.js.gz'))).toBe(false);
    expect(compression).toMatchObject({ files: 1, bytes: CHUNK.length });
  });

  it('is a no-op for an identical rebuild, even when only the stats file differs', async () => {
    await publish();
    writeFileSync(join(source, 'mf-stats.json'), '{"order":2}');
    expect(await publish()).toEqual({ outcome: 'unchanged' });
  });

  it('refuses to change a published version and tells the engineer to bump it', async () => {
    await publish();
    writeFileSync(join(source, 'static/js/a.js'), 'changed');
    await expect(publish()).rejects.toThrow(PublishError);
    await expect(publish()).rejects.toThrow(/immutable[\s\S]*npm version patch -w mf-cover/);
    expect(readFileSync(join(target, 'static/js/a.js'), 'utf8')).toBe('a');
  });

  it('replaces a folder written by a dev build', async () => {
    writeBuild(target, { 'mf-manifest.json': '{"dev":true}', [DEV_BUILD_MARKER]: '' });
    expect((await publish()).outcome).toBe('replaced-dev-build');
    expect(readFileSync(join(target, 'mf-manifest.json'), 'utf8')).toBe('{"v":1}');
    expect(existsSync(join(target, DEV_BUILD_MARKER))).toBe(false);
    expect(existsSync(join(target, 'static/js/big.js.br'))).toBe(true);
  });

  it('refuses a build folder without a federation manifest', async () => {
    rmSync(join(source, 'mf-manifest.json'));
    await expect(publish()).rejects.toThrow(/no mf-manifest.json/);
  });
});

describe('publishShell', () => {
  let root;
  const source = () => join(root, 'dist');
  const target = () => join(root, 'published', 'shell');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-publish-shell-'));
    writeBuild(source(), {
      'index.html': '<html>1</html>',
      'static/js/main.11111111.js': CHUNK,
      'static/js/main.11111111.js.gz': 'gz',
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('swaps a new build in whole, leaves an identical one alone, and keeps the copies as fresh as their originals', async () => {
    expect(await publishShell({ source: source(), target: target() })).toEqual({ outcome: 'published' });
    expect(await publishShell({ source: source(), target: target() })).toEqual({ outcome: 'unchanged' });
    writeBuild(source(), {
      'index.html': '<html>2</html>',
      'static/js/main.22222222.js': CHUNK,
      'static/js/main.22222222.js.gz': 'gz',
    });
    expect(await publishShell({ source: source(), target: target() })).toEqual({ outcome: 'published' });
    expect(readdirSync(join(target(), 'static/js')).sort()).toEqual(['main.22222222.js', 'main.22222222.js.gz']);
    expect(readFileSync(join(target(), 'index.html'), 'utf8')).toBe('<html>2</html>');
    const mtime = (file) => statSync(join(target(), file)).mtimeMs;
    expect(mtime('static/js/main.22222222.js.gz')).toBeGreaterThanOrEqual(mtime('static/js/main.22222222.js'));
    expect(readdirSync(join(root, 'published'))).toEqual(['shell']);
  });
});
