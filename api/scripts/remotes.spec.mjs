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
      return { code: 0, out: execFileSync('node', [SCRIPT, ...args], { env: { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir }, encoding: 'utf8', stdio: 'pipe' }) };
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
    expect(remotes('rollback', 'mf-cover')).toEqual({ code: 0, out: 'mf-cover rolled back to 0.1.0, its previous pin; the next page load uses it.\n' });
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
