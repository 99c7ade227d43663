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

/** Express's `trust proxy`: true/false, a hop count, or a list of trusted addresses/subnets ("loopback, 10.0.0.0/8"). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

/** An SQL identifier we can safely put in `search_path` without quoting surprises. */
const schemaName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (a-z, 0-9, _)');

export const serverEnv = {
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy.default(false),
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
  LOG_PRETTY: flag.default(false),
};

export const envSchema = z.object({ ...serverEnv, ...pathEnv, ...databaseEnv, ...sessionEnv, ...logEnv });
export type Env = z.infer<typeof envSchema>;

/** Variables whose values must never be echoed in an error message or a log line. */
export const SECRET_ENV_NAMES: ReadonlySet<string> = new Set(['DATABASE_URL', 'SESSION_SECRET']);
