// What a bench file does when it runs alone (`node e2e/bench/<file>.mjs` after `npm run build`), against the build's
// own published site, printing through the one recorder; and the clean-up of a bench's PostgreSQL schema.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchRecorder } from './bench-record.mjs';

/** Runs `bench({ root, publishDir, record })` when `moduleUrl` is the script node was started with. */
export async function runAloneIfMain(moduleUrl, bench, { nameWidth = 72 } = {}) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const built = join(root, '.published');
  const publishDir = existsSync(built) ? built : mkdtempSync(join(tmpdir(), 'storyloom-bench-'));
  try {
    await bench({ root, publishDir, record: benchRecorder({ nameWidth }).record });
  } catch (error) {
    console.error(`\nThe bench stopped: ${error.message}`);
    process.exitCode = 1;
  } finally {
    if (publishDir !== built) rmSync(publishDir, { recursive: true, force: true });
  }
}

/** Drops a bench's schema and the job queue's beside it (jobs/jobs.config.ts, jobsSchemaFor). */
export async function dropBenchSchema(url, schema) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}", "${schema}_pgboss" CASCADE`).finally(() => client.end());
}
