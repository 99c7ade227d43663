// biome-ignore-all lint/suspicious/noExplicitAny: the fake takes Lulu's request JSON as it comes and echoes its fields back, as Lulu does
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stateful stand-in for Lulu's Print API, speaking the part Storyloom uses as Lulu's contract
 * (openapi_public.yml beside this file) describes it: the client-credentials token endpoint, print jobs (created,
 * searched, read, their status), the asynchronous file checks and cover dimensions. Prism serves the contract
 * itself but keeps no state, so it cannot show that a job is created once, that a check ends, or fail on purpose;
 * this server can:
 *
 * - `fail(method, path, ...answers)` queues answers (500, 429 with Retry-After, or a fault answered *after* the
 *   request was carried out, like a print job Lulu created before its answer was lost);
 * - `fetchSources` makes it download both PDFs of a new print job from their `source_url`, as Lulu does, and
 *   records what it got.
 *
 * Webhooks are signed by `signLuluWebhook` the way Lulu signs them.
 *
 * The one Lulu stand-in of the repository: the API's tests start it in-process; the browser tests import it by name
 * (`@storyloom/api/test/local-lulu`) and start one for the whole run (e2e/support/playwright-global-setup.ts), and
 * read what it holds from another process through `GET /_local-lulu/state` (no Lulu path: its jobs and the files it
 * fetched).
 */

export const LOCAL_LULU_KEY = 'storyloom-test-client-key';

/**
 * `/shipping-options/` as Lulu answers it for a home address: the US has its ground couriers (home and business), every
 * other country mail, priority mail, expedited and express. Costs and business days are plausible, not Lulu's.
 */
export function shippingOptionsFor(country: string): Array<Record<string, unknown>> {
  const option = (
    id: number,
    level: string,
    cost: string,
    days: [number, number],
    extra: Record<string, unknown> = {},
  ) => ({
    id,
    level,
    cost_excl_tax: cost,
    currency: 'USD',
    total_days_min: days[0],
    total_days_max: days[1],
    transit_time: days[1] - 4,
    business_only: false,
    home_only: false,
    postbox_ok: level === 'MAIL',
    traceable: level !== 'MAIL',
    shipping_buffer: 0,
    min_delivery_date: '2026-12-10',
    max_delivery_date: '2026-12-18',
    ...extra,
  });
  if (country === 'US') {
    return [
      option(1, 'MAIL', '3.99', [7, 12]),
      option(2, 'GROUND_BUS', '5.49', [5, 7], { business_only: true }),
      option(3, 'GROUND_HD', '6.99', [5, 7]),
      option(4, 'PRIORITY_MAIL', '8.99', [5, 8]),
      option(5, 'EXPEDITED', '16.99', [4, 5]),
      option(6, 'EXPRESS', '29.99', [3, 4]),
    ];
  }
  return [
    option(11, 'MAIL', '7.99', [9, 16]),
    option(12, 'PRIORITY_MAIL', '13.99', [6, 9]),
    option(13, 'EXPEDITED', '24.99', [5, 7]),
    option(14, 'EXPRESS', '39.99', [4, 5]),
  ];
}
export const LOCAL_LULU_SECRET = 'storyloom-test-client-secret';

export interface ScriptedFault {
  status: number;
  retryAfter?: string;
  /** Carry the request out first, then answer the fault (the answer is "lost"). */
  afterHandling?: boolean;
}

export interface LocalPrintJob {
  id: number;
  external_id: string;
  contact_email: string;
  shipping_level: string;
  shipping_address: Record<string, unknown>;
  line_items: Array<Record<string, unknown>>;
  status: { name: string; message: string; changed: string };
  date_created: string;
}

export interface FetchedSource {
  url: string;
  status: number;
  contentType: string | null;
  bytes: number;
  startsWithPdf: boolean;
}

export interface LocalLuluRequest {
  method: string;
  path: string;
  body: string;
}

export interface LocalLuluOptions {
  port?: number;
  /** The client credentials it accepts (LOCAL_LULU_KEY and LOCAL_LULU_SECRET unless given). */
  clientKey?: string;
  clientSecret?: string;
  /** Seconds a token lives (Lulu's `expires_in`). */
  tokenLifetime?: number;
  /** Statuses a file check goes through, one per read; the last one stays. */
  interiorStatuses?: string[];
  coverStatuses?: string[];
  /** Errors a check in ERROR reports. */
  validationErrors?: string[];
  fetchSources?: boolean;
  /** The print jobs it already holds: Lulu back after an outage still knows its jobs (and numbers new ones after them). */
  jobs?: LocalPrintJob[];
}

export interface LocalLulu {
  url: string;
  /** The options it was started with; a test may change the file checks' statuses between calls. */
  options: LocalLuluOptions;
  port: number;
  jobs: LocalPrintJob[];
  /** Every request: method, path (with query) and the body as sent. */
  requests: LocalLuluRequest[];
  tokensIssued: () => number;
  fetchedSources: FetchedSource[];
  fail(method: string, pathPrefix: string, ...faults: ScriptedFault[]): void;
  setJobStatus(
    id: number,
    name: string,
    tracking?: { urls: string[]; carrier: string; trackingId: string },
  ): LocalPrintJob;
  close(): Promise<void>;
}

/** What `GET /_local-lulu/state` answers. */
export interface LocalLuluState {
  jobs: LocalPrintJob[];
  fetchedSources: FetchedSource[];
}

export function signLuluWebhook(body: string | Buffer, secret = LOCAL_LULU_SECRET): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

export async function startLocalLulu(options: LocalLuluOptions = {}): Promise<LocalLulu> {
  const jobs: LocalPrintJob[] = options.jobs ?? [];
  const requests: LocalLuluRequest[] = [];
  const fetchedSources: FetchedSource[] = [];
  const faults: Array<{ method: string; pathPrefix: string; fault: ScriptedFault }> = [];
  const checks = new Map<string, { reads: number; statuses: string[]; source_url: string }>();
  const tokens = new Set<string>();
  let issued = 0;
  let nextCheckId = 1;

  const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, body: string): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token') {
      const expected = `Basic ${Buffer.from(`${options.clientKey ?? LOCAL_LULU_KEY}:${options.clientSecret ?? LOCAL_LULU_SECRET}`).toString('base64')}`;
      if (
        request.headers.authorization !== expected ||
        new URLSearchParams(body).get('grant_type') !== 'client_credentials'
      ) {
        json(response, 401, { error: 'unauthorized_client' });
        return;
      }
      issued += 1;
      const token = `token-${issued}`;
      tokens.add(token);
      json(response, 200, { access_token: token, expires_in: options.tokenLifetime ?? 3600, token_type: 'bearer' });
      return;
    }
    if (method === 'GET' && url.pathname === '/_local-lulu/state') {
      json(response, 200, { jobs, fetchedSources } satisfies LocalLuluState);
      return;
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) {
      json(response, 401, { detail: 'Authentication credentials were not provided.' });
      return;
    }
    const payload = body ? (JSON.parse(body) as Record<string, any>) : {};
    if (method === 'GET' && url.pathname === '/print-jobs/') {
      const search = url.searchParams.get('search') ?? '';
      const results = jobs.filter((job) => job.external_id.includes(search) || String(job.id) === search);
      json(response, 200, { count: results.length, next: null, previous: null, results });
      return;
    }
    if (method === 'POST' && url.pathname === '/print-jobs/') {
      const now = new Date().toISOString();
      const job: LocalPrintJob = {
        id: 1000 + jobs.length + 1,
        external_id: payload.external_id,
        contact_email: payload.contact_email,
        shipping_level: payload.shipping_level,
        shipping_address: payload.shipping_address,
        line_items: (payload.line_items as Array<Record<string, any>>).map((item, index) => ({
          ...item,
          id: 5000 + index,
          status: { name: 'CREATED', messages: { info: 'Line-item is currently being validated' } },
          tracking_id: null,
          tracking_urls: null,
        })),
        status: { name: 'CREATED', message: 'Print-job is currently being validated', changed: now },
        date_created: now,
      };
      if (options.fetchSources) {
        for (const item of payload.line_items as Array<Record<string, any>>) {
          for (const part of ['interior', 'cover']) {
            const source = item.printable_normalization?.[part]?.source_url as string;
            const reply = await fetch(source);
            const bytes = Buffer.from(await reply.arrayBuffer());
            fetchedSources.push({
              url: source,
              status: reply.status,
              contentType: reply.headers.get('content-type'),
              bytes: bytes.length,
              startsWithPdf: bytes.subarray(0, 5).toString('latin1') === '%PDF-',
            });
          }
        }
      }
      jobs.push(job);
      json(response, 201, job);
      return;
    }
    const jobMatch = /^\/print-jobs\/(\d+)\/(status\/)?$/.exec(url.pathname);
    if (method === 'GET' && jobMatch) {
      const job = jobs.find((candidate) => candidate.id === Number(jobMatch[1]));
      if (!job) json(response, 404, { detail: 'Not found.' });
      else json(response, 200, jobMatch[2] ? job.status : job);
      return;
    }
    if (method === 'POST' && url.pathname === '/print-job-cost-calculations/') {
      const quantity = Number(payload.line_items?.[0]?.quantity ?? 1);
      const total = (6.5 * quantity + 4.99).toFixed(2);
      json(response, 201, {
        currency: 'USD',
        total_cost_excl_tax: total,
        total_tax: '0.00',
        total_cost_incl_tax: total,
        shipping_address: payload.shipping_address,
      });
      return;
    }
    if (method === 'POST' && url.pathname === '/shipping-options/') {
      json(response, 200, shippingOptionsFor(String(payload.shipping_address?.country ?? '')));
      return;
    }
    if (method === 'POST' && url.pathname === '/cover-dimensions/') {
      const spine = Number(payload.interior_page_count) / 444 + 0.06;
      json(response, 201, {
        width: ((2 * 6 + spine + 0.25) * 72).toFixed(3),
        height: (9.25 * 72).toFixed(3),
        unit: 'pt',
      });
      return;
    }
    const startCheck = /^\/validate-(interior|cover)\/$/.exec(url.pathname);
    if (method === 'POST' && startCheck) {
      const kind = startCheck[1]!;
      const statuses =
        (kind === 'interior' ? options.interiorStatuses : options.coverStatuses) ??
        (kind === 'interior' ? ['VALIDATING', 'VALIDATED'] : ['NORMALIZING', 'NORMALIZED']);
      const id = nextCheckId++;
      checks.set(`${kind}/${id}`, { reads: 0, statuses, source_url: payload.source_url });
      json(response, 201, {
        id,
        source_url: payload.source_url,
        page_count: null,
        errors: null,
        status: kind === 'interior' ? 'VALIDATING' : 'NORMALIZING',
      });
      return;
    }
    const readCheck = /^\/validate-(interior|cover)\/(\d+)\/$/.exec(url.pathname);
    if (method === 'GET' && readCheck) {
      const check = checks.get(`${readCheck[1]}/${readCheck[2]}`);
      if (!check) {
        json(response, 404, { detail: 'Not found.' });
        return;
      }
      const status = check.statuses[Math.min(check.reads, check.statuses.length - 1)]!;
      check.reads += 1;
      json(response, 200, {
        id: Number(readCheck[2]),
        source_url: check.source_url,
        page_count: 32,
        status,
        errors: status === 'ERROR' ? (options.validationErrors ?? ['Invalid PDF']) : null,
      });
      return;
    }
    json(response, 404, { detail: 'Not found.' });
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method, path, body });
      const index = faults.findIndex((entry) => entry.method === method && path.startsWith(entry.pathPrefix));
      const fault = index >= 0 ? faults.splice(index, 1)[0]!.fault : undefined;
      const answerFault = () =>
        json(
          response,
          fault!.status,
          { detail: 'Scripted failure' },
          fault!.retryAfter ? { 'Retry-After': fault!.retryAfter } : {},
        );
      if (fault && !fault.afterHandling) {
        answerFault();
        return;
      }
      // The real handler writes into a response that is thrown away when the answer is to be "lost".
      const target = fault
        ? ({ writeHead: () => undefined, end: () => answerFault() } as unknown as ServerResponse)
        : response;
      handle(request, target, body).catch((error: unknown) => json(response, 500, { detail: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    options,
    port,
    jobs,
    requests,
    tokensIssued: () => issued,
    fetchedSources,
    fail(method, pathPrefix, ...scripted) {
      for (const fault of scripted) faults.push({ method, pathPrefix, fault });
    },
    setJobStatus(id, name, tracking) {
      const job = jobs.find((candidate) => candidate.id === id);
      if (!job) throw new Error(`no print job ${id}`);
      job.status = { name, message: `Print-job is ${name}`, changed: new Date().toISOString() };
      for (const item of job.line_items) {
        item.status = {
          name,
          messages: tracking
            ? { tracking_id: tracking.trackingId, tracking_urls: tracking.urls, carrier_name: tracking.carrier }
            : {},
        };
        if (tracking) {
          item.tracking_id = tracking.trackingId;
          item.tracking_urls = tracking.urls;
        }
      }
      return job;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (yet): listened on and closed again. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
