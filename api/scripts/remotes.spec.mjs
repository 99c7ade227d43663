import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./remotes.mjs', import.meta.url));

/** What a platform engineer sees: `npm run remotes -- ...` against a throw-away publish folder. */
describe('npm run remotes -- rollback', () => {
  let publishDir;
  const remotes = (...args) => {
    try {
      return {
        code: 0,
        out: execFileSync('node', [SCRIPT, ...args], {
          env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      return { code: error.status, out: `${error.stdout}${error.stderr}` };
    }
  };
  const publish = (...versions) => {
    for (const version of versions) {
      mkdirSync(join(publishDir, 'remotes', 'mf-cover', version), { recursive: true });
      writeFileSync(join(publishDir, 'remotes', 'mf-cover', version, 'mf-manifest.json'), '{}');
    }
  };
  const registry = () => JSON.parse(readFileSync(join(publishDir, 'registry.json'), 'utf8'));

  beforeEach(() => {
    publishDir = mkdtempSync(join(tmpdir(), 'storyloom-remotes-cli-'));
  });
  afterEach(() => rmSync(publishDir, { recursive: true, force: true }));

  it('goes back to the previous pin and says so', () => {
    publish('0.1.0', '0.2.0');
    remotes('pin', 'mf-cover', '0.1.0');
    remotes('pin', 'mf-cover', '0.2.0');
    expect(remotes('rollback', 'mf-cover')).toEqual({
      code: 0,
      out: 'mf-cover rolled back to 0.1.0, its previous pin; the next page load uses it.\n',
    });
    expect(registry().pins['mf-cover'].version).toBe('0.1.0');
  });

  it('with no earlier pin, says it had none and which version it pinned instead of which', () => {
    publish('0.1.0', '0.2.0', '0.3.0');
    const { code, out } = remotes('rollback', 'mf-cover');
    expect(code).toBe(0);
    expect(out).toBe(
      'mf-cover had no earlier pin; pinned it to 0.2.0, the highest published version below 0.3.0 (which it served). ' +
        'The next page load uses it; `npm run remotes -- unpin mf-cover` serves the highest published version again.\n',
    );
    expect(registry().pins['mf-cover'].version).toBe('0.2.0');
  });

  it('with no earlier pin and nothing lower published, says nothing changed and fails', () => {
    publish('0.1.0');
    expect(remotes('rollback', 'mf-cover')).toEqual({
      code: 1,
      out: 'mf-cover had no earlier pin and no published version below 0.1.0, the one it serves; nothing changed.\n',
    });
    expect(existsSync(join(publishDir, 'registry.json'))).toBe(false);
  });
});

/** A remote that loads another remote at run time declares it; `list` shows the dependency both ways. */
describe('npm run remotes -- list', () => {
  let publishDir;
  const list = () =>
    execFileSync('node', [SCRIPT, 'list'], {
      env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
      encoding: 'utf8',
    });
  const publish = (pkg, version, manifest = {}) => {
    mkdirSync(join(publishDir, 'remotes', pkg, version), { recursive: true });
    writeFileSync(join(publishDir, 'remotes', pkg, version, 'mf-manifest.json'), JSON.stringify(manifest));
  };
  /** The `remotes` part of mf-premise's manifest, as its module-federation config declares mf_characters. */
  const loadsCharacters = (builtAgainst) => ({
    remotes: [
      {
        federationContainerName: 'mf_characters',
        moduleName: '.',
        alias: 'mf_characters',
        entry: `/remotes/mf-characters/${builtAgainst}/mf-manifest.json`,
      },
    ],
  });
  const linesOf = (out, pkg) => {
    const lines = out.split('\n');
    const start = lines.findIndex((line) => line.startsWith(`${pkg} `));
    const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
    return lines.slice(start, end === -1 ? undefined : end).map((line) => line.trim());
  };

  beforeEach(() => {
    publishDir = mkdtempSync(join(tmpdir(), 'storyloom-remotes-list-'));
  });
  afterEach(() => rmSync(publishDir, { recursive: true, force: true }));

  it('shows what a remote loads at run time, the version it was built against and the one served', () => {
    publish('mf-characters', '0.1.0');
    publish('mf-characters', '0.2.0');
    publish('mf-premise', '0.1.0', loadsCharacters('0.1.0'));
    const out = list();
    expect(linesOf(out, 'mf-premise')).toEqual([
      'mf-premise      serves 0.1.0 (latest)   published: 0.1.0',
      'loads at run time: mf-characters (built against 0.1.0, serves 0.2.0)',
    ]);
    expect(linesOf(out, 'mf-characters')).toEqual([
      'mf-characters   serves 0.2.0 (latest)   published: 0.1.0, 0.2.0',
      'loaded at run time by: mf-premise',
    ]);
    expect(linesOf(out, 'mf-cover')).toEqual(['mf-cover        serves nothing (not published)   published: -']);
  });

  it("says when a remote serves its local build, and reads the local build's manifest", () => {
    publish('mf-characters', '0.1.0');
    publish('mf-premise', '0.1.0');
    publish('mf-premise', 'local', loadsCharacters('0.1.0'));
    writeFileSync(
      join(publishDir, 'remotes', 'mf-premise', 'local', '.storyloom-dev-build'),
      JSON.stringify({ version: '0.1.0', kind: 'build' }),
    );
    expect(linesOf(list(), 'mf-premise')).toEqual([
      'mf-premise      serves 0.1.0 (local build)   published: 0.1.0',
      'loads at run time: mf-characters (built against 0.1.0, serves 0.1.0)',
    ]);
  });

  it('warns when a remote it loads is not published', () => {
    publish('mf-premise', '0.1.0', loadsCharacters('0.1.0'));
    expect(linesOf(list(), 'mf-premise')).toContain(
      'loads at run time: mf-characters (built against 0.1.0, NOT PUBLISHED: cannot be loaded)',
    );
  });

  it("reads the served version's manifest: a pinned version without the dependency shows none", () => {
    publish('mf-characters', '0.1.0');
    publish('mf-premise', '0.1.0');
    publish('mf-premise', '0.2.0', loadsCharacters('0.1.0'));
    expect(linesOf(list(), 'mf-premise')).toHaveLength(2);
    execFileSync('node', [SCRIPT, 'pin', 'mf-premise', '0.1.0'], {
      env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
    });
    expect(linesOf(list(), 'mf-premise')).toEqual(['mf-premise      serves 0.1.0 (pinned)   published: 0.1.0, 0.2.0']);
    expect(linesOf(list(), 'mf-characters')).toEqual(['mf-characters   serves 0.1.0 (latest)   published: 0.1.0']);
  });
});
