import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RegistryError,
  pinVersion,
  publishedVersions,
  readRegistry,
  remoteDependencies,
  rollbackVersion,
  servedVersion,
  unpinVersion,
  writeRegistry,
} from './registry-file.mjs';

const publishOf = (root, pkg, version) => {
  mkdirSync(join(root, 'remotes', pkg, version), { recursive: true });
  writeFileSync(join(root, 'remotes', pkg, version, 'mf-manifest.json'), '{}');
};

describe('registry-file', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storyloom-registry-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists only complete published versions, in semver order', () => {
    publishOf(root, 'mf-cover', '1.10.0');
    publishOf(root, 'mf-cover', '1.2.0');
    mkdirSync(join(root, 'remotes', 'mf-cover', '2.0.0')); // no manifest: an interrupted copy
    mkdirSync(join(root, 'remotes', 'mf-cover', '.123.publishing'));
    expect(publishedVersions(root, 'mf-cover')).toEqual(['1.2.0', '1.10.0']);
    expect(publishedVersions(root, 'mf-unknown')).toEqual([]);
  });

  it('serves the pin when there is one, else the highest published version', () => {
    const published = ['0.1.0', '0.2.0'];
    expect(servedVersion({ pins: {} }, 'mf-cover', published)).toBe('0.2.0');
    expect(
      servedVersion({ pins: { 'mf-cover': { version: '0.1.0', history: ['0.1.0'] } } }, 'mf-cover', published),
    ).toBe('0.1.0');
    expect(servedVersion({ pins: {} }, 'mf-cover', [])).toBeUndefined();
    expect(
      servedVersion({ pins: { 'mf-cover': { version: '9.9.9', history: ['9.9.9'] } } }, 'mf-cover', published),
    ).toBe('0.2.0');
  });

  it('pins a published version and records it in the history', () => {
    const once = pinVersion({ pins: {} }, 'mf-cover', '0.1.0', ['0.1.0', '0.2.0']);
    const twice = pinVersion(once, 'mf-cover', '0.2.0', ['0.1.0', '0.2.0']);
    expect(twice.pins['mf-cover']).toEqual({ version: '0.2.0', history: ['0.1.0', '0.2.0'] });
    expect(pinVersion(twice, 'mf-cover', '0.2.0', ['0.1.0', '0.2.0'])).toBe(twice);
  });

  it('refuses to pin a version that is not published, naming the ones that are', () => {
    expect(() => pinVersion({ pins: {} }, 'mf-cover', '9.9.9', ['0.1.0'])).toThrow(
      new RegistryError('mf-cover 9.9.9 is not published. Published versions: 0.1.0.'),
    );
    expect(() => pinVersion({ pins: {} }, 'mf-cover', 'latest', ['0.1.0'])).toThrow(RegistryError);
  });

  it('rolls back to the previous pin', () => {
    const registry = { pins: { 'mf-cover': { version: '0.3.0', history: ['0.1.0', '0.3.0'] } } };
    const { registry: next, version } = rollbackVersion(registry, 'mf-cover', ['0.1.0', '0.2.0', '0.3.0']);
    expect(version).toBe('0.1.0');
    expect(next.pins['mf-cover']).toEqual({ version: '0.1.0', history: ['0.1.0'] });
  });

  it('without an earlier pin, rolls back to the next lower published version', () => {
    const { registry, version } = rollbackVersion({ pins: {} }, 'mf-cover', ['0.1.0', '0.2.0', '0.3.0']);
    expect(version).toBe('0.2.0');
    expect(registry.pins['mf-cover'].version).toBe('0.2.0');
    expect(() => rollbackVersion({ pins: {} }, 'mf-cover', ['0.1.0'])).toThrow(
      /no earlier pin and no published version below 0\.1\.0/,
    );
    expect(() => rollbackVersion({ pins: {} }, 'mf-cover', [])).toThrow(/no published version/);
  });

  it('unpins, and refuses to unpin what is not pinned', () => {
    const registry = {
      pins: {
        'mf-cover': { version: '0.1.0', history: ['0.1.0'] },
        'mf-premise': { version: '0.1.0', history: ['0.1.0'] },
      },
    };
    expect(unpinVersion(registry, 'mf-cover')).toEqual({
      pins: { 'mf-premise': { version: '0.1.0', history: ['0.1.0'] } },
    });
    expect(() => unpinVersion({ pins: {} }, 'mf-cover')).toThrow(/not pinned/);
  });

  it('writes atomically (no temp file left) and reads back what it wrote', () => {
    const file = join(root, 'registry.json');
    expect(readRegistry(file)).toEqual({ pins: {} });
    const registry = { pins: { 'mf-cover': { version: '0.1.0', history: ['0.1.0'] } } };
    writeRegistry(file, registry);
    expect(readRegistry(file)).toEqual(registry);
    expect(readdirSync(root)).toEqual(['registry.json']);
  });

  it('rejects a corrupt registry instead of silently dropping the pins', () => {
    const file = join(root, 'registry.json');
    writeFileSync(file, '{ "pins": ');
    expect(() => readRegistry(file)).toThrow(/not valid JSON/);
    writeFileSync(file, JSON.stringify({ pins: { 'mf-cover': { version: 1 } } }));
    expect(() => readRegistry(file)).toThrow(/needs a "version" string/);
    expect(readFileSync(file, 'utf8')).toContain('mf-cover');
  });

  it('reads the remotes a published version loads from its manifest, with the version each was built against', () => {
    publishOf(root, 'mf-premise', '0.1.0');
    expect(remoteDependencies(root, 'mf-premise', '0.1.0')).toEqual([]);
    const manifest = join(root, 'remotes', 'mf-premise', '0.1.0', 'mf-manifest.json');
    const declared = {
      federationContainerName: 'mf_characters',
      moduleName: '.',
      alias: 'mf_characters',
      entry: '/remotes/mf-characters/0.3.0/mf-manifest.json',
    };
    // The manifest lists a remote once per module used from it; the dependency counts once.
    writeFileSync(manifest, JSON.stringify({ remotes: [declared, { ...declared, moduleName: 'CharacterEditor' }] }));
    expect(remoteDependencies(root, 'mf-premise', '0.1.0')).toEqual([
      { packageName: 'mf-characters', builtAgainst: '0.3.0' },
    ]);
    writeFileSync(manifest, '{ "remotes": ');
    expect(() => remoteDependencies(root, 'mf-premise', '0.1.0')).toThrow(
      /cannot be read as a manifest.*republish mf-premise 0.1.0/,
    );
  });
});
