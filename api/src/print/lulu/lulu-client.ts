import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';
import {
  LuluFileInvalidException,
  LuluReplyUnreadableException,
  LuluRequestRefusedException,
  LuluUnavailableException,
  LuluValidationTimeoutException,
} from '../print.exception.js';
import {
  costCalculationSchema,
  coverDimensionsReplySchema,
  fileValidationReplySchema,
  printJobListSchema,
  printJobSchema,
  printJobStatusSchema,
  shippingOptionListSchema,
  tokenReplySchema,
  type CostCalculation,
  type CoverDimensions,
  type FileValidation,
  type LuluShippingOption,
  type PrintJob,
  type PrintJobStatus,
} from './lulu.schemas.js';

/**
 * The token endpoint, on the API's own host (Lulu's contract, "Generate a Token"): a Keycloak realm's
 * client-credentials grant, with the key and secret as HTTP Basic credentials.
 */
export const LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

export type ShippingLevel = 'MAIL' | 'PRIORITY_MAIL' | 'GROUND_HD' | 'GROUND_BUS' | 'GROUND' | 'EXPEDITED' | 'EXPRESS';

/** The shipping address as Lulu's print jobs take it (phone and e-mail are required by its carriers). */
export interface LuluShippingAddress {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  state_code?: string;
  postcode: string;
  country_code: string;
  phone_number: string;
  email: string;
}

export interface NewPrintJob {
  /** Our order id: Lulu keeps it, and it is how a job already created for the order is found again. */
  externalId: string;
  title: string;
  quantity: number;
  podPackageId: string;
  interiorUrl: string;
  coverUrl: string;
  shippingAddress: LuluShippingAddress;
  shippingLevel: ShippingLevel;
  contactEmail: string;
}

export interface LuluClientOptions {
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
  /** Attempts per request, the first included, for connection failures, 5xx and 429. */
  attempts?: number;
  /** First backoff; doubled each retry (with jitter), never above maxDelayMs. A Retry-After header wins. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** File checks: how often we ask, and for how long before giving up with LuluValidationTimeoutException. */
  pollIntervalMs?: number;
  pollTimeoutMs?: number;
  /** Per request. */
  timeoutMs?: number;
  /** A token is renewed this long before Lulu says it expires, so no request goes out with a dying token. */
  tokenMarginMs?: number;
  now?: () => number;
  /** How the client waits between attempts and file checks: real time, unless a test drives it (its clock). */
  wait?: (ms: number) => Promise<unknown>;
}

const DEFAULTS = {
  attempts: 6,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  pollIntervalMs: 5000,
  pollTimeoutMs: 10 * 60_000,
  timeoutMs: 30_000,
  tokenMarginMs: 30_000,
};

/** Final states of Lulu's asynchronous file checks (its contract, "Validate files"). */
const VALIDATION_DONE = new Set(['VALIDATED', 'NORMALIZED']);

class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Lulu's Print API (https://api.lulu.com, sandbox https://api.sandbox.lulu.com), as its published OpenAPI document
 * describes it. Plain `fetch` with zod-checked answers: Lulu publishes no JavaScript SDK, and the document (with a
 * duplicate path key) trips code generators. Every request carries a cached OAuth token; connection failures, 5xx
 * and 429 are retried with exponential backoff (Retry-After honoured); 4xx are refused at once.
 */
export class LuluClient {
  private readonly options: Required<Omit<LuluClientOptions, 'now' | 'wait'>> & {
    now: () => number;
    wait: (ms: number) => Promise<unknown>;
  };
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(options: LuluClientOptions) {
    this.options = { ...DEFAULTS, now: Date.now, wait: delay, ...options, apiUrl: options.apiUrl.replace(/\/+$/, '') };
  }

  /** A valid access token: the cached one until shortly before it expires, else a new one (one request at a time). */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.options.now()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { clientKey, clientSecret } = this.options;
    const reply = await this.send('the token request', tokenReplySchema, () => ({
      url: `${this.options.apiUrl}${LULU_TOKEN_PATH}`,
      init: {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${clientKey}:${clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      },
    }));
    // Lulu says "a few minutes"; without expires_in we keep it one minute.
    const lifetimeMs = (reply.expires_in ?? 60) * 1000;
    this.token = {
      value: reply.access_token,
      expiresAt: this.options.now() + Math.max(0, lifetimeMs - this.options.tokenMarginMs),
    };
    return reply.access_token;
  }

  /** The cover's full wrap size for this product and page count, in points. */
  coverDimensions(podPackageId: string, interiorPageCount: number): Promise<CoverDimensions> {
    return this.call('the cover dimensions', coverDimensionsReplySchema, 'POST', '/cover-dimensions/', {
      pod_package_id: podPackageId,
      interior_page_count: interiorPageCount,
      unit: 'pt',
    });
  }

  /** Starts Lulu's interior check and polls it to its end: answers the final check, or throws LuluFileInvalidException. */
  async validateInterior(sourceUrl: string, podPackageId?: string): Promise<FileValidation> {
    const started = await this.call('the interior check', fileValidationReplySchema, 'POST', '/validate-interior/', {
      source_url: sourceUrl,
      ...(podPackageId ? { pod_package_id: podPackageId } : {}),
    });
    return this.pollValidation('interior', started, (id) => `/validate-interior/${id}/`);
  }

  async validateCover(sourceUrl: string, podPackageId: string, interiorPageCount: number): Promise<FileValidation> {
    const started = await this.call('the cover check', fileValidationReplySchema, 'POST', '/validate-cover/', {
      source_url: sourceUrl,
      pod_package_id: podPackageId,
      interior_page_count: interiorPageCount,
    });
    return this.pollValidation('cover', started, (id) => `/validate-cover/${id}/`);
  }

  private async pollValidation(
    file: 'interior' | 'cover',
    first: FileValidation,
    path: (id: number) => string,
  ): Promise<FileValidation> {
    const deadline = this.options.now() + this.options.pollTimeoutMs;
    let check = first;
    for (;;) {
      if (check.status === 'ERROR') throw new LuluFileInvalidException(file, check.errors ?? []);
      if (check.status && VALIDATION_DONE.has(check.status)) return check;
      if (this.options.now() + this.options.pollIntervalMs > deadline) {
        throw new LuluValidationTimeoutException(file, check.status, Math.round(this.options.pollTimeoutMs / 1000));
      }
      await this.options.wait(this.options.pollIntervalMs);
      check = await this.call(`the ${file} check`, fileValidationReplySchema, 'GET', path(check.id));
    }
  }

  /** What Lulu will charge for printing and shipping these books (the margin per order is what we charged minus this). */
  costCalculation(input: {
    podPackageId: string;
    pageCount: number;
    quantity: number;
    shippingAddress: LuluShippingAddress;
    shippingLevel: ShippingLevel;
  }): Promise<CostCalculation> {
    const { email: _email, ...address } = input.shippingAddress;
    return this.call('the cost calculation', costCalculationSchema, 'POST', '/print-job-cost-calculations/', {
      line_items: [{ pod_package_id: input.podPackageId, page_count: input.pageCount, quantity: input.quantity }],
      shipping_address: address,
      shipping_option: input.shippingLevel,
    });
  }

  /** The shipping levels Lulu offers for this destination and book, with their costs and delivery estimates. */
  shippingOptions(input: {
    countryCode: string;
    stateCode?: string;
    podPackageId: string;
    pageCount: number;
    quantity: number;
  }): Promise<LuluShippingOption[]> {
    return this.call('the shipping options', shippingOptionListSchema, 'POST', '/shipping-options/', {
      currency: 'USD',
      line_items: [{ pod_package_id: input.podPackageId, page_count: input.pageCount, quantity: input.quantity }],
      // Lulu's examples name the state `state_code` (its schema says `state`): it asks for one in AU, CA, ES, IT, JP, MX, US.
      shipping_address: { country: input.countryCode, ...(input.stateCode ? { state_code: input.stateCode } : {}) },
    });
  }

  /** The print job Lulu holds for this external id (our order id), if any. */
  async findPrintJob(externalId: string): Promise<PrintJob | undefined> {
    const query = new URLSearchParams({ search: externalId, exclude_line_items: 'false' });
    const list = await this.call('the print job search', printJobListSchema, 'GET', `/print-jobs/?${query.toString()}`);
    // `search` matches several fields loosely; only an exact external id is ours.
    return list.results.find((job) => job.external_id === externalId);
  }

  /**
   * Creates the print job for the order, once: before each attempt Lulu is asked whether it already holds a job
   * with this external id (a crash after Lulu took it, an answer lost to a timeout or a 5xx after the job was made,
   * the same order submitted again), and that job is answered instead of creating a second one.
   */
  async createPrintJob(job: NewPrintJob): Promise<PrintJob> {
    const body = {
      external_id: job.externalId,
      contact_email: job.contactEmail,
      shipping_level: job.shippingLevel,
      shipping_address: job.shippingAddress,
      line_items: [
        {
          external_id: job.externalId,
          title: job.title,
          quantity: job.quantity,
          printable_normalization: {
            pod_package_id: job.podPackageId,
            interior: { source_url: job.interiorUrl },
            cover: { source_url: job.coverUrl },
          },
        },
      ],
    };
    let lastFailure: unknown;
    for (let attempt = 1; attempt <= this.options.attempts; attempt += 1) {
      const existing = await this.findPrintJob(job.externalId);
      if (existing) return existing;
      try {
        return await this.call('the print job', printJobSchema, 'POST', '/print-jobs/', body, { attempts: 1 });
      } catch (error) {
        if (!(error instanceof LuluUnavailableException)) throw error;
        lastFailure = error;
        if (attempt < this.options.attempts)
          await this.options.wait(this.backoff(attempt, (error.cause as RetryableFailure | undefined)?.retryAfterMs));
      }
    }
    throw lastFailure;
  }

  printJob(id: number | string): Promise<PrintJob> {
    return this.call('the print job', printJobSchema, 'GET', `/print-jobs/${encodeURIComponent(String(id))}/`);
  }

  printJobStatus(id: number | string): Promise<PrintJobStatus> {
    return this.call(
      'the print job status',
      printJobStatusSchema,
      'GET',
      `/print-jobs/${encodeURIComponent(String(id))}/status/`,
    );
  }

  private async call<S extends z.ZodTypeAny>(
    what: string,
    schema: S,
    method: string,
    path: string,
    body?: unknown,
    override: { attempts?: number } = {},
  ): Promise<z.infer<S>> {
    let refreshedToken = false;
    for (;;) {
      const token = await this.accessToken();
      try {
        return await this.send(
          what,
          schema,
          () => ({
            url: `${this.options.apiUrl}${path}`,
            init: {
              method,
              headers: {
                Authorization: `Bearer ${token}`,
                Accept: 'application/json',
                ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
              },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            },
          }),
          override.attempts,
        );
      } catch (error) {
        // A token Lulu revoked or expired early: one fresh token, one more try.
        if (error instanceof LuluRequestRefusedException && error.httpStatus === 401 && !refreshedToken) {
          refreshedToken = true;
          this.token = undefined;
          continue;
        }
        throw error;
      }
    }
  }

  /** One request with retries; answers the parsed JSON of a 2xx. */
  private async send<S extends z.ZodTypeAny>(
    what: string,
    schema: S,
    request: () => { url: string; init: RequestInit },
    attempts = this.options.attempts,
  ): Promise<z.infer<S>> {
    let last: RetryableFailure | undefined;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (last) await this.options.wait(this.backoff(attempt - 1, last.retryAfterMs));
      const { url, init } = request();
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
      } catch (error) {
        last = new RetryableFailure(`${what}: ${describeNetworkError(error)}`, undefined, { cause: error });
        continue;
      }
      const text = await response.text();
      if (response.status === 429 || response.status >= 500) {
        last = new RetryableFailure(
          `${what}: HTTP ${response.status}`,
          retryAfterMs(response.headers.get('retry-after'), this.options.now()),
        );
        continue;
      }
      const json = parseJson(text);
      if (!response.ok) throw new LuluRequestRefusedException(what, response.status, json ?? text);
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new LuluReplyUnreadableException(what, parsed.error);
      return parsed.data;
    }
    throw new LuluUnavailableException(last?.message ?? what, { cause: last });
  }

  private backoff(retry: number, retryAfter: number | undefined): number {
    if (retryAfter !== undefined) return Math.min(retryAfter, this.options.maxDelayMs);
    const exponential = this.options.baseDelayMs * 2 ** (retry - 1);
    return Math.min(this.options.maxDelayMs, exponential * (0.75 + Math.random() * 0.5));
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After as seconds or as an HTTP date. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}
