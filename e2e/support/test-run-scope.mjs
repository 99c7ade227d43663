// A test run's own temporary space, and the check that the run left nothing behind in it.
//
// Several test runs share one machine (and one PostgreSQL server), so "what this run left behind" cannot be read
// from /tmp or the schema list by name alone: another engineer's run in progress would look like a leftover.
// Instead every run gets its own folders, handed to every process it starts through the environment:
//   TMPDIR                  -> os.tmpdir() of every child (test files, the e2e server, Chromium, Playwright);
//   STORYLOOM_TEST_RAM_DIR  -> where api/test/support/test-app.ts puts its database copies (RAM-backed /dev/shm);
//   STORYLOOM_TEST_RUN_ID   -> part of every test schema's name (test_<run id>_...), see uniqueSchema().
// At the end whatever is still in those folders, and every schema named after the run, is a leftover: it is
// listed, removed (so the machine stays clean for the next run) and reported so the run fails.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** RAM-backed when the machine has it; a scope opened inside another one nests in its folders (and its check). */
const ramRoot = () => process.env.STORYLOOM_TEST_RAM_DIR ?? '/dev/shm';
const SCOPE_VARIABLES = ['TMPDIR', 'STORYLOOM_TEST_RAM_DIR', 'STORYLOOM_TEST_RUN_ID'];

/** Lower-case letters and digits only: it becomes part of PostgreSQL schema names. */
const newRunId = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Creates the run's folders and points this process's environment (and so every process it starts from now on)
 * at them. Returns the scope to hand to closeTestRunScope.
 */
export function openTestRunScope({ label = 'run' } = {}) {
  const runId = newRunId();
  const tmpDir = mkdtempSync(join(tmpdir(), `storyloom-${label}-${runId}-`));
  const ramDir = existsSync(ramRoot()) ? mkdtempSync(join(ramRoot(), `storyloom-${label}-${runId}-`)) : undefined;
  const previous = Object.fromEntries(SCOPE_VARIABLES.map((name) => [name, process.env[name]]));
  const env = { TMPDIR: tmpDir, STORYLOOM_TEST_RAM_DIR: ramDir ?? tmpDir, STORYLOOM_TEST_RUN_ID: runId };
  Object.assign(process.env, env);
  return { runId, tmpDir, ramDir, env, previous };
}

/** The run's schemas on the PostgreSQL server (none when no server is used). */
async function runSchemas(runId, databaseUrl) {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 ORDER BY nspname`, [
      `test\\_${runId}\\_%`,
    ]);
    for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
    return rows.map(({ nspname }) => `PostgreSQL schema ${nspname}`);
  } finally {
    await client.end();
  }
}

function folderEntries(dir) {
  if (!dir || !existsSync(dir)) return [];
  const entries = readdirSync(dir).map((name) => join(dir, name));
  rmSync(dir, { recursive: true, force: true });
  return entries;
}

/**
 * Lists (and removes) what the run left behind, then removes the run's folders and restores the environment.
 * Returns one human-readable line per leftover; an empty list means the run was clean.
 */
export async function closeTestRunScope(scope, { databaseUrl = process.env.TEST_DATABASE_URL } = {}) {
  for (const [name, value] of Object.entries(scope.previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const leftovers = [...folderEntries(scope.tmpDir), ...folderEntries(scope.ramDir)];
  leftovers.push(...(await runSchemas(scope.runId, databaseUrl)));
  return leftovers;
}

export const describeLeftovers = (leftovers) =>
  `The tests left ${leftovers.length} thing(s) behind (now removed); each test must remove what it creates, also when it fails:\n` +
  leftovers.map((leftover) => `  - ${leftover}`).join('\n');
