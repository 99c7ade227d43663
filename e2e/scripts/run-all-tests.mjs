#!/usr/bin/env node
// `npm test`: the one command that proves the product works. It builds everything from source, type-checks every
// workspace, runs every jest project (on PGlite, and the API's database tests on the PostgreSQL server too when
// TEST_DATABASE_URL is set), then the Playwright suite in Debian's Chromium against the built site, checks that the
// tests left nothing behind, and ends with one summary line (lib/test-totals.mjs says what it counts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeTestRunScope, describeLeftovers, openTestRunScope } from '../support/test-run-scope.mjs';
import { TestTotals } from './lib/test-totals.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = mkdtempSync(join(tmpdir(), 'storyloom-test-reports-'));
// The tests build and publish into their own folder, so the developer's published versions and pins are never
// touched (and an unbumped local change cannot collide with an immutable published version).
const publishDir = join(reports, 'published');
const totals = new TestTotals(root);
const failures = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${result.status ?? result.signal} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

const built = run('build', 'node', ['api/scripts/build-all.mjs'], { STORYLOOM_PUBLISH_DIR: publishDir });
run('typecheck', 'node', ['api/scripts/typecheck-all.mjs']);

// From here on every test process works in this run's own temporary folders (and each jest run in its own inside
// them), so what a test leaves behind is found at the end even while other runs share the machine.
const outerTmp = tmpdir();
const scope = openTestRunScope({ label: 'test-run' });
// Playwright's compile cache would otherwise stay in /tmp; it lives with the reports and goes with them.
const playwrightCache = { PLAYWRIGHT_TRANSFORM_CACHE_DIR: join(reports, 'playwright-transform-cache') };

// jest keeps its transform cache in the temporary folder; it is a cache kept on purpose between runs, so it stays
// where jest puts it by default (computed here the same way, before TMPDIR points into the run's scope).
const jestCache = `--cacheDirectory=${join(outerTmp, `jest_${(process.getuid?.() ?? 0).toString(36)}`)}`;
const jest = ['node_modules/jest/bin/jest.js', '--ci', jestCache];
const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
const pgliteReport = join(reports, 'jest-pglite.json');
run('unit and API tests (PGlite)', 'node', [...jest, '--json', `--outputFile=${pgliteReport}`], { ...vmModules, TEST_DATABASE_URL: '' });
totals.addJestPglite(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  // Only the API touches the database, so only its project runs again, and only on the server: PGlite ran above.
  const serverReport = join(reports, 'jest-postgres.json');
  run('API tests (PostgreSQL server)', 'node', [...jest, '--selectProjects', 'api', '--json', `--outputFile=${serverReport}`], {
    ...vmModules,
    TEST_DATABASE_ONLY: 'postgres',
  });
  totals.addJestPostgres(serverReport);
}

// Node 24 LTS, once: its own script builds the API, starts the built site and runs the API suite with Node 24.
if (built) {
  const node24Report = join(reports, 'node24.json');
  run('Node 24 LTS check', 'node', ['e2e/scripts/node24-check.mjs', `--report=${node24Report}`, jestCache], { STORYLOOM_PUBLISH_DIR: publishDir });
  totals.addNode24(node24Report);
}

if (built) {
  const browserReport = join(reports, 'playwright.json');
  run('browser tests (Chromium)', 'node', ['node_modules/@playwright/test/cli.js', 'test', '--config', 'e2e/playwright.config.ts'], {
    ...playwrightCache,
    PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
    E2E_PUBLISH_SOURCE: publishDir,
  });
  totals.addPlaywright(browserReport);
} else {
  console.log('=== browser tests skipped: the build failed');
  totals.failed += 1;
}

const leftovers = await closeTestRunScope(scope);
if (leftovers.length > 0) {
  console.log(`\n${describeLeftovers(leftovers)}`);
  failures.push('leftovers');
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed stages: ${failures.join(', ')}`);
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length; // e.g. typecheck errors
console.log(`\n${totals.breakdown()}`);
console.log(`\n${totals.summary()}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
