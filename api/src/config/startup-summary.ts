import { relative, sep } from 'node:path';
import { OPENAI_IMAGES_DEFAULT_BASE_URL, type AppConfig } from './app-config.js';

/**
 * The one human block `npm start` and `npm run worker` print when they are ready: where the site is, its mode, and
 * each provider, so an operator sees at a glance whether real money and real printing are switched on. Pure (a
 * config in, text out) so it is tested without starting a server. Never shows a secret: URLs lose their user and
 * password, keys are only described (a Stripe key as live or test).
 */

/** A browser cannot open 0.0.0.0 or ::, and 127.0.0.1 reads worse than localhost. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

export function siteAddress(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A folder as ./data when it is under the working directory (npm start's), else its full path. */
function shownPath(path: string, cwd: string): string {
  const inside = relative(cwd, path);
  return inside && !inside.startsWith('..') && !inside.startsWith(sep) ? `.${sep}${inside}` : path;
}

/** A URL without its credentials, path or query string: enough to tell which server it is. */
function shownServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(unreadable URL)';
  }
}

function database(config: AppConfig, cwd: string): string {
  const { database } = config;
  if (database.driver === 'pglite') return `PGlite in ${shownPath(database.dataDir, cwd)}`;
  const url = new URL(database.url);
  const schema = database.schema === 'public' ? '' : `, schema ${database.schema}`;
  return `PostgreSQL at ${url.host}${url.pathname}${schema}`;
}

function writer(config: AppConfig): string {
  const { writing } = config;
  if (writing.writer === 'offline') return 'offline demo writer';
  const where = writing.openai.baseURL
    ? `OpenAI-compatible server at ${shownServer(writing.openai.baseURL)}`
    : 'OpenAI';
  return `${where} (chapters: ${writing.openai.models.chapter})`;
}

function covers(config: AppConfig): string {
  const { coverDesign } = config;
  if (coverDesign.designer === 'offline') return 'offline cover designer';
  const where =
    coverDesign.openai.baseURL === OPENAI_IMAGES_DEFAULT_BASE_URL
      ? 'OpenAI images'
      : `images API at ${shownServer(coverDesign.openai.baseURL)}`;
  return `${where} (${coverDesign.openai.model})`;
}

function checkout(config: AppConfig): string {
  const { stripe } = config.payment;
  if (!stripe) return 'built-in test checkout (no card is charged)';
  const kind = /^(sk|rk)_live_/.test(stripe.secretKey) ? 'live key' : 'test key';
  const server = stripe.apiUrl ? ` at ${shownServer(stripe.apiUrl.href)}` : '';
  const webhook = config.payment.webhookSecret ? '' : ', no STRIPE_WEBHOOK_SECRET: webhooks refused';
  return `Stripe (${kind}${server}${webhook})`;
}

function lulu(apiUrl: string): string {
  if (apiUrl === 'https://api.lulu.com') return 'Lulu (production: real print jobs)';
  if (apiUrl === 'https://api.sandbox.lulu.com') return 'Lulu sandbox';
  return `Lulu at ${shownServer(apiUrl)}`;
}

function printing(config: AppConfig, cwd: string): string {
  const { print, production } = config;
  if (print.booksGoTo === 'lulu' && print.lulu) return lulu(print.lulu.apiUrl);
  const operators = print.lulu ? `; ${lulu(print.lulu.apiUrl)} for operators' test orders` : '';
  return `local print outbox in ${shownPath(production.printOutboxDir, cwd)}${operators}`;
}

function mail(config: AppConfig, cwd: string): string {
  const { smtp, outboxDir } = config.mail;
  if (!smtp) return `.eml files in ${shownPath(outboxDir, cwd)}`;
  return 'url' in smtp ? `SMTP at ${shownServer(smtp.url)}` : `SMTP at ${smtp.host}${smtp.port ? `:${smtp.port}` : ''}`;
}

function storage(config: AppConfig, cwd: string): string {
  const { storage } = config;
  if (storage.driver === 'local') return `local disk in ${shownPath(storage.dir, cwd)}`;
  return `S3 bucket ${storage.bucket}${storage.endpoint ? ` at ${shownServer(storage.endpoint)}` : ''}`;
}

/** Provider lines, aligned: the same for the API and the worker. */
function providerLines(config: AppConfig, cwd: string): string[] {
  const rows: Array<[string, string]> = [
    ['database', database(config, cwd)],
    ['writer', writer(config)],
    ['covers', covers(config)],
    ['checkout', checkout(config)],
    ['printing', printing(config, cwd)],
    ['e-mail', mail(config, cwd)],
    ['files', storage(config, cwd)],
    ['public origin', config.payment.publicOrigin ?? "unset: links name this server's own address (HOST and PORT)"],
    [
      'operators',
      config.print.operatorToken
        ? 'operator pages open with OPERATOR_TOKEN'
        : 'unset OPERATOR_TOKEN: operator pages answer 404',
    ],
    ['jobs', config.jobs.workers ? 'worked by this process' : 'sent to `npm run worker` (WORKERS=0)'],
  ];
  if (config.allowedMix) rows.push(['mixed', `allowed by STORYLOOM_ALLOW_MIXED_MODE=${config.allowedMix.join('+')}`]);
  if (config.mode === 'demo') rows.push(['demo', 'the site and every book say "demo book"']);
  return rows.map(([label, value]) => `  ${label.padEnd(14)}${value}`);
}

/** What `npm start` prints once the server listens on `port` (the real one: PORT=0 picks a free port). */
export function serverReadyBlock(config: AppConfig, port: number, cwd = process.cwd()): string {
  const head = `Storyloom is ready at ${siteAddress(config.server.host, port)}  (${config.mode} mode)`;
  return [head, ...providerLines(config, cwd)].join('\n') + '\n';
}

/** What `npm run worker` prints once it works the queue. */
export function workerReadyBlock(config: AppConfig, cwd = process.cwd()): string {
  const head = `Storyloom worker is working the job queue  (${config.mode} mode)`;
  return [head, ...providerLines(config, cwd)].join('\n') + '\n';
}
