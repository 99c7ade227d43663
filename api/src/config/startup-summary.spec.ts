import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';
import { serverReadyBlock, siteAddress, workerReadyBlock } from './startup-summary.js';

const cwd = '/srv/storyloom';
const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: join(cwd, 'data') };
const LIVE = {
  ...base,
  STRIPE_SECRET_KEY: 'sk_live_supersecretstripekey',
  STRIPE_WEBHOOK_SECRET: 'whsec_supersecretwebhook',
  LULU_CLIENT_KEY: 'lulu-key',
  LULU_CLIENT_SECRET: 'lulu-supersecret',
  LULU_API_URL: 'https://api.lulu.com',
  OPENAI_API_KEY: 'sk-supersecretopenai',
  OPENAI_IMAGE_API_KEY: 'sk-supersecretimages',
  PUBLIC_ORIGIN: 'https://storyloom.example',
  OPERATOR_TOKEN: 'an-operator-supersecret-token-of-length',
  DATABASE_URL: 'postgresql://storyloom:dbsupersecret@db.internal:5432/storyloom',
  SMTP_URL: 'smtps://orders:mailsupersecret@smtp.example.com:465',
};

describe('the block npm start prints when the site is ready', () => {
  it('gives a browsable address, the mode and each provider of a demo', () => {
    const block = serverReadyBlock(loadConfig(base), 3000, cwd);
    expect(block.split('\n')).toEqual([
      'Storyloom is ready at http://localhost:3000  (demo mode)',
      '  database      PGlite in ./data/pglite',
      '  writer        offline demo writer',
      '  covers        offline cover designer',
      '  checkout      built-in test checkout (no card is charged)',
      '  printing      local print outbox in ./data/print-outbox',
      '  e-mail        .eml files in ./data/outbox',
      '  files         local disk in ./data',
      "  public origin unset: links name this server's own address (HOST and PORT)",
      '  operators     unset OPERATOR_TOKEN: operator pages answer 404',
      '  jobs          worked by this process',
      '  demo          the site and every book say "demo book"',
      '',
    ]);
  });

  it('shows the port the server really listens on, and a host that is not this machine as it is', () => {
    expect(serverReadyBlock(loadConfig({ ...base, PORT: '0' }), 41234, cwd)).toMatch(
      /^Storyloom is ready at http:\/\/localhost:41234 /,
    );
    expect(siteAddress('::', 8080)).toBe('http://localhost:8080');
    expect(siteAddress('10.1.2.3', 3000)).toBe('http://10.1.2.3:3000');
    expect(siteAddress('fd00::7', 3000)).toBe('http://[fd00::7]:3000');
  });

  it('names the live providers without a single secret', () => {
    const block = serverReadyBlock(loadConfig(LIVE), 3000, cwd);
    expect(block).toMatch(/^Storyloom is ready at http:\/\/localhost:3000 {2}\(live mode\)\n/);
    expect(block).toContain('  database      PostgreSQL at db.internal:5432/storyloom\n');
    expect(block).toContain('  writer        OpenAI (chapters: gpt-4.1)\n');
    expect(block).toContain('  covers        OpenAI images (gpt-image-1)\n');
    expect(block).toContain('  checkout      Stripe (live key)\n');
    expect(block).toContain('  printing      Lulu (production: real print jobs)\n');
    expect(block).toContain('  e-mail        SMTP at smtps://smtp.example.com:465\n');
    expect(block).toContain('  public origin https://storyloom.example\n');
    expect(block).not.toMatch(/supersecret|demo book/);
  });

  it('says which mix STORYLOOM_ALLOW_MIXED_MODE let start', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STORYLOOM_ALLOW_MIXED_MODE: 'stripe+offline-writer+offline-cover-designer+print-outbox',
    });
    const block = serverReadyBlock(config, 3000, cwd);
    expect(block).toContain('(demo mode)');
    expect(block).toContain('  checkout      Stripe (test key, no STRIPE_WEBHOOK_SECRET: webhooks refused)\n');
    expect(block).toContain(
      '  mixed         allowed by STORYLOOM_ALLOW_MIXED_MODE=offline-cover-designer+offline-writer+print-outbox+stripe\n',
    );
  });

  it('is printed by npm run worker too, with its mode and providers', () => {
    const block = workerReadyBlock(loadConfig(LIVE), cwd);
    expect(block).toMatch(
      /^Storyloom worker is working the job queue {2}\(live mode\)\n {2}database {6}PostgreSQL at db.internal:5432\/storyloom\n/,
    );
  });
});
