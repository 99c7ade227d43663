#!/usr/bin/env node
// `npm test`: the one command that proves the product works. It checks formatting and lint first (Biome, seconds),
// builds everything (Turborepo: what changed since the last build, published into a folder of its own), type-checks
// every workspace (tsc -b), runs every jest project (on PGlite, and the API's database tests on the PostgreSQL server
// too when TEST_DATABASE_URL is set), then the Playwright suite in Debian's Chromium against the built site, checks
// that the tests left nothing behind, and ends with one summary line (lib/test-totals.mjs says what it counts).
//
// Stages run side by side where one mostly waits while the other computes (README "Tests" has the figures):
//   build ──────┐
//               ├── jest on PGlite ─────────┬── API tests on Node 24 (four workers) ──┐
//   type check ─┤   Node 24 build, server ──┘                                       ├── browser tests ── leftovers check, summary
//               └── API tests on PostgreSQL (two workers) ──────────────────────────┘
// The type check is one thread and the build has long one-package stretches, so they share the two cores well. The
// PostgreSQL run mostly waits on the server's round trips and on the app's timers (40 s of CPU in 180 s with one
// worker), so it runs beside the two jest stages after the build instead of after them: it needs no build (jest
// compiles the sources; its API children run from sources too), and its files have no folder, port or schema in
// common with the PGlite runs (each jest run has its own scope, each app its own schema). The browser tests run
// alone: Chromium rendering pages is what fills the two cores, and the PostgreSQL run beside it made page loads slow
// enough for tests to time out (stop 20: 10-20 s for a heading on unchanged code).
// Each stage's output is prefixed with its name; every stage prints its wall-clock and CPU time when it ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeTestRunScope, describeLeftovers, openTestRunScope } from '../support/test-run-scope.mjs';
import { TestTotals } from './lib/test-totals.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'storyloom-test-reports-'));
// The tests build and publish into their own folder, so the developer's published versions and pins are never
// touched (and an unbumped local change cannot collide with an immutable published version).
const publishDir = join(reports, 'published');
const totals = new TestTotals(root);
const failures = [];
/** GNU time, where the machine has it, reports each stage's CPU time (user + system, all its processes). */
const GNU_TIME = '/usr/bin/time';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one stage with its output prefixed by `[label]`; resolves true when it exited with status 0. `closeStdinWhen`:
 * the stage's standard input stays open until that promise settles (node24-check.mjs --wait-for-stdin waits for it).
 */
function run(label, command, args, env = process.env, closeStdinWhen = undefined) {
  const stageStarted = Date.now();
  const cpuFile = join(reports, `${label.replace(/\W+/g, '-')}.cpu`);
  const timed = existsSync(GNU_TIME) ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, command, ...args]] : [command, args];
  console.log(`=== ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(timed[0], timed[1], {
      cwd: root,
      env,
      stdio: [closeStdinWhen ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (closeStdinWhen) {
      child.stdin.on('error', () => undefined); // a stage that ended early no longer reads it
      void closeStdinWhen.finally(() => child.stdin.end());
    }
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) sink.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending && sink.write(`[${label}] ${pending}\n`));
    }
    child.on('close', (code, signal) => {
      const cpu = existsSync(cpuFile)
        ? readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1)?.split(' ').map(Number)
        : undefined;
      const cpuText = cpu?.length === 2 && cpu.every(Number.isFinite) ? `, CPU ${(cpu[0] + cpu[1]).toFixed(1)} s` : '';
      console.log(`=== ${label}: exit ${code ?? signal} in ${seconds(Date.now() - stageStarted)}${cpuText}`);
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
}

// Formatting and lint first, alone: a few seconds, and a failure says what to run before the long stages scroll it
// away. The run goes on (the tests still say whether the product works) and fails at the end.
const LINT_HINT = 'lint failed: run `npm run format` to format the tree, then fix what `npm run lint` still reports';
if (!(await run('lint', 'npm', ['run', '--silent', 'lint']))) console.log(`=== ${LINT_HINT}`);

// Build and type check run before the run's temporary scope opens: they write caches (.turbo, node_modules/.cache)
// that are kept on purpose, not leftovers.
const buildEnv = { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir };
const build = run('build', 'npm', ['run', 'build', '--', '--output-logs=errors-only'], buildEnv);
const typecheck = run('typecheck', 'npm', ['run', 'typecheck'], { ...process.env });

// From here on every test process works in this run's own temporary folders (and each jest run in its own inside
// them), so what a test leaves behind is found at the end even while other runs share the machine.
const outerTmp = tmpdir();
const scope = openTestRunScope({ label: 'test-run' });

// jest keeps its transform cache in the temporary folder; it is a cache kept on purpose between runs, so it stays
// where jest puts it by default (computed here the same way, before TMPDIR points into the run's scope).
const jestCache = `--cacheDirectory=${join(outerTmp, `jest_${(process.getuid?.() ?? 0).toString(36)}`)}`;
const jest = ['node_modules/jest/bin/jest.js', '--ci', jestCache];
const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

// The API's PGlite run has three workers on the two cores: an API spec mostly waits (on timers it drives through a
// local provider's faults, on job polling, on the app it started), so two workers left the cores idle; four, beside
// the PostgreSQL run on a busy machine, starved the streaming tests' 5 s stall timers. Measured alone on this
// machine: the paid-book fault matrix took 100 s of wall-clock for 35 s of CPU, the wizard's 49 s for 11 s; in a
// two-worker run of API files each worker's main thread was asleep 40-60% of the time, even while other work kept it
// waiting for a core. API_TEST_WORKERS changes it (e.g. 2 on a machine busy with other work).
const apiWorkers = `--maxWorkers=${Number(process.env.API_TEST_WORKERS) || 3}`;

const [builtOk] = await Promise.all([build, typecheck]);

// Only the API touches the database, through the test harness (api/test/support/test-app.ts) or, for the database
// layer's own specs, TEST_DATABASE_URL: those suites run again on the server (PGlite runs in the Node 24 stage); the
// rest of the API project would only repeat itself. Two workers: it runs beside the two jest stages below.
const serverReport = join(reports, 'jest-postgres.json');
const serverRun = process.env.TEST_DATABASE_URL
  ? run(
      'API tests (PostgreSQL server)',
      'node',
      [
        ...jest,
        '--selectProjects',
        'api',
        '--maxWorkers=2',
        '--json',
        `--outputFile=${serverReport}`,
        ...suitesUsingTheDatabase(),
      ],
      {
        ...process.env,
        ...vmModules,
        TEST_DATABASE_ONLY: 'postgres',
      },
    )
  : undefined;

// Two jest workers, one per core (jest's default on two cores is one, which left a core idle). Every project but the
// API's runs here on this Node (20); the API's own project runs on PGlite in the Node 24 stage below, so each test
// still runs once and CI proves both Node lines without running the API suite a third time.
const pgliteReport = join(reports, 'jest-pglite.json');
const unitTests = run(
  'unit tests (PGlite, Node 20)',
  'node',
  [...jest, '--ignoreProjects', 'api', '--maxWorkers=2', '--json', `--outputFile=${pgliteReport}`],
  {
    ...process.env,
    ...vmModules,
    TEST_DATABASE_URL: '',
  },
);

// Node 24 LTS: its own script builds the API with Node 24's binary, starts the built site, then runs the API's
// jest project on PGlite with it (e2e/scripts/node24-check.mjs). The build and the server check (one core, about
// 40 s) run beside the unit tests; its jest run waits for them to end (--wait-for-stdin): four API workers beside two
// jsdom ones and the PostgreSQL run would be more than the two cores hold. It rebuilds api/dist and the contract's
// dist while the unit tests and the PostgreSQL run go on: none of their specs reads either (jest and the API's child
// processes run the sources; built-output.spec.ts and module-loads.spec.mjs, which read api/dist, run in this stage,
// after its build).
const node24Report = join(reports, 'node24.json');
const node24 = run(
  'API tests and checks (PGlite, Node 24)',
  'node',
  ['e2e/scripts/node24-check.mjs', `--report=${node24Report}`, jestCache, apiWorkers, '--wait-for-stdin'],
  { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir },
  unitTests,
);
await unitTests;
totals.addJestPglite(pgliteReport);
await node24;
totals.addNode24(node24Report);
totals.requireNode24();
// After the PGlite runs are counted: a PostgreSQL re-run of a test counted on PGlite is not a distinct test.
if (serverRun) {
  await serverRun;
  totals.addJestPostgres(serverReport);
}

/** The API's spec files that reach a database (the harness or TEST_DATABASE_URL), as jest path patterns (anchored). */
function suitesUsingTheDatabase() {
  const api = join(root, 'api');
  return readdirSync(api, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.spec\.(ts|mjs)$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /support\/test-app\.js['"]|TEST_DATABASE_URL/.test(readFileSync(file, 'utf8')))
    .map((file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

const browserReport = join(reports, 'playwright.json');
if (builtOk) {
  await run(
    'browser tests (Chromium)',
    'node',
    ['node_modules/@playwright/test/cli.js', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      ...process.env,
      // Playwright's compile cache would otherwise stay in /tmp; it lives with the reports and goes with them.
      PLAYWRIGHT_TRANSFORM_CACHE_DIR: join(reports, 'playwright-transform-cache'),
      PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
      E2E_PUBLISH_SOURCE: publishDir,
    },
  ).then(() => totals.addPlaywright(browserReport));
} else {
  skipBrowserTests();
}

function skipBrowserTests() {
  console.log('=== browser tests skipped: the build failed');
  totals.failed += 1;
}

const leftovers = await closeTestRunScope(scope);
if (leftovers.length > 0) {
  console.log(`\n${describeLeftovers(leftovers)}`);
  failures.push('leftovers');
}

rmSync(reports, { recursive: true, force: true });
console.log(`\nnpm test took ${seconds(Date.now() - started)}`);
if (failures.length > 0) console.log(`Failed stages: ${failures.join(', ')}`);
if (failures.includes('lint')) console.log(LINT_HINT);
if (totals.failures.length > 0) console.log(totals.failureList());
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length; // e.g. typecheck errors
console.log(`\n${totals.breakdown()}`);
console.log(`\n${totals.summary()}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
