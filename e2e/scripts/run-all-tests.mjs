#!/usr/bin/env node
// `npm test`: the one command that proves the product works. It builds everything from source, type-checks every
// workspace, runs every jest project (on PGlite, and on the PostgreSQL server too when TEST_DATABASE_URL is set),
// then the Playwright suite in Debian's Chromium against the built site, and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = mkdtempSync(join(tmpdir(), 'storyloom-test-reports-'));
// The tests build and publish into their own folder, so the developer's published versions and pins are never
// touched (and an unbumped local change cannot collide with an immutable published version).
const publishDir = join(reports, 'published');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${result.status ?? result.signal} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function countJest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1; // no report means the runner itself broke
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky; // a flaky test is a bug, not a pass
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

const built = run('build', 'node', ['api/scripts/build-all.mjs'], { STORYLOOM_PUBLISH_DIR: publishDir });
run('typecheck', 'node', ['api/scripts/typecheck-all.mjs']);

const jest = ['node_modules/jest/bin/jest.js', '--ci'];
const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
const pgliteReport = join(reports, 'jest-pglite.json');
run('unit and API tests (PGlite)', 'node', [...jest, '--json', `--outputFile=${pgliteReport}`], { ...vmModules, TEST_DATABASE_URL: '' });
countJest(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  // Only the API touches the database, so only its project runs again on the server.
  const serverReport = join(reports, 'jest-postgres.json');
  run('API tests (PostgreSQL server)', 'node', [...jest, '--selectProjects', 'api', '--json', `--outputFile=${serverReport}`], vmModules);
  countJest(serverReport);
}

if (built) {
  const browserReport = join(reports, 'playwright.json');
  run('browser tests (Chromium)', 'node', ['node_modules/@playwright/test/cli.js', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
    E2E_PUBLISH_SOURCE: publishDir,
  });
  countPlaywright(browserReport);
} else {
  console.log('=== browser tests skipped: the build failed');
  totals.failed += 1;
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed stages: ${failures.join(', ')}`);
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length; // e.g. typecheck errors
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
