#!/usr/bin/env node
// Starts the built site for the browser tests: its own copy of the published front ends (tests pin versions in it),
// its own embedded database, bound to 127.0.0.1, all in the run's own folder (e2e-dirs.mjs), which Playwright's
// main process created and removes when the run ends. Playwright starts this server and stops it when the run ends.
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eRun, E2E_LULU_KEY, E2E_LULU_SECRET, E2E_OPERATOR_TOKEN } from '../support/e2e-dirs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { publishDir, dataDir, luluPort } = e2eRun();

mkdirSync(dataDir, { recursive: true });
// `npm test` passes the folder it just built into; run alone, Playwright serves the developer's last build.
// Timestamps kept: the server sends a precompressed copy only when it is not older than its original.
cpSync(process.env.E2E_PUBLISH_SOURCE ?? join(root, '.published'), publishDir, {
  recursive: true,
  preserveTimestamps: true,
});

process.env.HOST = '127.0.0.1';
process.env.STORYLOOM_PUBLISH_DIR = publishDir;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// Every browser test comes from 127.0.0.1, so the per-IP generation limit is raised; each test is its own
// visitor, so per-visitor limits still apply as in production. The offline writer streams faster than its
// reading pace so 40-chapter outlines fit a test's time, while still arriving word by word.
process.env.GENERATION_MAX_PER_IP ??= '100000';
// The same for what step 4 may keep stored per address (photos and covers); per-visitor quotas apply as in production.
process.env.COVER_QUOTA_IP_FILES ??= '1000000';
process.env.COVER_QUOTA_IP_MB ??= '1000000';
process.env.OFFLINE_WRITER_WORDS_PER_SECOND ??= '600';
// The same for failed logins and account e-mails (per address limits still apply); and password hashes at a cheaper scrypt cost
// (N = 2^12) than production's 2^15, so signups and logins stay quick on a loaded machine.
process.env.LOGIN_MAX_PER_IP ??= '100000';
process.env.ACCOUNT_MAIL_MAX_PER_IP ??= '100000';
process.env.ACCOUNT_SCRYPT_COST ??= '12';
delete process.env.DATABASE_URL;
// Lulu is the run's local stand-in (the API's own, started once for the run by e2e/support/playwright-global-setup.ts
// on the run's Lulu port), and operators have a known token. Paid books go to it, as in production: a test that pays
// follows its book past Ready for printing to Sent to printer. Its file checks end at once, so the client asks again
// after 0.2 s instead of 5 s.
process.env.LULU_CLIENT_KEY = E2E_LULU_KEY;
process.env.LULU_CLIENT_SECRET = E2E_LULU_SECRET;
process.env.LULU_API_URL = `http://127.0.0.1:${luluPort}`;
process.env.PRINT_BOOKS_AT = 'lulu';
process.env.LULU_POLL_SECONDS ??= '0.2';
process.env.OPERATOR_TOKEN = E2E_OPERATOR_TOKEN;
// Lulu beside the demo's offline writer, designer and test checkout is a mix the API refuses unless it is named
// (api/src/config/run-mode.ts): the browser tests run this one on purpose, and the site stays in demo mode.
process.env.STORYLOOM_ALLOW_MIXED_MODE = 'lulu+offline-writer+offline-cover-designer+test-checkout';

await import(join(root, 'api', 'dist', 'main.js'));
