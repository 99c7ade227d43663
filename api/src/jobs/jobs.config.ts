import { ConfigError } from '../config/config-error.js';
import { configSection } from '../config/config-section.js';
import { flag, seconds, wholeNumber } from '../config/env-parsers.js';

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

/** The app's schema (DATABASE_SCHEMA, the database section's), which names the queue's. */
export interface JobsNeeds {
  databaseSchema: string;
}

/**
 * The job queue (pg-boss, in the same database). WORKERS=0 keeps this process from working jobs (it still sends
 * them): run the workers elsewhere with `npm run worker`. The intervals trade a little database load for latency.
 */
export const jobsSection = configSection({
  name: 'jobs',
  env: {
    WORKERS: flag.default(true),
    /**
     * How often an idle worker asks the database for a job (pg-boss's floor is half a second). A job sent wakes the
     * workers at once (JobsService's sent-job signal): this is the fallback, and when a retry or a job due later starts.
     */
    JOBS_POLL_SECONDS: seconds(0.5, 600).default(2),
    /** How often the scheduler checks the cron schedules (pg-boss allows 1 to 45 s). */
    JOBS_CRON_CHECK_SECONDS: wholeNumber(1, 45).default(30),
  },
  secrets: [],
  build(vars, { databaseSchema }: JobsNeeds): { jobs: JobsConfig } {
    const schema = jobsSchemaFor(databaseSchema);
    if (schema.length > PG_BOSS_MAX_SCHEMA_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  - DATABASE_SCHEMA: at most ${PG_BOSS_MAX_SCHEMA_LENGTH - JOBS_SCHEMA_SUFFIX.length} characters, ` +
          `so that the job queue's schema ${schema} fits pg-boss's limit of ${PG_BOSS_MAX_SCHEMA_LENGTH}`,
      );
    }
    return {
      jobs: {
        workers: vars.WORKERS,
        pollSeconds: vars.JOBS_POLL_SECONDS,
        cronCheckSeconds: vars.JOBS_CRON_CHECK_SECONDS,
        schema,
      },
    };
  },
});
