import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, parseEnv } from '../src/config/app-config.js';
import { TEST_SESSION_SECRET } from './support/test-app.js';

const base = { SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: '/srv/storyloom-data' };

describe('payment and mail settings', () => {
  it('default to the built-in test checkout and .eml files in DATA_DIR/outbox/', () => {
    const config = loadConfig(base);
    expect(config.payment).toEqual({});
    expect(config.mail).toEqual({
      from: 'Storyloom <hello@storyloom.example>',
      smtp: undefined,
      outboxDir: join('/srv/storyloom-data', 'outbox'),
    });
  });

  it('take Stripe, another Stripe server, the public origin and SMTP from the environment', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      // Stripe beside the demo's stand-ins is a mix (config/run-mode.spec.ts); this test reads payment settings.
      STORYLOOM_ALLOW_MIXED_MODE: 'stripe+offline-writer+offline-cover-designer+print-outbox',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PUBLIC_ORIGIN: 'https://storyloom.example/some/path',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_USER: 'orders',
      SMTP_PASS: 'pw',
    });
    expect(config.payment).toEqual({
      stripe: { secretKey: 'sk_test_abc', apiUrl: new URL('http://127.0.0.1:12111') },
      webhookSecret: 'whsec_abc',
      publicOrigin: 'https://storyloom.example',
    });
    expect(config.mail.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: undefined,
      user: 'orders',
      pass: 'pw',
    });
  });

  it('refuse keys of the wrong kind without echoing them, and STRIPE_API_URL without a key', () => {
    let message = '';
    try {
      parseEnv({
        STRIPE_SECRET_KEY: 'pk_live_publishable',
        STRIPE_WEBHOOK_SECRET: 'not-a-secret',
        SMTP_URL: 'http://mail',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/);
    expect(message).toMatch(/SMTP_URL: must be an smtp/);
    expect(message).not.toMatch(/pk_live_publishable|not-a-secret/);
    expect(() => loadConfig({ ...base, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(ConfigError);
  });
});
