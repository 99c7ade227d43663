import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { envSchema, SECRET_ENV_NAMES, type Env } from './env.schema.js';
import { REPO_ROOT } from './repo-paths.js';
import { decideMode, type RunMode } from './run-mode.js';
import type { SessionConfig } from '../session/session-secret.js';

export type LogLevel = Env['LOG_LEVEL'];

export type DatabaseConfig =
  | { driver: 'pglite'; dataDir: string; schema: string }
  | { driver: 'postgres'; url: string; schema: string };

export interface OpenAiConfig {
  /** A placeholder when only OPENAI_BASE_URL is set: local OpenAI-compatible servers need no key. */
  apiKey: string;
  baseURL?: string;
  models: { summary: string; outline: string; chapter: string };
  /** Per attempt, and the stall limit of a started stream (background work such as the book's chapters). */
  timeoutMs: number;
  maxRetries: number;
  /** The most a visitor waiting on screen waits for the first words, retries included (see streamTiming). */
  interactiveTimeoutMs: number;
  /** Output caps in tokens: `max` bounds every request; the others scale with the work (see completion-options.ts). */
  outputTokens: { max: number; summary: number; perOutlineChapter: number };
}

export interface WritingConfig {
  writer: 'openai' | 'offline';
  openai: OpenAiConfig;
  offline: { wordsPerSecond: number };
  limits: { windowSeconds: number; perVisitor: number; perIp: number; perDraft: number };
}

/** Where every file the product keeps goes (storage/file-store.ts; see coverStorageEnv): DATA_DIR, or a bucket. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      /** Undefined: the AWS SDK's default credential chain. */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Key prefix inside the bucket, '' for none. */
      prefix: string;
    };

export interface CoverStorage {
  photoRetentionDays: number;
}

/** What step 4 may keep stored (see coverStorageEnv's COVER_QUOTA_*): files and bytes per visitor and per address. */
export interface CoverQuotas {
  perVisitor: { bytes: number; files: number };
  perIp: { bytes: number; files: number };
}

export interface JobsConfig {
  /** Whether this process works jobs; false still lets it send them (another process, `npm run worker`, works them). */
  workers: boolean;
  pollSeconds: number;
  cronCheckSeconds: number;
  /** pg-boss's own schema in the same database, next to the app's (see jobsSchemaFor). */
  schema: string;
}

/** pg-boss refuses longer schema names. */
const PG_BOSS_MAX_SCHEMA_LENGTH = 50;
const JOBS_SCHEMA_SUFFIX = '_pgboss';

/**
 * pg-boss keeps its tables in a schema of its own. Next to `public` it is pg-boss's usual `pgboss`; next to any
 * other schema it is named after it, so apps (and test files) isolated in their own schemas never share a queue,
 * and whoever drops an app's schema knows the queue's (test/support/test-app.ts drops both).
 */
export function jobsSchemaFor(databaseSchema: string): string {
  return databaseSchema === 'public' ? 'pgboss' : `${databaseSchema}${JOBS_SCHEMA_SUFFIX}`;
}

/** Step 4's cover designer: the built-in offline one, or OpenAI's images edit endpoint. */
export interface CoverDesignConfig {
  designer: 'openai' | 'offline';
  openai: {
    apiKey: string;
    /** OPENAI_IMAGE_BASE_URL, or OpenAI's own API. */
    baseURL: string;
    model: string;
    quality: 'low' | 'medium' | 'high' | 'auto';
    /** The most a visitor waits for one cover, retries included. */
    timeoutMs: number;
    maxRetries: number;
  };
}

/**
 * Card payment: Stripe when a secret key is set, the built-in test checkout otherwise. `apiUrl` sends the SDK to
 * another server (tests); `publicOrigin` is the site's address for return links and e-mails (else, in a demo, the
 * listening address: never the request's Host).
 */
export interface PaymentConfig {
  stripe?: { secretKey: string; apiUrl?: URL };
  /** Verifies `POST /api/webhooks/stripe`; without it every webhook call is refused. */
  webhookSecret?: string;
  publicOrigin?: string;
}

/** Outgoing e-mail: SMTP when configured, else .eml files in `outboxDir`. */
export interface MailConfig {
  from: string;
  smtp: { url: string } | { host: string; port?: number; secure?: boolean; user?: string; pass?: string } | undefined;
  outboxDir: string;
}

/**
 * The print provider and the operators. `lulu` is set only when both keys are; its secret also signs Lulu's
 * webhooks. `operatorToken` unset: operator routes answer 404 to everyone.
 */
export interface PrintConfig {
  lulu?: { clientKey: string; clientSecret: string; apiUrl: string; pollIntervalMs: number };
  /** Where paid books go (PRINT_BOOKS_AT): to Lulu, or to the local print outbox. */
  booksGoTo: 'lulu' | 'outbox';
  /** The status poll (PRINT_STATUS_POLL_*): its cron schedule, how long an order must have been quiet, how many per run. */
  statusPoll: { cron: string; quietSeconds: number; batch: number };
  operatorToken?: string;
  /** OPERATOR_EMAIL: where a production or print failure is reported (production/failure-alerts.ts); unset, only logged. */
  operatorEmail?: string;
}

/**
 * The site's public contact facts (GET /api/site) and the contact form. `supportEmail` unset: contact messages go to
 * MAIL_FROM's address and the footer shows no e-mail.
 */
export interface SiteConfig {
  supportEmail?: string;
  /**
   * DEMO_SUPPORT_EMAIL, only while SUPPORT_EMAIL is unset (a demo): the placeholder the About and legal pages show,
   * marked as a demo address, so they never read as if a support address were missing. Nothing is sent to it.
   */
  demoSupportEmail?: string;
  phone?: string;
  social: Array<{ label: string; href: string }>;
  contact: { windowSeconds: number; maxPerIp: number };
}

/** The API's whole configuration, typed and resolved. Built once at boot; nothing else reads process.env. */
export interface AppConfig {
  /** Demo or live, from the providers below (run-mode.ts); `allowedMix`: the mix STORYLOOM_ALLOW_MIXED_MODE let start. */
  mode: RunMode;
  allowedMix?: string[];
  server: {
    port: number;
    host: string;
    trustProxy: false | number | string;
    bodyLimit: string;
    /** MAX_REQUESTS_IN_FLIGHT: API requests worked on at once before more are refused with 503 (common/load-shedding.ts). */
    maxRequestsInFlight: number;
    /** ALLOWED_HOSTS: the host names answered besides PUBLIC_ORIGIN's (security/allowed-hosts.ts). */
    allowedHosts: string[];
    /** Per-IP limits count an IPv6 client by its network of this many bits (security/client-address.ts). */
    rateLimitIpv6Prefix: number;
  };
  paths: { dataDir: string; publishDir: string };
  database: DatabaseConfig;
  /** The secret itself is resolved once the database is open (session/session-secret.ts), shared by every process. */
  session: SessionConfig;
  /** `pretty` undefined: pretty on a terminal, JSON otherwise (logging/logger.ts). */
  log: { level: LogLevel; pretty?: boolean };
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

/** Customer accounts: the password hash's scrypt parameters and the login rate limits (docs/product/accounts.md). */
export interface AccountsConfig {
  scrypt: { N: number; r: number; p: number };
  login: { maxPerAccount: number; maxPerIp: number; windowSeconds: number };
  /** Account e-mails asked for per address and per IP in the window: the site must not become a spam relay. */
  mail: { maxPerAddress: number; maxPerIp: number; windowSeconds: number };
}

/** A paid book's production: writing concurrency, stage retries, when a silent stage counts as crashed. */
export interface ProductionConfig {
  writingConcurrency: number;
  retries: number;
  retryDelaySeconds: number;
  staleSeconds: number;
  /** DATA_DIR/print-outbox: what would be sent to the printer, one folder per order. */
  printOutboxDir: string;
  /** The buyer's proof (docs/product/proof.md): reminder days, automatic approval (undefined: never), requests allowed. */
  proof: { reminderDays: number[]; autoApproveDays: number | undefined; requestsMax: number };
}

/** A configuration problem an operator must fix; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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

/** Validates the environment. Throws ConfigError naming each bad variable. Pure: no files touched. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new ConfigError(describeIssues(result.error, present));
  return result.data;
}

const LOCAL_SERVER_API_KEY = 'not-needed-by-a-local-server';

function writingConfig(vars: Env): WritingConfig {
  const writer = vars.WRITER ?? (vars.OPENAI_API_KEY || vars.OPENAI_BASE_URL ? 'openai' : 'offline');
  if (writer === 'openai' && !vars.OPENAI_API_KEY && !vars.OPENAI_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  - WRITER: openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server)');
  }
  return {
    writer,
    openai: {
      apiKey: vars.OPENAI_API_KEY ?? LOCAL_SERVER_API_KEY,
      ...(vars.OPENAI_BASE_URL ? { baseURL: vars.OPENAI_BASE_URL } : {}),
      models: { summary: vars.OPENAI_MODEL_SUMMARY, outline: vars.OPENAI_MODEL_OUTLINE, chapter: vars.OPENAI_MODEL_CHAPTER },
      timeoutMs: vars.OPENAI_TIMEOUT_MS,
      maxRetries: vars.OPENAI_MAX_RETRIES,
      interactiveTimeoutMs: vars.OPENAI_INTERACTIVE_TIMEOUT_MS,
      outputTokens: { max: vars.OPENAI_MAX_OUTPUT_TOKENS, summary: vars.OPENAI_MAX_TOKENS_SUMMARY, perOutlineChapter: vars.OPENAI_MAX_TOKENS_PER_OUTLINE_CHAPTER },
    },
    offline: { wordsPerSecond: vars.OFFLINE_WRITER_WORDS_PER_SECOND },
    limits: {
      windowSeconds: vars.GENERATION_WINDOW_SECONDS,
      perVisitor: vars.GENERATION_MAX_PER_VISITOR,
      perIp: vars.GENERATION_MAX_PER_IP,
      perDraft: vars.GENERATION_MAX_PER_DRAFT,
    },
  };
}

/** The quotas are set in MB (2^20 bytes, as the 15 MB upload limit). */
const MEGABYTE = 1024 * 1024;

function storageConfig(vars: Env, dataDir: string): StorageConfig {
  if (!vars.S3_BUCKET) return { driver: 'local', dir: dataDir };
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials');
  }
  return {
    driver: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
    // A custom endpoint is almost always a MinIO-like server, which wants path-style URLs.
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? vars.S3_ENDPOINT !== undefined,
    ...(vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } } : {}),
    prefix: vars.S3_PREFIX ?? '',
  };
}

function jobsConfig(vars: Env): JobsConfig {
  const schema = jobsSchemaFor(vars.DATABASE_SCHEMA);
  if (schema.length > PG_BOSS_MAX_SCHEMA_LENGTH) {
    throw new ConfigError(
      `Invalid configuration:\n  - DATABASE_SCHEMA: at most ${PG_BOSS_MAX_SCHEMA_LENGTH - JOBS_SCHEMA_SUFFIX.length} characters, ` +
        `so that the job queue's schema ${schema} fits pg-boss's limit of ${PG_BOSS_MAX_SCHEMA_LENGTH}`,
    );
  }
  return { workers: vars.WORKERS, pollSeconds: vars.JOBS_POLL_SECONDS, cronCheckSeconds: vars.JOBS_CRON_CHECK_SECONDS, schema };
}

/** Where the images API is when OPENAI_IMAGE_BASE_URL is unset: OpenAI's own (never the writer's OPENAI_BASE_URL). */
export const OPENAI_IMAGES_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * The images provider has its own key and address (OPENAI_IMAGE_*): the writer's text server usually has no images
 * API, so nothing of the writer's settings chooses or configures the cover designer (issue 24, F2).
 */
function coverDesignConfig(vars: Env): CoverDesignConfig {
  const designer = vars.COVER_DESIGNER ?? (vars.OPENAI_IMAGE_API_KEY ? 'openai' : 'offline');
  if (designer === 'openai' && !vars.OPENAI_IMAGE_API_KEY && !vars.OPENAI_IMAGE_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  - COVER_DESIGNER: openai needs OPENAI_IMAGE_API_KEY (or OPENAI_IMAGE_BASE_URL for a local server that speaks the images API)');
  }
  return {
    designer,
    openai: {
      apiKey: vars.OPENAI_IMAGE_API_KEY ?? LOCAL_SERVER_API_KEY,
      // Always explicit: the SDK would otherwise read OPENAI_BASE_URL from the environment by itself.
      baseURL: vars.OPENAI_IMAGE_BASE_URL ?? OPENAI_IMAGES_DEFAULT_BASE_URL,
      model: vars.OPENAI_IMAGE_MODEL,
      quality: vars.OPENAI_IMAGE_QUALITY,
      timeoutMs: vars.OPENAI_IMAGE_TIMEOUT_MS,
      // A visitor is waiting, and one edit takes up to a minute or more: at most one retry.
      maxRetries: Math.min(1, vars.OPENAI_MAX_RETRIES),
    },
  };
}

function paymentConfig(vars: Env): PaymentConfig {
  if (vars.STRIPE_API_URL && !vars.STRIPE_SECRET_KEY) throw new ConfigError('Invalid configuration:\n  - STRIPE_API_URL: set STRIPE_SECRET_KEY too');
  return {
    ...(vars.STRIPE_SECRET_KEY
      ? { stripe: { secretKey: vars.STRIPE_SECRET_KEY, ...(vars.STRIPE_API_URL ? { apiUrl: new URL(vars.STRIPE_API_URL) } : {}) } }
      : {}),
    ...(vars.STRIPE_WEBHOOK_SECRET ? { webhookSecret: vars.STRIPE_WEBHOOK_SECRET } : {}),
    ...(vars.PUBLIC_ORIGIN ? { publicOrigin: vars.PUBLIC_ORIGIN } : {}),
  };
}

function mailConfig(vars: Env, dataDir: string): MailConfig {
  const smtp = vars.SMTP_URL
    ? { url: vars.SMTP_URL }
    : vars.SMTP_HOST
      ? { host: vars.SMTP_HOST, port: vars.SMTP_PORT, secure: vars.SMTP_SECURE, user: vars.SMTP_USER, pass: vars.SMTP_PASS }
      : undefined;
  return { from: vars.MAIL_FROM, smtp, outboxDir: join(dataDir, 'outbox') };
}

function printConfig(vars: Env): PrintConfig {
  if (Boolean(vars.LULU_CLIENT_KEY) !== Boolean(vars.LULU_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  - LULU_CLIENT_KEY, LULU_CLIENT_SECRET: set both (from Lulu\'s API keys page), or neither');
  }
  const luluKeys = Boolean(vars.LULU_CLIENT_KEY && vars.LULU_CLIENT_SECRET);
  if (vars.PRINT_BOOKS_AT === 'lulu' && !luluKeys) {
    throw new ConfigError('Invalid configuration:\n  - PRINT_BOOKS_AT: lulu needs LULU_CLIENT_KEY and LULU_CLIENT_SECRET');
  }
  return {
    booksGoTo: vars.PRINT_BOOKS_AT ?? (luluKeys ? 'lulu' : 'outbox'),
    statusPoll: { cron: vars.PRINT_STATUS_POLL_CRON, quietSeconds: vars.PRINT_STATUS_POLL_QUIET_SECONDS, batch: vars.PRINT_STATUS_POLL_BATCH },
    ...(vars.LULU_CLIENT_KEY && vars.LULU_CLIENT_SECRET
      ? { lulu: { clientKey: vars.LULU_CLIENT_KEY, clientSecret: vars.LULU_CLIENT_SECRET, apiUrl: vars.LULU_API_URL, pollIntervalMs: Math.round(vars.LULU_POLL_SECONDS * 1000) } }
      : {}),
    ...(vars.OPERATOR_TOKEN ? { operatorToken: vars.OPERATOR_TOKEN } : {}),
    ...(vars.OPERATOR_EMAIL ? { operatorEmail: vars.OPERATOR_EMAIL } : {}),
  };
}

function siteConfig(vars: Env): SiteConfig {
  const social = [
    { label: 'YouTube', href: vars.SOCIAL_YOUTUBE_URL },
    { label: 'Instagram', href: vars.SOCIAL_INSTAGRAM_URL },
    { label: 'Facebook', href: vars.SOCIAL_FACEBOOK_URL },
    { label: 'X', href: vars.SOCIAL_X_URL },
  ].filter((link): link is { label: string; href: string } => link.href !== undefined);
  return {
    ...(vars.SUPPORT_EMAIL ? { supportEmail: vars.SUPPORT_EMAIL } : { demoSupportEmail: vars.DEMO_SUPPORT_EMAIL }),
    ...(vars.SITE_PHONE ? { phone: vars.SITE_PHONE.trim() } : {}),
    social,
    contact: { windowSeconds: vars.CONTACT_WINDOW_SECONDS, maxPerIp: vars.CONTACT_MAX_PER_IP },
  };
}

/** Reads the configuration from `env` (process.env at boot), applying defaults; the session secret comes with the database. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const vars = parseEnv(env);
  const dataDir = resolve(vars.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const config: Omit<AppConfig, 'mode'> = {
    server: {
      port: vars.PORT,
      host: vars.HOST,
      trustProxy: vars.TRUST_PROXY,
      bodyLimit: vars.BODY_LIMIT,
      maxRequestsInFlight: vars.MAX_REQUESTS_IN_FLIGHT,
      allowedHosts: vars.ALLOWED_HOSTS,
      rateLimitIpv6Prefix: vars.RATE_LIMIT_IPV6_PREFIX,
    },
    paths: { dataDir, publishDir: resolve(vars.STORYLOOM_PUBLISH_DIR ?? join(REPO_ROOT, '.published')) },
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL, schema: vars.DATABASE_SCHEMA }
      : { driver: 'pglite', dataDir: join(dataDir, 'pglite'), schema: vars.DATABASE_SCHEMA },
    session: { ...(vars.SESSION_SECRET ? { secret: vars.SESSION_SECRET } : {}), legacySecretFile: join(dataDir, 'session-secret') },
    log: { level: vars.LOG_LEVEL, ...(vars.LOG_PRETTY === undefined ? {} : { pretty: vars.LOG_PRETTY }) },
    writing: writingConfig(vars),
    storage: storageConfig(vars, dataDir),
    coverStorage: { photoRetentionDays: vars.COVER_PHOTO_RETENTION_DAYS },
    coverQuotas: {
      perVisitor: { bytes: vars.COVER_QUOTA_VISITOR_MB * MEGABYTE, files: vars.COVER_QUOTA_VISITOR_FILES },
      perIp: { bytes: vars.COVER_QUOTA_IP_MB * MEGABYTE, files: vars.COVER_QUOTA_IP_FILES },
    },
    jobs: jobsConfig(vars),
    production: {
      writingConcurrency: vars.BOOK_WRITING_CONCURRENCY,
      retries: vars.PRODUCTION_RETRIES,
      retryDelaySeconds: vars.PRODUCTION_RETRY_DELAY_SECONDS,
      staleSeconds: vars.PRODUCTION_STALE_SECONDS,
      printOutboxDir: join(dataDir, 'print-outbox'),
      proof: { reminderDays: vars.PROOF_REMINDER_DAYS, autoApproveDays: vars.PROOF_AUTO_APPROVE_DAYS, requestsMax: vars.PROOF_REQUESTS_MAX },
    },
    coverDesign: coverDesignConfig(vars),
    payment: paymentConfig(vars),
    mail: mailConfig(vars, dataDir),
    print: printConfig(vars),
    site: siteConfig(vars),
    accounts: {
      scrypt: { N: 2 ** vars.ACCOUNT_SCRYPT_COST, r: 8, p: 1 },
      login: { maxPerAccount: vars.LOGIN_MAX_PER_ACCOUNT, maxPerIp: vars.LOGIN_MAX_PER_IP, windowSeconds: vars.LOGIN_WINDOW_SECONDS },
      mail: { maxPerAddress: vars.ACCOUNT_MAIL_MAX_PER_ADDRESS, maxPerIp: vars.ACCOUNT_MAIL_MAX_PER_IP, windowSeconds: vars.ACCOUNT_MAIL_WINDOW_SECONDS },
    },
  };
  const mode = modeOf(config, vars.STORYLOOM_ALLOW_MIXED_MODE);
  // The placeholder support address is a demo's: a live site without SUPPORT_EMAIL names none rather than a fake one.
  const { demoSupportEmail, ...liveSite } = config.site;
  return { ...mode, ...config, site: mode.mode === 'demo' ? config.site : liveSite };
}

/** The one place the mode is decided, from the providers chosen above; a refused mix stops the start. */
function modeOf(config: Omit<AppConfig, 'mode'>, allowMixed: string | undefined): Pick<AppConfig, 'mode' | 'allowedMix'> {
  const decision = decideMode(
    {
      writer: config.writing.writer,
      coverDesigner: config.coverDesign.designer,
      stripe: config.payment.stripe !== undefined,
      booksGoTo: config.print.booksGoTo,
      publicOrigin: config.payment.publicOrigin !== undefined,
      operatorToken: config.print.operatorToken !== undefined,
      database: config.database.driver,
    },
    allowMixed,
  );
  if ('refusal' in decision) throw new ConfigError(decision.refusal);
  return decision;
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
    throw new ConfigError('npm run migrate needs DATABASE_URL (the PostgreSQL server every API and worker process uses). Without it, the API migrates its embedded database when it starts.');
  }
  return loadConfig(env);
}
