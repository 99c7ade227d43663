import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, loadWorkerConfig, parseEnv } from './app-config.js';
import { REPO_ROOT } from './repo-paths.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      BODY_LIMIT: '1mb',
      MAX_REQUESTS_IN_FLIGHT: 128,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      DATABASE_SCHEMA: 'public',
    });
  });

  it.each(['abc', '-1', '70000', '30.5'])('rejects PORT=%s with a message naming PORT and the value', (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: port })).toThrow(
      new RegExp(`PORT: must be a whole number from 0 to 65535 \\(got "${port}"\\)`),
    );
  });

  it.each(['0', 'many', '-5', '1000001'])('rejects MAX_REQUESTS_IN_FLIGHT=%s', (bound) => {
    expect(() => parseEnv({ MAX_REQUESTS_IN_FLIGHT: bound })).toThrow(
      /MAX_REQUESTS_IN_FLIGHT: must be a whole number from 1 to 100000/,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', LOG_LEVEL: 'loud', BODY_LIMIT: 'huge' })).toThrow(
      /PORT[\s\S]*BODY_LIMIT[\s\S]*LOG_LEVEL/,
    );
  });

  it('never echoes a secret value in the message', () => {
    let message = '';
    try {
      parseEnv({ SESSION_SECRET: 'short-secret-value', DATABASE_URL: 'mysql://user:hunter2@db' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres/);
    expect(message).not.toMatch(/short-secret-value|hunter2/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ PORT: '', HOST: '' })).toMatchObject({ PORT: 3000, HOST: '0.0.0.0' });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
    ['192.168.1.7, fd00::/8', '192.168.1.7, fd00::/8'],
  ])('reads TRUST_PROXY=%s as %p', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes', 'proxy.internal', '10.0.0.0/33', '10.0.0.1, everyone'])(
    'refuses TRUST_PROXY=%s, naming what it takes instead',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, the number of proxies/);
    },
  );

  it('rejects a schema name that is not a plain SQL identifier', () => {
    expect(() => parseEnv({ DATABASE_SCHEMA: 'x"; DROP TABLE drafts' })).toThrow(/DATABASE_SCHEMA/);
  });
});

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'storyloom-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("uses embedded PGlite under DATA_DIR and the repo's .published folder by default", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: join(dataDir, 'pglite'), schema: 'public' });
    expect(config.paths.publishDir).toBe(join(REPO_ROOT, '.published'));
  });

  it('uses the PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app',
      DATABASE_SCHEMA: 'storyloom',
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgresql://postgres@127.0.0.1:5432/app',
      schema: 'storyloom',
    });
  });

  it('leaves a session secret it was not given to the database, naming the file an older install kept one in', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).session).toEqual({ legacySecretFile: join(dataDir, 'session-secret') });
    // Nothing is written to the data folder any more: a second host would generate a secret of its own there.
    expect(() => statSync(join(dataDir, 'session-secret'))).toThrow();
  });

  it('takes SESSION_SECRET as it is', () => {
    const dataDir = tempDir();
    const secret = 'a-configured-session-secret-of-enough-length';
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).session.secret).toBe(secret);
    expect(() => statSync(join(dataDir, 'session-secret'))).toThrow();
  });
});

describe('writing configuration', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const load = (env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'storyloom-config-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, ...env }).writing;
  };

  it('uses the offline writer with no key, with the documented limits', () => {
    expect(load({})).toMatchObject({
      writer: 'offline',
      offline: { wordsPerSecond: 150 },
      limits: { windowSeconds: 3600, perVisitor: 30, perIp: 120, perDraft: 150 },
      openai: {
        models: { summary: 'gpt-4.1-mini', outline: 'gpt-4.1-mini', chapter: 'gpt-4.1' },
        timeoutMs: 60_000,
        maxRetries: 2,
      },
    });
  });

  it('gives a waiting visitor an answer within 30 s and caps the output, both configurable for small local servers', () => {
    expect(load({}).openai).toMatchObject({
      interactiveTimeoutMs: 30_000,
      outputTokens: { max: 16_384, summary: 2000, perOutlineChapter: 250 },
    });
    const small = load({
      OPENAI_BASE_URL: 'http://vllm:8000/v1',
      OPENAI_INTERACTIVE_TIMEOUT_MS: '20000',
      OPENAI_MAX_OUTPUT_TOKENS: '4096',
      OPENAI_MAX_TOKENS_SUMMARY: '1500',
      OPENAI_MAX_TOKENS_PER_OUTLINE_CHAPTER: '180',
    });
    expect(small.openai).toMatchObject({
      interactiveTimeoutMs: 20_000,
      outputTokens: { max: 4096, summary: 1500, perOutlineChapter: 180 },
    });
    expect(() => load({ OPENAI_MAX_OUTPUT_TOKENS: '10' })).toThrow(
      /OPENAI_MAX_OUTPUT_TOKENS: must be a whole number from 256/,
    );
  });

  it('uses OpenAI once a key is set, and any OpenAI-compatible server with only a base URL', () => {
    expect(load({ OPENAI_API_KEY: 'sk-live' })).toMatchObject({ writer: 'openai', openai: { apiKey: 'sk-live' } });
    const local = load({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL_SUMMARY: 'llama3' });
    expect(local).toMatchObject({
      writer: 'openai',
      openai: { baseURL: 'http://127.0.0.1:11434/v1', models: { summary: 'llama3' } },
    });
    expect(local.openai.apiKey).not.toBe('');
    expect(load({ OPENAI_API_KEY: 'sk-live', WRITER: 'offline' }).writer).toBe('offline');
  });

  it('refuses WRITER=openai without a key or base URL, and bad values, naming them without echoing the key', () => {
    expect(() => load({ WRITER: 'openai' })).toThrow(/WRITER: openai needs OPENAI_API_KEY/);
    expect(() =>
      parseEnv({ OPENAI_BASE_URL: 'ftp://x', OPENAI_TIMEOUT_MS: '10', GENERATION_MAX_PER_VISITOR: '0' }),
    ).toThrow(
      /OPENAI_BASE_URL[\s\S]*OPENAI_TIMEOUT_MS: must be a whole number from 1000 to 600000[\s\S]*GENERATION_MAX_PER_VISITOR/,
    );
    let message = '';
    try {
      parseEnv({ OPENAI_API_KEY: 'sk-secret-value', WRITER: 'gpt' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/WRITER: must be openai or offline/);
    expect(message).not.toMatch(/sk-secret-value/);
  });
});

describe('the job queue configuration', () => {
  const SESSION_SECRET = 'x'.repeat(40); // no secret file written
  const URL = 'postgresql://postgres@127.0.0.1:5432/test';

  it('works jobs in the API by default, polling every 2 s and checking schedules every 30 s, in the pgboss schema', () => {
    expect(loadConfig({ SESSION_SECRET }).jobs).toEqual({
      workers: true,
      pollSeconds: 2,
      cronCheckSeconds: 30,
      schema: 'pgboss',
    });
  });

  it.each([
    ['0', false],
    ['false', false],
    ['1', true],
  ])('reads WORKERS=%s as %p', (value, workers) => {
    expect(loadConfig({ SESSION_SECRET, WORKERS: value }).jobs.workers).toBe(workers);
  });

  it("names the queue's schema after the app's, so apps in separate schemas never share a queue", () => {
    expect(loadConfig({ SESSION_SECRET, DATABASE_URL: URL, DATABASE_SCHEMA: 'shop_a' }).jobs.schema).toBe(
      'shop_a_pgboss',
    );
    expect(() => loadConfig({ SESSION_SECRET, DATABASE_SCHEMA: 'a'.repeat(44) })).toThrow(
      /DATABASE_SCHEMA: at most 43 characters/,
    );
  });

  it.each(['0.1', 'soon', '-1'])('refuses JOBS_POLL_SECONDS=%s', (value) => {
    expect(() => parseEnv({ JOBS_POLL_SECONDS: value })).toThrow(
      /JOBS_POLL_SECONDS: must be a number of seconds from 0.5 to 600/,
    );
  });

  it('runs `npm run worker` only on a PostgreSQL server, and always with workers', () => {
    expect(() => loadWorkerConfig({ SESSION_SECRET })).toThrow(/npm run worker needs DATABASE_URL/);
    expect(loadWorkerConfig({ SESSION_SECRET, DATABASE_URL: URL, WORKERS: '0' }).jobs.workers).toBe(true);
  });
});

describe('where paid books go', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const load = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-print-config-'));
    dirs.push(dataDir);
    return loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env }).print;
  };
  const keys = { LULU_CLIENT_KEY: 'key', LULU_CLIENT_SECRET: 'secret' };
  // Lulu beside the demo's stand-ins is a mix (run-mode.spec.ts); these tests are about where books go.
  const mixed = { STORYLOOM_ALLOW_MIXED_MODE: 'lulu+offline-writer+offline-cover-designer+test-checkout' };

  it('sends them to Lulu once its keys are set, to the local print outbox without them', () => {
    expect(load({}).booksGoTo).toBe('outbox');
    expect(load({ ...keys, ...mixed }).booksGoTo).toBe('lulu');
  });

  it('keeps them in the outbox with PRINT_BOOKS_AT=outbox while Lulu stays set up for test orders', () => {
    expect(load({ ...keys, PRINT_BOOKS_AT: 'outbox' })).toMatchObject({
      booksGoTo: 'outbox',
      lulu: { clientKey: 'key' },
    });
  });

  it('refuses PRINT_BOOKS_AT=lulu without the keys, and a value it does not know', () => {
    expect(() => load({ PRINT_BOOKS_AT: 'lulu' })).toThrow(/PRINT_BOOKS_AT: lulu needs LULU_CLIENT_KEY/);
    expect(() => load({ PRINT_BOOKS_AT: 'fax' })).toThrow(/PRINT_BOOKS_AT/);
  });
});

describe("Lulu's status poll", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const load = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-poll-config-'));
    dirs.push(dataDir);
    return loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env }).print.statusPoll;
  };

  it('asks every 30 minutes about at most 50 orders quiet for 3 hours, unless configured otherwise', () => {
    expect(load({})).toEqual({ cron: '*/30 * * * *', quietSeconds: 10_800, batch: 50 });
    expect(
      load({
        PRINT_STATUS_POLL_CRON: '0 */2 * * *',
        PRINT_STATUS_POLL_QUIET_SECONDS: '600',
        PRINT_STATUS_POLL_BATCH: '5',
      }),
    ).toEqual({ cron: '0 */2 * * *', quietSeconds: 600, batch: 5 });
  });

  it('refuses a schedule that is no cron expression, and a batch of none', () => {
    expect(() => load({ PRINT_STATUS_POLL_CRON: 'every hour' })).toThrow(
      /PRINT_STATUS_POLL_CRON: must be a cron expression/,
    );
    expect(() => load({ PRINT_STATUS_POLL_BATCH: '0' })).toThrow(/PRINT_STATUS_POLL_BATCH/);
    expect(() => load({ PRINT_STATUS_POLL_QUIET_SECONDS: '-1' })).toThrow(/PRINT_STATUS_POLL_QUIET_SECONDS/);
  });
});
