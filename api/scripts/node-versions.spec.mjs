import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@storyloom/platform/publish-paths';

/**
 * README's "Node versions": Node 20.19+ and Node 24 LTS are supported, CI checks 24, and npm's warning that
 * `file-type` wants Node 22 does not concern us. These tests keep each of those sentences true.
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

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

  // That `npm test` proves Node 24 is behaviour of the runner: it fails a run whose Node 24 check ran no v24 binary
  // (TestTotals.requireNode24, tested in e2e/scripts/lib/test-totals.spec.mjs).

  it("explains a warning that still exists: the installed file-type asks for Node 22 (else drop README's paragraph)", () => {
    expect(readJson(join(fileTypeDir, 'package.json')).engines.node).toBe('>=22');
  });

  // The behaviour (the API started on this Node never loads file-type) is checked in api/scripts/module-loads.spec.mjs.
});
