import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublishError, publishFolder } from './publish-folder.mjs';
import { DEV_BUILD_MARKER } from './publish-paths.mjs';

const writeBuild = (dir, files) => {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
};

describe('publishFolder', () => {
  let root;
  let source;
  let target;
  const publish = () => publishFolder({ source, target, label: 'mf-cover 0.1.0', bumpHint: 'npm version patch -w mf-cover' });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-publish-'));
    source = join(root, 'dist');
    target = join(root, 'remotes', 'mf-cover', '0.1.0');
    writeBuild(source, { 'mf-manifest.json': '{"v":1}', 'static/js/a.js': 'a', 'mf-stats.json': '{"order":1}' });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies a new version in, without the build-analysis stats file or temp folders', () => {
    expect(publish()).toBe('published');
    expect(readFileSync(join(target, 'static/js/a.js'), 'utf8')).toBe('a');
    expect(existsSync(join(target, 'mf-stats.json'))).toBe(false);
    expect(readdirSync(join(root, 'remotes', 'mf-cover'))).toEqual(['0.1.0']);
  });

  it('is a no-op for an identical rebuild, even when only the stats file differs', () => {
    publish();
    writeFileSync(join(source, 'mf-stats.json'), '{"order":2}');
    expect(publish()).toBe('unchanged');
  });

  it('refuses to change a published version and tells the engineer to bump it', () => {
    publish();
    writeFileSync(join(source, 'static/js/a.js'), 'changed');
    expect(publish).toThrow(PublishError);
    expect(publish).toThrow(/immutable[\s\S]*npm version patch -w mf-cover/);
    expect(readFileSync(join(target, 'static/js/a.js'), 'utf8')).toBe('a');
  });

  it('replaces a folder written by a dev build', () => {
    writeBuild(target, { 'mf-manifest.json': '{"dev":true}', [DEV_BUILD_MARKER]: '' });
    expect(publish()).toBe('replaced-dev-build');
    expect(readFileSync(join(target, 'mf-manifest.json'), 'utf8')).toBe('{"v":1}');
    expect(existsSync(join(target, DEV_BUILD_MARKER))).toBe(false);
  });

  it('refuses a build folder without a federation manifest', () => {
    rmSync(join(source, 'mf-manifest.json'));
    expect(publish).toThrow(/no mf-manifest.json/);
  });
});
