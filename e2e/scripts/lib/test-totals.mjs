// The end-of-run arithmetic of `npm test` (run-all-tests.mjs), from jest's and Playwright's JSON reports.
//
// What the last line counts: each distinct test once, plus once more for each PostgreSQL run of an API test.
// A PostgreSQL run is a check of its own (it has caught PostgreSQL-only bugs that PGlite hid), so it is counted,
// but the breakdown line says how many of the passes are such re-runs. A test the PostgreSQL stage repeats
// unchanged (the api project's tests that use no database) is not counted again, unless it fails there.
// The Node 24 LTS check (node24-check.mjs) is counted the same way: its build and server checks and its run of the
// API suite on Node 24 are checks of their own (of the runtime, not of our code), shown apart in the breakdown.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Enough of a page snapshot to see the page's state without burying the log's summary. */
const PAGE_SNAPSHOT_LINES = 60;

export class TestTotals {
  passed = 0;
  failed = 0;
  skipped = 0;
  ran = { pglite: 0, postgres: 0, chromium: 0, node24: 0 };
  /** Each failed test as `where: file › name — first line of its error`, so the log's tail names what failed. */
  failures = [];
  /**
   * What the page showed when a browser test failed (the start of Playwright's error-context page snapshot): CI keeps
   * only the log, and a failure seen once under load is otherwise not diagnosable.
   */
  pageSnapshots = [];
  #node24Checked = false;
  /** The version the Node 24 check's binary reported, if it ran one. */
  #node24Version = null;
  #pgliteKeys = new Set();

  constructor(root) {
    this.root = root;
  }

  #count(status, where) {
    if (status === 'passed') this.passed += 1;
    else if (status === 'failed') this.failed += 1;
    else return void (this.skipped += 1); // pending, todo, skipped: did not run
    this.ran[where] += 1;
  }

  #noteFailure(where, name, message = '') {
    // jest's and Playwright's messages carry colour codes; the first line that says something is enough here.
    const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
    const firstLine =
      plain
        .split('\n')
        .map((line) => line.trim())
        .find((line) => line.length > 0) ?? '';
    this.failures.push(`${where}: ${name}${firstLine ? ` — ${firstLine.slice(0, 300)}` : ''}`);
  }

  /** Each jest test as `file › full name` (the same test on another database has another name) and its status. */
  #jestTests(file, where) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    this.#noteJestFailures(report, where);
    return report.testResults.flatMap((suite) =>
      suite.assertionResults.map((test) => ({
        key: `${relative(this.root, suite.name)} › ${test.fullName}`,
        status: test.status,
      })),
    );
  }

  /** A file that could not run at all counts as a failure; it and every failed test are named. */
  #noteJestFailures(report, where) {
    this.failed += report.numRuntimeErrorTestSuites;
    for (const suite of report.testResults) {
      const file = relative(this.root, suite.name);
      if (suite.assertionResults.length === 0 && suite.status === 'failed')
        this.#noteFailure(where, file, suite.message);
      for (const test of suite.assertionResults) {
        if (test.status === 'failed') this.#noteFailure(where, `${file} › ${test.fullName}`, test.failureMessages?.[0]);
      }
    }
  }

  /** The first jest run: every project, API tests on PGlite. */
  addJestPglite(file) {
    try {
      for (const { key, status } of this.#jestTests(file, 'PGlite')) {
        this.#pgliteKeys.add(key);
        this.#count(status, 'pglite');
      }
    } catch {
      this.failed += 1; // no report means the runner itself broke
    }
  }

  /** The api project again with TEST_DATABASE_URL: its tests on PostgreSQL are new runs, the rest are repeats. */
  addJestPostgres(file) {
    try {
      for (const { key, status } of this.#jestTests(file, 'PostgreSQL')) {
        if (!this.#pgliteKeys.has(key)) this.#count(status, 'postgres');
        else if (status === 'failed') this.failed += 1;
      }
    } catch {
      this.failed += 1;
    }
  }

  /** Playwright's JSON report: a flaky test (passed on a retry) counts as a failure. */
  addPlaywright(file) {
    try {
      const { stats, suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
      this.#notePlaywrightFailures(suites);
      this.passed += stats.expected;
      this.failed += stats.unexpected + stats.flaky; // a flaky test is a bug, not a pass
      this.skipped += stats.skipped;
      this.ran.chromium += stats.expected + stats.unexpected + stats.flaky;
    } catch {
      this.failed += 1;
    }
  }

  /** Playwright nests suites (file, describe blocks) around specs; a test whose outcome was not 'expected' failed. */
  #notePlaywrightFailures(suites, titles = []) {
    for (const suite of suites) {
      const path = suite.title ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected' || test.status === 'flaky') {
            const error = test.results?.find((result) => result.error)?.error?.message;
            const name = [...path, spec.title].join(' › ');
            this.#noteFailure(test.status === 'flaky' ? 'Chromium (flaky)' : 'Chromium', name, error);
            this.#notePageSnapshot(name, test.results ?? []);
          }
        }
      }
      this.#notePlaywrightFailures(suite.suites ?? [], path);
    }
  }

  #notePageSnapshot(name, results) {
    const context = results
      .flatMap((result) => result.attachments ?? [])
      .find((attachment) => attachment.name === 'error-context');
    if (!context?.path) return;
    try {
      const lines = readFileSync(context.path, 'utf8').split('\n');
      const start = Math.max(
        0,
        lines.findIndex((line) => /page snapshot/i.test(line)),
      );
      const shown = lines.slice(start, start + PAGE_SNAPSHOT_LINES);
      const more = lines.length - start - shown.length;
      this.pageSnapshots.push(
        `${name}\n${shown.map((line) => `    ${line}`).join('\n')}${more > 0 ? `\n    … ${more} more lines` : ''}`,
      );
    } catch {
      // the attachment is gone: the failure line says enough
    }
  }

  /**
   * node24-check.mjs's report: its named checks (build, server), and its jest run of the api project on PGlite with
   * the Node 24 binary, which is the API tests' first run (the PostgreSQL stage's re-runs are told apart from it).
   */
  addNode24(file) {
    this.#node24Checked = true;
    try {
      const { checks, jest, nodeVersion = null } = JSON.parse(readFileSync(file, 'utf8'));
      this.#node24Version = nodeVersion;
      for (const { name, status, detail } of checks) {
        this.#count(status, 'node24');
        if (status === 'failed') this.#noteFailure('Node 24', name, detail);
      }
      if (jest) {
        this.#noteJestFailures(jest, 'Node 24');
        for (const suite of jest.testResults) {
          for (const test of suite.assertionResults) {
            this.#pgliteKeys.add(`${relative(this.root, suite.name)} › ${test.fullName}`);
            this.#count(test.status, 'pglite');
          }
        }
      }
    } catch {
      this.failed += 1;
    }
  }

  /**
   * README's "Node versions" promises that CI proves Node 24 LTS: on Linux x64 (where the registry's binary runs) a
   * run whose Node 24 check ran no v24 binary, or did not report at all, fails, whatever else passed.
   */
  requireNode24({ platform = process.platform, arch = process.arch } = {}) {
    if (platform !== 'linux' || arch !== 'x64') return;
    if (this.#node24Version?.startsWith('v24.')) return;
    this.failed += 1;
    this.failures.push(
      `Node 24: the API suite did not run on Node 24 (e2e/scripts/node24-check.mjs reported ${this.#node24Version ?? 'no binary'})`,
    );
  }

  breakdown() {
    const { pglite, postgres, chromium, node24 } = this.ran;
    const onNode24 = this.#node24Checked
      ? `, Node 24 checks: ${node24} (build and server; its API tests are among the PGlite ones)`
      : '';
    return `distinct tests: ${pglite + chromium}; on PGlite: ${pglite} (unit tests, and API tests on Node 24 when checked), on PostgreSQL: ${postgres} (re-runs of API tests), in Chromium: ${chromium}${onNode24}`;
  }

  /** The failed tests, a line each (empty when none failed). */
  failureList() {
    if (this.failures.length === 0) return '';
    const snapshots = this.pageSnapshots.map((snapshot) => `\n\nWhat the page showed: ${snapshot}`).join('');
    return `Failed tests:\n${this.failures.map((line) => `  ${line}`).join('\n')}${snapshots}`;
  }

  summary() {
    return `${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`;
  }
}
