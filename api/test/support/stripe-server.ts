import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

/**
 * A local server speaking the part of Stripe's API Storyloom calls: Checkout Session create
 * (`POST /v1/checkout/sessions`, form-encoded the way the SDK sends it, honouring `Idempotency-Key`) and retrieve
 * (`GET /v1/checkout/sessions/:id`). The real `stripe` SDK reaches it through STRIPE_API_URL (its host, port and
 * protocol options). No stripe-mock exists in the registry, so the tests bring their own.
 *
 * It computes `amount_total` from the line items and the shipping rate as Stripe does, so a test can check that
 * the page's total is the order's. Webhook events for a session are built by `event()` and signed by `sign()`
 * with the SDK's own `generateTestHeaderString`.
 */

export const TEST_STRIPE_SECRET_KEY = 'sk_test_storyloom_local';
export const TEST_WEBHOOK_SECRET = 'whsec_storyloom_local_test_secret';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body, parsed the way Stripe reads it (nested keys, arrays). */
  params: Record<string, unknown>;
}

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}

export interface StripeSessionJson {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items: Array<{ name: string; quantity: number; unit_amount: number; currency: string }>;
  shipping_cost: { amount_total: number; display_name: string } | null;
}

const number = (value: FormValue | undefined): number => Number(value ?? 0);
const asObject = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const asList = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];

export class StripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly sessions = new Map<string, StripeSessionJson>();
  private readonly byIdempotencyKey = new Map<string, StripeSessionJson>();
  private failNext: { status: number; message: string } | undefined;
  private counter = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<StripeServer> {
    const server = createServer();
    const stripe = new StripeServer(server);
    server.on('request', (request, response) => void stripe.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return stripe;
  }

  /** STRIPE_API_URL for the app. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next API call is answered with this error (Stripe's error body). */
  failNextRequest(status: number, message: string): void {
    this.failNext = { status, message };
  }

  /** The session the app created last. */
  lastSession(): StripeSessionJson {
    const sessions = [...this.sessions.values()];
    if (sessions.length === 0) throw new Error('no checkout session was created');
    return sessions.at(-1)!;
  }

  /** A webhook event for `session`, as Stripe sends it (`data.object` is the session, changed by `changes`). */
  event(
    type: string,
    session: StripeSessionJson,
    changes: Partial<StripeSessionJson> = {},
    id = `evt_${++this.counter}_${Date.now()}`,
  ): string {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...session, ...changes } },
    });
  }

  /** The Stripe-Signature header for `payload`, made by the SDK itself. */
  static sign(payload: string, secret = TEST_WEBHOOK_SECRET, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  }

  reset(): void {
    this.requests.length = 0;
    this.failNext = undefined;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://stripe.local').pathname;
    const params = qs.parse(Buffer.concat(chunks).toString('utf8'), { depth: 10, arrayLimit: 100 }) as FormObject;
    this.requests.push({ method: request.method ?? '', path, headers: request.headers, params });

    if (request.headers.authorization !== `Bearer ${TEST_STRIPE_SECRET_KEY}`) {
      this.send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (this.failNext) {
      const { status, message } = this.failNext;
      this.failNext = undefined;
      this.send(response, status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message } });
      return;
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const replayed = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
      const session = replayed ?? this.createSession(params);
      if (typeof key === 'string') this.byIdempotencyKey.set(key, session);
      this.send(response, 200, session, replayed ? { 'Idempotent-Replayed': 'true' } : {});
      return;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      if (session) this.send(response, 200, session);
      else
        this.send(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
        });
      return;
    }
    this.send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
    });
  }

  private createSession(params: FormObject): StripeSessionJson {
    if (params.mode !== 'payment') throw new Error(`unexpected mode ${String(params.mode)}`);
    const lineItems = asList(params.line_items).map((entry) => {
      const item = asObject(entry);
      const priceData = asObject(item.price_data);
      return {
        name: String(asObject(priceData.product_data).name),
        quantity: number(item.quantity),
        unit_amount: number(priceData.unit_amount),
        currency: String(priceData.currency),
      };
    });
    const rate = asObject(asObject(asList(params.shipping_options)[0]).shipping_rate_data);
    const shipping = rate.fixed_amount
      ? { amount_total: number(asObject(rate.fixed_amount).amount), display_name: String(rate.display_name) }
      : null;
    const subtotal = lineItems.reduce((sum, item) => sum + item.quantity * item.unit_amount, 0);
    const id = `cs_test_${++this.counter}${Math.random().toString(36).slice(2, 10)}`;
    const session: StripeSessionJson = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal + (shipping?.amount_total ?? 0),
      currency: lineItems[0]?.currency ?? 'usd',
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      metadata: asObject(params.metadata) as Record<string, string>,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      payment_intent: null,
      line_items: lineItems,
      shipping_cost: shipping,
    };
    this.sessions.set(id, session);
    return session;
  }

  private send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.counter}`, ...headers });
    response.end(JSON.stringify(body));
  }
}
