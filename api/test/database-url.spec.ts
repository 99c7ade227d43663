import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../src/config/app-config.js';
import { startupFailureMessage } from '../src/config/startup-failure.js';
import { capturingLogger, START_TIMEOUT_MS, startTestApp } from './support/test-app.js';

/** Starts the app against `url` and returns what main.ts would print, plus what the app logged meanwhile. */
async function failedStart(
  url: string,
): Promise<{ error: unknown; printed: string; logged: Array<Record<string, unknown>> }> {
  const { logger, lines } = capturingLogger();
  const error = await startTestApp({ database: 'postgres', env: { DATABASE_URL: url }, logger }).then(
    () => new Error('the app started'),
    (failure: unknown) => failure,
  );
  return { error, printed: startupFailureMessage(error), logged: lines() };
}

const withDatabase = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

describe('a DATABASE_URL the operator must fix stops the start with one message naming the variable', () => {
  const runOnServer = process.env.TEST_DATABASE_URL ? it : it.skip;

  runOnServer(
    'names DATABASE_URL and the database when the database does not exist, without a stack or a crash log',
    async () => {
      const missing = `storyloom_missing_${process.pid}_${Date.now().toString(36)}`;
      const { error, printed, logged } = await failedStart(withDatabase(process.env.TEST_DATABASE_URL!, missing));
      expect(error).toBeInstanceOf(ConfigError);
      expect(printed).toMatch(
        new RegExp(
          `^DATABASE_URL names the database "${missing}", which does not exist on the PostgreSQL server at [^ ]+:\\d+\\. Create it \\(createdb ${missing}\\)`,
        ),
      );
      expect(printed).not.toMatch(/\n\s+at /);
      expect(logged.filter((line) => line.level === 50)).toEqual([]);
    },
    START_TIMEOUT_MS,
  );

  it(
    'names DATABASE_URL and the address when no server answers there, and never prints the password',
    async () => {
      const { error, printed } = await failedStart('postgresql://storyloom:s3cret-pass@127.0.0.1:1/storyloom');
      expect(error).toBeInstanceOf(ConfigError);
      expect(printed).toBe('DATABASE_URL points at 127.0.0.1:1, where no PostgreSQL server answers (ECONNREFUSED).');
    },
    START_TIMEOUT_MS,
  );
});
