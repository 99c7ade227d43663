import 'reflect-metadata';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { pino, type Logger as PinoLogger } from 'pino';
import { createApp } from '../../src/app.factory.js';
import { jobsSchemaFor, loadConfig, type AppConfig } from '../../src/config/app-config.js';
import type { Clock } from '../../src/config/clock.js';
import { Database } from '../../src/database/database.js';
import { Lookouts } from './lookouts.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every HTTP suite runs on: embedded PGlite always, and the PostgreSQL server too when
 * TEST_DATABASE_URL is set (CI: postgresql://postgres@127.0.0.1:5432/test). Use with describe.each.
 * TEST_DATABASE_ONLY=postgres leaves PGlite out: `npm test` runs PGlite in its first jest run already.
 */
export const TEST_DATABASES: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? process.env.TEST_DATABASE_ONLY === 'postgres'
    ? ['postgres']
    : ['pglite', 'postgres']
  : ['pglite'];

export interface TestAppOptions {
  database?: TestDatabaseKind;
  /** Extra environment variables, validated like at boot (e.g. { TRUST_PROXY: '1' }). */
  env?: Record<string, string>;
  /** Test-only modules mounted on the real app. */
  imports?: ModuleMetadata['imports'];
  /** Reuse a data folder (PGlite) or schema (postgres) to test restarts; kept on close when given. */
  dataDir?: string;
  schema?: string;
  publishDir?: string;
  /** Where the app logs; default: a silent logger (TEST_LOG_LEVEL=debug shows logs). */
  logger?: PinoLogger;
  /** A fixed time for what the app dates (CLOCK), e.g. delivery estimates. */
  clock?: Clock;
  /** No SESSION_SECRET: the app generates (or adopts) the secret kept in the database, as an install without one does. */
  sessionSecretFromDatabase?: boolean;
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** The app's own database handle, for asserting what was stored. */
  db: Database;
  /** The HTTP server, already listening on 127.0.0.1, to hand to supertest: `request(testApp.server)`. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  /** e.g. http://127.0.0.1:41234, for clients other than supertest. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * For beforeAll hooks that start an app: the very first start on a machine also builds the PGlite cluster
 * template (~5 s, once), well past jest's 5 s default.
 */
export const START_TIMEOUT_MS = 60_000;

/**
 * The mixes of live and demo that suites run on purpose (config/run-mode.ts): a local Lulu or Stripe stand-in beside
 * the demo's offline writer and designer. A suite passes one in `env` with the provider it starts, as an operator
 * would; the app refuses the mix otherwise.
 */
export const LULU_WITH_DEMO = {
  STORYLOOM_ALLOW_MIXED_MODE: 'lulu+offline-writer+offline-cover-designer+test-checkout',
};
export const STRIPE_WITH_DEMO = {
  STORYLOOM_ALLOW_MIXED_MODE: 'stripe+offline-writer+offline-cover-designer+print-outbox',
};

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

const runSchemaPrefix = (): string => `test_${process.env.STORYLOOM_TEST_RUN_ID ?? 'adhoc'}_`;
const workerSchemaPrefix = (): string => `${runSchemaPrefix()}${process.pid}_`;

/**
 * A unique schema per app on the shared PostgreSQL server, so parallel test files never see each other's rows. It
 * carries the jest run's id (e2e/support/test-run-scope.mjs) so the run's end can tell its own leftovers from the
 * schemas of another run in progress.
 */
export const uniqueSchema = (): string =>
  `${workerSchemaPrefix()}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** Drops the app's schema and the job queue's schema beside it (config.jobs.schema). */
export async function dropSchema(schema: string, url = process.env.TEST_DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}", "${jobsSchemaFor(schema)}" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * RAM-backed when the machine has /dev/shm: each test database is a 40 MB cluster copy, cheaper in memory than on disk.
 * Inside the jest run's own folder there (STORYLOOM_TEST_RAM_DIR, see e2e/support/test-run-scope.mjs).
 */
const TEMP_ROOT = process.env.STORYLOOM_TEST_RAM_DIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** A logger that keeps every JSON line in memory, for asserting what is (and is not) logged. */
export function capturingLogger(): {
  logger: PinoLogger;
  lines: () => Array<Record<string, unknown>>;
  /** Resolves once `found()` is true, looking again as each line is written (never on a timer); no deadline of its own. */
  until: (found: () => boolean) => Promise<void>;
} {
  const chunks: string[] = [];
  const lookouts = new Lookouts();
  const logger = pino(
    { level: 'info' },
    {
      write: (chunk: string) => {
        chunks.push(chunk);
        lookouts.changed();
      },
    },
  );
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    until: (found) => lookouts.until(found),
  };
}

/** Named after the jest worker too, so a test can tell its own folders from those of files running beside it. */
export const makeTempDir = (prefix: string): string =>
  mkdtempSync(join(TEMP_ROOT, `storyloom-${prefix}-${process.pid}-`));

/** This worker's folders from makeTempDir and, on the PostgreSQL server, its schemas from uniqueSchema. */
export async function ownTestStorage(): Promise<{ folders: string[]; schemas: string[] }> {
  const folders = readdirSync(TEMP_ROOT).filter(
    (name) => name.startsWith('storyloom-') && name.includes(`-${process.pid}-`),
  );
  if (!process.env.TEST_DATABASE_URL) return { folders, schemas: [] };
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1) ORDER BY 1',
      [workerSchemaPrefix()],
    );
    return { folders, schemas: rows.map((row) => row.nspname) };
  } finally {
    await client.end();
  }
}

/**
 * Starts the real application (same createApp as production) on 127.0.0.1 with a random port, a throw-away
 * database and publish folder. Logs are silent unless TEST_LOG_LEVEL is set.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? 'pglite';
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? makeTempDir('data');
  const ownSchema = database === 'postgres' && options.schema === undefined;
  // A schema named otherwise would escape the run's leftover check (e2e/support/jest-global-teardown.mjs).
  if (options.schema !== undefined && !options.schema.startsWith(runSchemaPrefix())) {
    throw new Error(`test schema ${options.schema} must come from uniqueSchema()`);
  }
  const schema = options.schema ?? (database === 'postgres' ? uniqueSchema() : 'public');
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    STORYLOOM_PUBLISH_DIR: options.publishDir ?? join(dataDir, 'no-publish-dir'),
    ...(options.sessionSecretFromDatabase ? {} : { SESSION_SECRET: TEST_SESSION_SECRET }),
    LOG_LEVEL: 'silent',
    // The offline writer streams at once, and every test shares 127.0.0.1: only tests about limits set them low.
    OFFLINE_WRITER_WORDS_PER_SECOND: '0',
    GENERATION_MAX_PER_IP: '100000',
    // The same for what step 4 may store per address; cover-storage-quotas.spec.ts sets its own quotas.
    COVER_QUOTA_IP_FILES: '1000000',
    COVER_QUOTA_IP_MB: '1000000',
    // Password hashes at a cheap scrypt cost (N = 2^10) keep suites fast; accounts-*.spec.ts checks the default.
    ACCOUNT_SCRYPT_COST: '10',
    LOGIN_MAX_PER_IP: '100000',
    ACCOUNT_MAIL_MAX_PER_IP: '100000',
    ...(database === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  // What this call created is removed on close, and also when the start itself fails (a migration or a port
  // error after the schema was made), so a failing test leaves no schema or folder behind either.
  const removeOwnStorage = async () => {
    // The folder first: removing it cannot fail, dropping the schema can (the server may be unreachable).
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    // On the server the app was given, which a test may point elsewhere (options.env.DATABASE_URL).
    if (ownSchema && config.database.driver === 'postgres') await dropSchema(schema, config.database.url);
  };
  let app: NestExpressApplication | undefined;
  try {
    app = await createApp(config, { imports: options.imports, logger, clock: options.clock });
    await app.listen(0, '127.0.0.1'); // loopback only; supertest reuses a listening server instead of opening its own
  } catch (error) {
    // The start error is the one worth reporting: a server that could not be reached to start cannot be reached to
    // clean up either, and anything really left behind is reported by the run's leftover check.
    await app?.close().catch(() => undefined);
    await removeOwnStorage().catch(() => undefined);
    throw error;
  }
  const started = app;
  return {
    app: started,
    config,
    db: started.get(Database),
    server: started.getHttpServer(),
    baseUrl: await started.getUrl(),
    async close() {
      try {
        await started.close();
      } finally {
        await removeOwnStorage();
      }
    },
  };
}

/**
 * The same data folder (PGlite) or schema (PostgreSQL) for several starts, which is what a restart is. The
 * caller owns it: `cleanUp()` in a `finally`, after the last app on it is closed.
 */
export function restartableStorage(database: TestDatabaseKind): {
  options: TestAppOptions;
  cleanUp: () => Promise<void>;
} {
  if (database === 'postgres') {
    const schema = uniqueSchema();
    return { options: { database, schema }, cleanUp: () => dropSchema(schema) };
  }
  const dataDir = makeTempDir('restart');
  return { options: { database, dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
