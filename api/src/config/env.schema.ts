import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every environment variable the API reads, grouped by concern. To add one (e.g. OPENAI_API_KEY), add a field to
 * the right group (or a new group), then map it in `app-config.ts`. Values arrive as strings; empty strings are
 * dropped before parsing so `PORT=` in a .env file means "use the default".
 */

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((value) => value <= 65_535, 'must be a whole number from 0 to 65535');

/** Names Express's `trust proxy` knows for whole address ranges. */
const TRUSTED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or a subnet in CIDR form (10.0.0.0/8, fd00::/8). */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  "must be false, the number of proxies in front of the server (1 behind one proxy) or the proxies' addresses " +
  "(e.g. loopback, 10.0.0.0/8); 'true' would trust an X-Forwarded-For address the client wrote itself";

/**
 * Express's `trust proxy` as a deployment should set it: false, a hop count, or the trusted proxies (addresses,
 * subnets, loopback/linklocal/uniquelocal). Not `true`: it takes the left-most X-Forwarded-For entry, which the
 * client writes, as the visitor's address, so forged headers would walk around the per-IP generation limit.
 */
const trustProxy = z
  .string()
  .transform((value) => value.trim())
  .refine(
    (value) =>
      /^(false|\d{1,2})$/i.test(value) ||
      value.split(',').every((entry) => TRUSTED_PROXY_RANGES.has(entry.trim()) || isAddressOrSubnet(entry.trim())),
    TRUST_PROXY_MESSAGE,
  )
  .transform((value): false | number | string => {
    if (/^false$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value;
  });

/** An SQL identifier we can safely put in `search_path` without quoting surprises. */
const schemaName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (a-z, 0-9, _)');

export const serverEnv = {
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * More host names the site answers to, comma-separated (e.g. `www.storyloom.example,storyloom.example`): besides
   * PUBLIC_ORIGIN's host, or in a demo besides localhost and HOST. Any other Host header is refused (400).
   */
  ALLOWED_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((host) => host.trim()).filter((host) => host !== ''))
    .pipe(z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[0-9a-z.:-]+)$/i, 'must be host names (no scheme, no path), separated by commas')))
    .default([]),
  /**
   * Every per-IP limit (generation, failed logins, contact form) counts an IPv6 client by its network of this many
   * leading bits: one subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
   */
  RATE_LIMIT_IPV6_PREFIX: z
    .string()
    .regex(/^\d{1,3}$/, 'must be an IPv6 prefix length from 8 to 128 (64: one subscriber network)')
    .transform(Number)
    .refine((bits) => bits >= 8 && bits <= 128, 'must be an IPv6 prefix length from 8 to 128 (64: one subscriber network)')
    .default(64),
  /**
   * API requests worked on at once (health checks and the site's files excepted); one more is answered 503 SERVER_BUSY
   * with Retry-After at once instead of queueing (common/load-shedding.ts). 128 keeps the wait behind a full bound
   * well under a second on this 2-core machine (about 600 saves a second on PGlite) and is far above what a page load
   * and a few writing streams per visitor need.
   */
  MAX_REQUESTS_IN_FLIGHT: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number from 1 to 100000')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 100_000, 'must be a whole number from 1 to 100000')
    .default(128),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(b|kb|mb)$/i, 'must be a size like 512kb or 1mb')
    .default('1mb'),
};

export const pathEnv = {
  DATA_DIR: z.string().optional(),
  STORYLOOM_PUBLISH_DIR: z.string().optional(),
};

export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_SCHEMA: schemaName.default('public'),
};

export const sessionEnv = {
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
};

export const logEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: pretty on a terminal (when pino-pretty is installed), JSON lines otherwise (a log collector). */
  LOG_PRETTY: flag.optional(),
};

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a whole number from ${min} to ${max}`);

/**
 * The writing engine. WRITER picks the writer; unset, it is 'openai' when OPENAI_API_KEY or OPENAI_BASE_URL is
 * set (any OpenAI-compatible server: vLLM, Ollama, llama.cpp) and the built-in 'offline' writer otherwise.
 */
export const writingEnv = {
  WRITER: z.enum(['openai', 'offline'], { error: 'must be openai or offline' }).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:11434/v1' }).optional(),
  OPENAI_MODEL_SUMMARY: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_MODEL_OUTLINE: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_MODEL_CHAPTER: z.string().min(1).default('gpt-4.1'),
  /**
   * Background work (the book's chapters): per attempt, until the reply starts; a stream that then stalls this long
   * is cut off too. What a visitor waits for on screen is bounded by OPENAI_INTERACTIVE_TIMEOUT_MS instead.
   */
  OPENAI_TIMEOUT_MS: wholeNumber(1000, 600_000).default(60_000),
  /** Retries (with backoff) of a request answered 408/409/429/5xx or timed out, before giving up. */
  OPENAI_MAX_RETRIES: wholeNumber(0, 10).default(2),
  /**
   * A visitor waiting on screen (summary, outline, first chapter) hears back within this long: at most one retry,
   * and the first words must arrive within it.
   */
  OPENAI_INTERACTIVE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(30_000),
  /**
   * Output caps (tokens), sent as max_completion_tokens to OpenAI and as max_tokens to other servers. Each task's
   * cap scales with its work; none goes above OPENAI_MAX_OUTPUT_TOKENS (set it below the server's context minus
   * the longest prompt, e.g. 3000 for an 8k vLLM model: longer answers are then continued in further requests).
   */
  OPENAI_MAX_OUTPUT_TOKENS: wholeNumber(256, 1_000_000).default(16_384),
  OPENAI_MAX_TOKENS_SUMMARY: wholeNumber(256, 1_000_000).default(2000),
  OPENAI_MAX_TOKENS_PER_OUTLINE_CHAPTER: wholeNumber(50, 100_000).default(250),
  /** How fast the offline writer streams its text; 0 streams it all at once (tests). */
  OFFLINE_WRITER_WORDS_PER_SECOND: wholeNumber(0, 100_000).default(150),
};

/**
 * Step 4's cover designer (docs/product/step4-cover.md). COVER_DESIGNER picks it; unset, it is 'openai' when
 * OPENAI_IMAGE_API_KEY is set and the built-in 'offline' designer otherwise. The images provider is configured on
 * its own and never inferred from the writer's OPENAI_API_KEY / OPENAI_BASE_URL: the text servers those point at
 * (vLLM, Ollama, llama.cpp) write text but have no images API, and covers sent there left visitors stuck at step 4
 * (issue 24, F2).
 */
export const coverDesignEnv = {
  COVER_DESIGNER: z.enum(['openai', 'offline'], { error: 'must be openai or offline' }).optional(),
  /** The images provider's key; setting it chooses the OpenAI designer when COVER_DESIGNER is unset. */
  OPENAI_IMAGE_API_KEY: z.string().optional(),
  /** The images provider's API (default: OpenAI's own, https://api.openai.com/v1); never OPENAI_BASE_URL. */
  OPENAI_IMAGE_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.openai.com/v1' }).optional(),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  /** The images API's quality: 'high' for print; 'medium' or 'low' cost less and draw less detail. */
  OPENAI_IMAGE_QUALITY: z.enum(['low', 'medium', 'high', 'auto'], { error: 'must be low, medium, high or auto' }).default('high'),
  /** An image edit at high quality takes 30–90 s; a visitor waits on screen for at most this long, one retry included. */
  OPENAI_IMAGE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(150_000),
};

/** Cost control: sliding-window rate limits per visitor and per IP, and a cap per draft book. */
export const generationEnv = {
  GENERATION_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(3600),
  GENERATION_MAX_PER_VISITOR: wholeNumber(1, 1_000_000).default(30),
  GENERATION_MAX_PER_IP: wholeNumber(1, 1_000_000).default(120),
  GENERATION_MAX_PER_DRAFT: wholeNumber(1, 1_000_000).default(150),
};

/**
 * Where every file the product keeps goes (docs/architecture.md#files-and-storage): step 4's photos and covers, the
 * books' proofs and print PDFs, the files Lulu fetches, the digital editions. Local disk under DATA_DIR by default,
 * an S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, R2...), which every API and worker process shares.
 * Credentials may also come from the AWS SDK's usual chain (instance roles) when the two key variables are left
 * unset. Also step 4's retention and quotas (docs/product/step4-cover.md).
 */
export const coverStorageEnv = {
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** A non-AWS server (http://127.0.0.1:9000 for MinIO); unset for AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:9000' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Most S3-compatible servers want bucket-in-path URLs; AWS prefers bucket-in-host. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** A folder inside the bucket, so one bucket can serve several deployments. */
  S3_PREFIX: z
    .string()
    .refine(
      (value) => value.split('/').every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '.' && part !== '..'),
      'must be a folder name like storyloom or prod/covers',
    )
    .optional(),
  /** Every file step 4 stored for a draft nobody touched for this many days is deleted (never a cover an order froze). */
  COVER_PHOTO_RETENTION_DAYS: wholeNumber(1, 3650).default(30),
  /**
   * Storage quotas: what step 4 may keep for one visitor and for one network address (docs/product/step4-cover.md).
   * Without them one visitor could fill the disk or the bucket with 15 MB uploads. A visitor's photos and covers of
   * a normal book are far below the visitor's quota; the address's is larger, for households and offices behind one
   * address. Covers frozen in an order do not count.
   */
  COVER_QUOTA_VISITOR_MB: wholeNumber(1, 1_000_000).default(300),
  COVER_QUOTA_VISITOR_FILES: wholeNumber(1, 1_000_000).default(200),
  COVER_QUOTA_IP_MB: wholeNumber(1, 1_000_000).default(2000),
  COVER_QUOTA_IP_FILES: wholeNumber(1, 1_000_000).default(1000),
};

const seconds = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of seconds from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a number of seconds from ${min} to ${max}`);

/**
 * The job queue (pg-boss, in the same database). WORKERS=0 keeps this process from working jobs (it still sends
 * them): run the workers elsewhere with `npm run worker`. The intervals trade a little database load for latency.
 */
export const jobsEnv = {
  WORKERS: flag.default(true),
  /**
   * How often an idle worker asks the database for a job (pg-boss's floor is half a second). A job sent wakes the
   * workers at once (JobsService's sent-job signal): this is the fallback, and when a retry or a job due later starts.
   */
  JOBS_POLL_SECONDS: seconds(0.5, 600).default(2),
  /** How often the scheduler checks the cron schedules (pg-boss allows 1 to 45 s). */
  JOBS_CRON_CHECK_SECONDS: wholeNumber(1, 45).default(30),
};

/**
 * A paid book's production (docs/product/book-production.md). At most BOOK_WRITING_CONCURRENCY chapters are written
 * at once (13: after chapters 1 to 3, which are written one after another, the other 37 of a 40-chapter book go in
 * three rounds, so a provider taking 20 s a chapter has the book print-ready within 150 s; 13 chapters of a few
 * thousand tokens each stay within the per-minute limits of OpenAI's usage tier 2 and up; lower it for a tier-1
 * key); it is where writing starts, halved on 429s and timeouts (a local server with
 * one slot) and grown back after successes. Each stage job is tried PRODUCTION_RETRIES more times (crashes and
 * infrastructure: a chapter out of the writer's retry budget fails the order at once), waiting
 * PRODUCTION_RETRY_DELAY_SECONDS then about twice as long each time; a stage whose worker has not been heard of for
 * PRODUCTION_STALE_SECONDS (it crashed) is handed back to the queue.
 */
export const productionEnv = {
  BOOK_WRITING_CONCURRENCY: wholeNumber(1, 32).default(13),
  PRODUCTION_RETRIES: wholeNumber(0, 20).default(3),
  PRODUCTION_RETRY_DELAY_SECONDS: wholeNumber(1, 3600).default(30),
  PRODUCTION_STALE_SECONDS: wholeNumber(3, 3600).default(60),
  /**
   * The buyer's proof (docs/product/proof.md): reminders after these many days in "Ready for your review" (a list,
   * e.g. "3,7"; empty for none), approval on the buyer's behalf after PROOF_AUTO_APPROVE_DAYS (unset: never), and
   * the plain-words requests allowed per order.
   */
  PROOF_REMINDER_DAYS: z
    .string()
    .regex(/^\s*(\d{1,3}\s*(,\s*\d{1,3}\s*)*)?$/, 'must be whole numbers of days separated by commas, e.g. 3,7')
    .default('3,7')
    .transform((value) => value.split(',').map((day) => day.trim()).filter((day) => day !== '').map(Number).filter((day) => day > 0).sort((a, b) => a - b)),
  PROOF_AUTO_APPROVE_DAYS: wholeNumber(1, 365).optional(),
  PROOF_REQUESTS_MAX: wholeNumber(0, 1000).default(20),
};

/**
 * Card payment (docs/product/step5-delivery.md). Without STRIPE_SECRET_KEY the built-in test checkout stands in
 * for Stripe. STRIPE_API_URL points the Stripe SDK at another server (tests run their own); PUBLIC_ORIGIN is the
 * site's address in the links the checkout returns to and in e-mails (in a demo without it: the server's own
 * listening address; never the request's Host, see config/site-origin.ts).
 */
export const paymentEnv = {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_...)").optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' }).optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be the site origin, e.g. https://storyloom.example' })
    .transform((value) => new URL(value).origin)
    .optional(),
};

/**
 * Outgoing e-mail (order confirmations). SMTP_URL (smtp:// or smtps://, credentials inside) or SMTP_HOST with
 * SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE; with neither, messages are written as .eml files to
 * DATA_DIR/outbox/.
 */
export const mailEnv = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: port.optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: flag.optional(),
  MAIL_FROM: z.string().min(3).default('Storyloom <hello@storyloom.example>'),
};

/**
 * The site's public contact facts and the contact form (docs/product/landing-and-content.md). SUPPORT_EMAIL receives
 * the contact form's messages and is shown in the footer and the legal pages; SITE_PHONE and the SOCIAL_* links are
 * shown when set, hidden otherwise. CONTACT_MAX_PER_IP messages per IP address per CONTACT_WINDOW_SECONDS.
 */
const socialUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.instagram.com/storyloom' }).optional();
export const siteEnv = {
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address such as support@storyloom.example' }).optional(),
  // Without SUPPORT_EMAIL (a demo), the About and legal pages name this placeholder instead, marked '(demo address)',
  // so they read complete; it receives nothing (the contact form still writes to MAIL_FROM's address).
  DEMO_SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address such as support@storyloom.example' }).default('support@storyloom.example'),
  SITE_PHONE: z
    .string()
    .regex(/^[+()\d][\d\s().+-]{3,30}$/, 'must be a phone number such as (555) 010-0199 or +1 555 010 0199')
    .optional(),
  SOCIAL_YOUTUBE_URL: socialUrl,
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_FACEBOOK_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  CONTACT_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(3600),
  CONTACT_MAX_PER_IP: wholeNumber(1, 1_000_000).default(5),
};

/**
 * Printing with Lulu (docs/product/print-fulfilment.md). Without LULU_CLIENT_KEY and LULU_CLIENT_SECRET nothing is
 * sent to Lulu. LULU_API_URL defaults to Lulu's sandbox (https://api.lulu.com is the live service). The client
 * secret also verifies Lulu's webhooks. OPERATOR_TOKEN opens the operator pages and their API; unset, they answer
 * 404 to everyone.
 */
export const printEnv = {
  LULU_CLIENT_KEY: z.string().min(1).optional(),
  LULU_CLIENT_SECRET: z.string().min(1).optional(),
  LULU_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.sandbox.lulu.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api.sandbox.lulu.com'),
  /** How often Lulu is asked whether its check of a PDF has ended (the checks take seconds to minutes). */
  LULU_POLL_SECONDS: seconds(0.05, 600).default(5),
  /**
   * Where paid books go: `lulu` (the default when its keys are set) or the local print `outbox` (the default
   * without). `outbox` with keys set keeps Lulu for operators' test orders while books stay on this machine, e.g.
   * on a staging server.
   */
  PRINT_BOOKS_AT: z.enum(['lulu', 'outbox'], { error: 'must be lulu or outbox' }).optional(),
  /**
   * The status poll, the fallback when Lulu's webhook does not arrive (only with Lulu's keys): when it runs (a cron
   * expression in UTC), how long an order at Lulu must have heard nothing before it is asked about, and how many
   * orders one run asks about at most.
   */
  PRINT_STATUS_POLL_CRON: z
    .string()
    .trim()
    .regex(/^[\w*/,?#-]+(\s+[\w*/,?#-]+){4,5}$/, 'must be a cron expression of 5 (or 6, with seconds) fields, such as */30 * * * *')
    .default('*/30 * * * *'),
  PRINT_STATUS_POLL_QUIET_SECONDS: wholeNumber(0, 30 * 24 * 3600).default(3 * 3600),
  PRINT_STATUS_POLL_BATCH: wholeNumber(1, 1000).default(50),
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters (e.g. `openssl rand -base64 32`)').optional(),
  /**
   * Who is told when a paid book's production or print hand-off fails for good, or Lulu stops its print job (the
   * customer reads "Our team has been told"): one e-mail per failure. Unset, the failure is only logged (and shown on /internal/orders).
   */
  OPERATOR_EMAIL: z.email({ error: 'must be an e-mail address such as operators@storyloom.example' }).optional(),
};

/**
 * Customer accounts (docs/product/accounts.md). ACCOUNT_SCRYPT_COST is scrypt's cost as a power of two (15: N = 2^15,
 * with r = 8 and p = 1, about 32 MiB and a tenth of a second per hash); stored hashes carry their own parameters, so
 * changing it applies to new passwords and old ones still verify. Failed logins are limited per e-mail address and per
 * IP address within a sliding window. Account e-mails (signup, resend, forgot-password) are limited the same way, so
 * nobody can make the site mail one address over and over, or mail many addresses from one network.
 */
export const accountEnv = {
  ACCOUNT_SCRYPT_COST: wholeNumber(1, 20).default(15),
  LOGIN_MAX_PER_ACCOUNT: wholeNumber(1, 1_000_000).default(5),
  LOGIN_MAX_PER_IP: wholeNumber(1, 1_000_000).default(20),
  LOGIN_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(900),
  ACCOUNT_MAIL_MAX_PER_ADDRESS: wholeNumber(1, 1_000_000).default(5),
  ACCOUNT_MAIL_MAX_PER_IP: wholeNumber(1, 1_000_000).default(20),
  ACCOUNT_MAIL_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(3600),
};

/**
 * Demo or live (config/run-mode.ts). A configuration that mixes a provider taking money or printing (Stripe, Lulu)
 * with demo stand-ins, or lacks what live mode needs, refuses to start unless this names that very mix, e.g.
 * `lulu+test-checkout+offline-writer+offline-cover-designer` (the refusal prints the value to set).
 */
export const modeEnv = {
  STORYLOOM_ALLOW_MIXED_MODE: z
    .string()
    .regex(/^[a-z-]+([+,\s]+[a-z-]+)*$/, 'must name the mix as the start-up refusal prints it, e.g. lulu+test-checkout')
    .optional(),
};

export const envSchema = z.object({
  ...serverEnv,
  ...pathEnv,
  ...databaseEnv,
  ...sessionEnv,
  ...logEnv,
  ...writingEnv,
  ...coverDesignEnv,
  ...generationEnv,
  ...coverStorageEnv,
  ...jobsEnv,
  ...productionEnv,
  ...paymentEnv,
  ...mailEnv,
  ...printEnv,
  ...siteEnv,
  ...accountEnv,
  ...modeEnv,
});
export type Env = z.infer<typeof envSchema>;

/** Variables whose values must never be echoed in an error message or a log line. */
export const SECRET_ENV_NAMES: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'SESSION_SECRET',
  'OPENAI_API_KEY',
  'OPENAI_IMAGE_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'SMTP_PASS',
  'LULU_CLIENT_SECRET',
  'OPERATOR_TOKEN',
]);
