import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, loadWorkerConfig } from './app-config.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const load = (env: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-mode-'));
  dirs.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env });
};
const refusal = (env: Record<string, string>): string => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration started');
};

const LULU = { LULU_CLIENT_KEY: 'key', LULU_CLIENT_SECRET: 'secret' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const REAL_WRITER = { OPENAI_API_KEY: 'sk-openai-key', OPENAI_IMAGE_API_KEY: 'sk-openai-images-key' };
const LIVE = {
  ...LULU,
  ...STRIPE,
  ...REAL_WRITER,
  LULU_API_URL: 'https://api.lulu.com',
  PUBLIC_ORIGIN: 'https://storyloom.example',
  OPERATOR_TOKEN: 'an-operator-token-of-enough-length',
  DATABASE_URL: 'postgresql://storyloom@db.internal:5432/storyloom',
};

describe('demo mode', () => {
  it('names a marked placeholder support address while SUPPORT_EMAIL is unset; a live site names none', () => {
    expect(load({}).site).toMatchObject({ demoSupportEmail: 'support@storyloom.example' });
    expect(load({ SUPPORT_EMAIL: 'help@shop.example' }).site).not.toHaveProperty('demoSupportEmail');
    expect(load(LIVE)).toMatchObject({ mode: 'live' });
    expect(load(LIVE).site).not.toHaveProperty('demoSupportEmail');
  });

  it('is what a bare start runs: offline writer and designer, test checkout, local print outbox', () => {
    expect(load({})).toMatchObject({ mode: 'demo' });
    expect(load({}).allowedMix).toBeUndefined();
  });

  it('may use a real writer: nothing in it charges or prints', () => {
    expect(load(REAL_WRITER).mode).toBe('demo');
  });

  it('keeps Lulu for operators with PRINT_BOOKS_AT=outbox, as long as nothing takes money', () => {
    expect(load({ ...LULU, PRINT_BOOKS_AT: 'outbox' }).mode).toBe('demo');
  });
});

describe('live mode', () => {
  it('is a configuration with only real providers, a public origin, an operator token and PostgreSQL', () => {
    expect(load(LIVE)).toMatchObject({ mode: 'live' });
  });

  it.each([
    ['PUBLIC_ORIGIN', 'no-public-origin', /PUBLIC_ORIGIN, the site's address/],
    ['OPERATOR_TOKEN', 'no-operator-token', /OPERATOR_TOKEN, so operators/],
    ['DATABASE_URL', 'pglite', /DATABASE_URL, a PostgreSQL server/],
  ])('refuses to start without %s, naming it', (name, part, advice) => {
    const env: Record<string, string> = { ...LIVE };
    delete env[name];
    const message = refusal(env);
    expect(message).toMatch(/will not start half live, half demo/);
    expect(message).toMatch(advice);
    expect(message).toContain(`STORYLOOM_ALLOW_MIXED_MODE=${part}`);
  });
});

describe('a mix of live and demo', () => {
  it('refuses a real printer with the test checkout (free books), naming what live mode is missing', () => {
    const message = refusal({ ...LULU });
    expect(message).toMatch(/live: paid books printed by Lulu/);
    expect(message).toMatch(/demo: the offline demo writer, the offline cover designer, the built-in test checkout/);
    expect(message).toMatch(/STRIPE_SECRET_KEY \(and STRIPE_WEBHOOK_SECRET\) for Stripe/);
    expect(message).toMatch(/PUBLIC_ORIGIN/);
    expect(message).toMatch(
      /For demo mode, unset LULU_CLIENT_KEY and LULU_CLIENT_SECRET \(or set PRINT_BOOKS_AT=outbox\)/,
    );
    expect(message).toContain('STORYLOOM_ALLOW_MIXED_MODE=lulu+offline-cover-designer+offline-writer+test-checkout');
  });

  it('refuses live Stripe keys with the local print outbox', () => {
    const message = refusal({ ...STRIPE, ...REAL_WRITER });
    expect(message).toMatch(/live: Stripe checkout/);
    expect(message).toMatch(/demo: the local print outbox/);
    expect(message).toContain('STORYLOOM_ALLOW_MIXED_MODE=print-outbox+stripe');
  });

  it("refuses Lulu's production service with the offline writer", () => {
    const env: Record<string, string> = { ...LIVE };
    delete env.OPENAI_API_KEY;
    delete env.OPENAI_IMAGE_API_KEY;
    expect(refusal(env)).toMatch(
      /demo: the offline demo writer, the offline cover designer[\s\S]*OPENAI_API_KEY \(or OPENAI_BASE_URL\) for a real writer/,
    );
  });

  it('refuses the worker the same way', () => {
    expect(() =>
      loadWorkerConfig({ SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: LIVE.DATABASE_URL, ...LULU }),
    ).toThrow(/half live, half demo/);
  });

  it('starts, as demo, when STORYLOOM_ALLOW_MIXED_MODE names the very mix, in any order', () => {
    const config = load({
      ...LULU,
      STORYLOOM_ALLOW_MIXED_MODE: 'test-checkout + lulu, offline-writer+offline-cover-designer',
    });
    expect(config).toMatchObject({
      mode: 'demo',
      allowedMix: ['lulu', 'offline-cover-designer', 'offline-writer', 'test-checkout'],
    });
  });

  it('starts, as live, when the override names what live mode lacks', () => {
    const env: Record<string, string> = { ...LIVE, STORYLOOM_ALLOW_MIXED_MODE: 'pglite' };
    delete env.DATABASE_URL;
    expect(load(env)).toMatchObject({ mode: 'live', allowedMix: ['pglite'] });
  });

  it('refuses an override that names another mix, or part of it, saying what it should name', () => {
    expect(refusal({ ...LULU, STORYLOOM_ALLOW_MIXED_MODE: 'lulu+test-checkout' })).toMatch(
      /STORYLOOM_ALLOW_MIXED_MODE=lulu\+offline-cover-designer\+offline-writer\+test-checkout \(STORYLOOM_ALLOW_MIXED_MODE is set to "lulu\+test-checkout", which is not this mix\)/,
    );
    expect(refusal({ ...STRIPE, ...REAL_WRITER, STORYLOOM_ALLOW_MIXED_MODE: 'lulu+test-checkout' })).toMatch(
      /print-outbox\+stripe/,
    );
  });

  it('refuses an override where nothing is mixed, and one that is no list of parts', () => {
    expect(refusal({ STORYLOOM_ALLOW_MIXED_MODE: 'print-outbox' })).toMatch(
      /STORYLOOM_ALLOW_MIXED_MODE: this configuration is wholly demo/,
    );
    expect(refusal({ STORYLOOM_ALLOW_MIXED_MODE: 'yes please!' })).toMatch(
      /STORYLOOM_ALLOW_MIXED_MODE: must name the mix/,
    );
  });
});
