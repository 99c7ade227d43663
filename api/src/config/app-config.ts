import type { z } from 'zod';
import type { AccountsConfig } from '../accounts/accounts.config.js';
import type { ServerConfig } from '../common/server.config.js';
import type { CoverDesignConfig, CoverQuotas, CoverStorage } from '../cover/cover.config.js';
import type { DatabaseConfig } from '../database/database.config.js';
import type { PaymentConfig } from '../delivery/delivery.config.js';
import type { JobsConfig } from '../jobs/jobs.config.js';
import type { LogConfig } from '../logging/logging.config.js';
import type { MailConfig } from '../mail/mail.config.js';
import type { PrintConfig } from '../print/print.config.js';
import type { ProductionConfig } from '../production/production.config.js';
import type { SessionConfig } from '../session/session.config.js';
import type { SiteConfig } from '../site/site.config.js';
import type { StorageConfig } from '../storage/storage.config.js';
import type { WritingConfig } from '../writing/writing.config.js';
import { ConfigError } from './config-error.js';
import { CONFIG_SECTIONS, envSchema, SECRET_ENV_NAMES, type Env } from './env.schema.js';
import type { PathsConfig } from './paths.config.js';
import type { RunMode } from './run-mode.js';

// Each section's settings type lives in its module's <module>.config.ts; the services read them through AppConfig.
export type {
  AccountsConfig,
  CoverDesignConfig,
  CoverQuotas,
  CoverStorage,
  DatabaseConfig,
  JobsConfig,
  MailConfig,
  PaymentConfig,
  PrintConfig,
  ProductionConfig,
  SiteConfig,
  StorageConfig,
  WritingConfig,
};
export type { LogLevel } from '../logging/logging.config.js';
export type { OpenAiConfig } from '../writing/writing.config.js';
export { jobsSchemaFor } from '../jobs/jobs.config.js';
export { OPENAI_IMAGES_DEFAULT_BASE_URL } from '../cover/cover.config.js';
export { ConfigError };

/** The API's whole configuration, typed and resolved. Built once at boot; nothing else reads process.env. */
export interface AppConfig {
  /** Demo or live, from the providers below (run-mode.ts); `allowedMix`: the mix STORYLOOM_ALLOW_MIXED_MODE let start. */
  mode: RunMode;
  allowedMix?: string[];
  server: ServerConfig;
  paths: PathsConfig;
  database: DatabaseConfig;
  /** The secret itself is resolved once the database is open (session/session-secret.ts), shared by every process. */
  session: SessionConfig;
  log: LogConfig;
  writing: WritingConfig;
  /** Photos, covers, proofs, print files, digital editions: one store for every process (storage/file-store.ts). */
  storage: StorageConfig;
  coverStorage: CoverStorage;
  /** Step 4's storage quotas, counted in the database so every API process enforces the same totals. */
  coverQuotas: CoverQuotas;
  jobs: JobsConfig;
  production: ProductionConfig;
  coverDesign: CoverDesignConfig;
  payment: PaymentConfig;
  mail: MailConfig;
  print: PrintConfig;
  site: SiteConfig;
  accounts: AccountsConfig;
}

function describeIssues(error: z.ZodError, env: Record<string, string | undefined>): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    const value = env[name];
    const shown = value === undefined || SECRET_ENV_NAMES.has(name) ? '' : ` (got ${JSON.stringify(value)})`;
    return `  - ${name}: ${issue.message}${shown}`;
  });
  return `Invalid configuration:\n${lines.join('\n')}`;
}

/** Validates the environment against every section at once. Throws ConfigError naming each bad variable. Pure: no files touched. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new ConfigError(describeIssues(result.error, present));
  return result.data;
}

/**
 * Reads the configuration from `env` (process.env at boot), applying defaults; the session secret comes with the
 * database. Each section builds its own settings from its own variables; what one needs of another (the data
 * folder, the database schema, the writer's retries) is handed over resolved.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const vars = parseEnv(env);
  const sections = CONFIG_SECTIONS;
  const { paths } = sections.paths.build(vars);
  const { dataDir } = paths;
  const { database } = sections.database.build(vars, { dataDir });
  const { writing } = sections.writing.build(vars);
  // Built in this order so that, of several impossible combinations, the same one is reported first as before.
  const config: Omit<AppConfig, 'mode' | 'allowedMix'> = {
    ...sections.server.build(vars),
    paths,
    database,
    ...sections.session.build(vars, { dataDir }),
    ...sections.logging.build(vars),
    writing,
    ...sections.storage.build(vars, { dataDir }),
    ...sections.jobs.build(vars, { databaseSchema: database.schema }),
    ...sections.production.build(vars, { dataDir }),
    ...sections.cover.build(vars, { writerMaxRetries: writing.openai.maxRetries }),
    ...sections.delivery.build(vars),
    ...sections.mail.build(vars, { dataDir }),
    ...sections.print.build(vars),
    ...sections.site.build(vars),
    ...sections.accounts.build(vars),
  };
  const mode = sections.runMode.build(vars, {
    writer: config.writing.writer,
    coverDesigner: config.coverDesign.designer,
    stripe: config.payment.stripe !== undefined,
    booksGoTo: config.print.booksGoTo,
    publicOrigin: config.payment.publicOrigin !== undefined,
    operatorToken: config.print.operatorToken !== undefined,
    database: config.database.driver,
  });
  // The placeholder support address is a demo's: a live site without SUPPORT_EMAIL names none rather than a fake one.
  const { demoSupportEmail, ...liveSite } = config.site;
  return { ...mode, ...config, site: mode.mode === 'demo' ? config.site : liveSite };
}

/**
 * The configuration of `npm run worker` (worker.ts): jobs are worked whatever WORKERS says (that variable is for
 * the API process sharing its environment), and only on a PostgreSQL server: the embedded database can be opened
 * by one process at a time, the API.
 */
export function loadWorkerConfig(env: Record<string, string | undefined>): AppConfig {
  if (!parseEnv(env).DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (a PostgreSQL server that the API and the worker both reach). The embedded database ' +
        'can be opened by one process only: without DATABASE_URL, leave WORKERS unset and the API works the jobs itself.',
    );
  }
  return loadConfig({ ...env, WORKERS: 'true' });
}

/**
 * The configuration of `npm run migrate` (migrate.ts): the same variables as the API's, and only on a PostgreSQL
 * server: the embedded database belongs to the one API process, which migrates it when it starts.
 */
export function loadMigrateConfig(env: Record<string, string | undefined>): AppConfig {
  if (!parseEnv(env).DATABASE_URL) {
    throw new ConfigError(
      'npm run migrate needs DATABASE_URL (the PostgreSQL server every API and worker process uses). Without it, the API migrates its embedded database when it starts.',
    );
  }
  return loadConfig(env);
}
