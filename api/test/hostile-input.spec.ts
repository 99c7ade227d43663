import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { gbOrder, visitorWithBook } from './support/delivery-visitor.js';
import {
  CASE_CLASSES,
  gzipBomb,
  pngHeaderBomb,
  type CaseContext,
  type HostileRequest,
} from './support/hostile-cases.js';
import { documentedEndpoints, routeKey, UNDOCUMENTED_ENDPOINTS, type Endpoint } from './support/hostile-endpoints.js';
import {
  LOCAL_LULU_KEY,
  LOCAL_LULU_SECRET,
  signLuluWebhook,
  startLocalLulu,
  type LocalLulu,
} from './support/lulu/local-lulu-server.js';
import { StripeServer, TEST_WEBHOOK_SECRET } from './support/stripe-server.js';
import { LULU_WITH_DEMO, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/**
 * Issue 23, "Safe to go live": every case class of hostile input (malformed bodies, wrong types, NUL, lone
 * surrogates, deep JSON, huge bodies, bombs, wrong content types, path tricks, broken multipart) sent to every
 * endpoint the OpenAPI document lists plus the undocumented ones gets a 4xx JSON answer `{ error, message }`,
 * never a 5xx, and leaves the visitor's draft and every order exactly as they were. One app for the whole suite.
 */

const OPERATOR_TOKEN = 'hostile-input-operator-token-0123456789';
/** Low, so "over the limit" costs little to send to every endpoint. */
const BODY_LIMIT_KB = 256;

type Agent = ReturnType<typeof request.agent>;
type Reply = { status: number; headers: Record<string, string | string[]>; body: unknown };

/** What is wrong with an answer to hostile input, or undefined when it is a 4xx JSON `{ error, message }`. */
function problemOf(reply: Reply): string | undefined {
  if (reply.status < 400 || reply.status > 499) return `status ${reply.status}`;
  if (!/^application\/json/.test(String(reply.headers['content-type'] ?? '')))
    return `${reply.status} as ${reply.headers['content-type'] ?? 'no content type'}`;
  const body = reply.body as { error?: unknown; message?: unknown } | null;
  if (typeof body?.error !== 'string' || typeof body.message !== 'string')
    return `${reply.status} without { error, message }`;
  // A refused request creates no visitor and logs nobody out (common/error-reply.ts).
  if (reply.headers['set-cookie']) return `${reply.status} setting ${String(reply.headers['set-cookie']).slice(0, 60)}`;
  return undefined;
}

describe.each(TEST_DATABASES)('hostile input on %s', (database) => {
  let lulu: LocalLulu;
  let testApp: TestApp;
  let visitor: Agent;
  let endpoints: Endpoint[];
  let context: CaseContext;

  beforeAll(async () => {
    lulu = await startLocalLulu();
    testApp = await startTestApp({
      database,
      // Webhooks, operator routes and the Lulu test order configured, so hostile input reaches their handlers.
      env: {
        ...LULU_WITH_DEMO,
        BODY_LIMIT: `${BODY_LIMIT_KB}kb`,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        LULU_CLIENT_KEY: LOCAL_LULU_KEY,
        LULU_CLIENT_SECRET: LOCAL_LULU_SECRET,
        LULU_API_URL: lulu.url,
        OPERATOR_TOKEN,
      },
    });
    // A visitor with a whole book and an order waiting at the test checkout: what hostile input must not touch.
    visitor = await visitorWithBook(testApp);
    await visitor.post('/api/store_order_details').send(gbOrder()).expect(200);
    const checkout = await visitor
      .post('/api/create-checkout-payment_intent')
      .send({ item_type: 'hardcover_medium', quantity: 1, shipping_level: 'MAIL' })
      .expect(200);
    const [order] = await testApp.db.query<{ id: string }>('SELECT id FROM orders WHERE checkout_session_id = $1', [
      checkout.body.session_id,
    ]);
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    endpoints = [...documentedEndpoints(document), ...UNDOCUMENTED_ENDPOINTS];
    context = {
      params: {
        sessionId: checkout.body.session_id,
        id: order!.id,
        orderId: order!.id,
        order: order!.id,
        number: '1',
        file: 'interior',
        slug: 'the-lantern',
        fingerprint: 'f',
        page: '1',
      },
      bodyLimitBytes: BODY_LIMIT_KB * 1024,
      gzipBomb: await gzipBomb(),
      pixelBomb: pngHeaderBomb(),
      signWebhook: (path, body): Record<string, string> =>
        path.endsWith('/stripe')
          ? { 'Stripe-Signature': StripeServer.sign(body) }
          : { 'Lulu-HMAC-SHA256': signLuluWebhook(body) },
    };
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    await lulu?.close();
  });

  /** Every draft, order and payment event: what a refused request must leave as it was. */
  const snapshot = async () => ({
    drafts: await testApp.db.query('SELECT visitor_id, data FROM drafts ORDER BY visitor_id'),
    orders: await testApp.db.query('SELECT * FROM orders ORDER BY id'),
    paymentEvents: await testApp.db.query('SELECT * FROM payment_events ORDER BY id'),
  });

  async function send(endpoint: Endpoint, hostile: HostileRequest): Promise<Reply | string> {
    let call = visitor[endpoint.method](hostile.url).set(hostile.headers);
    if (endpoint.operator) call = call.set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
    // As is: superagent would otherwise turn a Buffer sent as JSON into `{"type":"Buffer","data":[…]}`.
    if (hostile.body !== undefined) call = call.serialize((body: unknown) => body as string).send(hostile.body);
    try {
      const response = await call.ok(() => true);
      return {
        status: response.status,
        headers: response.headers as Record<string, string | string[]>,
        body: response.body as unknown,
      };
    } catch (error) {
      return `no answer (${(error as Error).message})`;
    }
  }

  it('derives the endpoints from the served OpenAPI document and covers every route the app serves', async () => {
    const covered = new Set(endpoints.map(routeKey));
    expect(covered).toEqual(expect.objectContaining({ size: endpoints.length }));
    for (const upload of [
      'POST /api/store_step4',
      'POST /api/generate_cover',
      'POST /api/covertest',
      'POST /api/test_lulu_order',
    ]) {
      expect(endpoints.find((endpoint) => routeKey(endpoint) === upload)).toMatchObject({
        body: 'multipart',
        fileField: expect.any(String),
      });
    }
    expect(endpoints.find((endpoint) => routeKey(endpoint) === 'GET /api/orders/:id/production')).toMatchObject({
      query: ['token'],
    });
    // Express's own routes: a route registered for every method (Nest's `all`, e.g. /get_book_size) counts once.
    const router = (
      testApp.app.getHttpAdapter().getInstance() as {
        router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
      }
    ).router;
    const coveredPaths = new Set([...covered].map((key) => key.split(' ')[1]));
    // Nest mounts a middleware bound to every route (accounts' AccountDraftMiddleware, `forRoutes('*path')`) as routes
    // of its own on the prefix: they answer nothing themselves, so they are not endpoints.
    const middlewareMounts = new Set(['/api', '/api/*path']);
    const served = router.stack.flatMap(({ route }) => {
      if (!route || middlewareMounts.has(route.path)) return [];
      const methods = Object.keys(route.methods).map((method) => method.toUpperCase());
      return methods.length > 10
        ? coveredPaths.has(route.path)
          ? []
          : [`ALL ${route.path}`]
        : methods.map((method) => `${method} ${route.path}`);
    });
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
  });

  describe.each([
    // store_step4 and generate_cover answer in the spec's `success` shape: the code in `code`, the sentence in `error` too.
    ['/api/store_step4', 'image', { success: false, code: 'COVER_UPLOAD_MALFORMED' }],
    ['/api/generate_cover', 'images[]', { success: false, code: 'COVER_UPLOAD_MALFORMED' }],
    ['/api/covertest', 'images[]', { error: 'COVER_UPLOAD_MALFORMED' }],
    ['/api/test_lulu_order', 'interior_pdf', { error: 'TEST_ORDER_FILE_REFUSED' }],
  ])('POST %s with a form multer cannot read', (path, field, refusal) => {
    const form = (body: string) =>
      visitor
        .post(path)
        .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
        .set('Content-Type', 'multipart/form-data; boundary=XX')
        .serialize((body: unknown) => body as string)
        .send(body);
    it.each([
      ['garbage', 'garbage', 'Unexpected end of form'],
      [
        'a truncated part',
        `--XX\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
        'Unexpected end of form',
      ],
      [
        'a NUL in a filename',
        `--XX\r\nContent-Disposition: form-data; name="${field}"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--XX--\r\n`,
        'Malformed part header',
      ],
    ])('%s: 400 JSON naming the problem, nothing stored', async (_what, body, problem) => {
      const before = await snapshot();
      const response = await form(body).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ ...refusal, message: `The upload form could not be read: ${problem}.` });
      expect(await snapshot()).toEqual(before);
    });
  });

  it('a repeated ?token on the production status is a 400 naming it, not silently dropped', async () => {
    const orderId = context.params.id!;
    const response = await visitor.get(`/api/orders/${orderId}/production?token=a&token=b`).expect(400);
    expect(response.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^query: .*string/),
    });
    await visitor.get(`/api/orders/${orderId}/production`).expect(200);
  });

  it('refusals of the operator PDF route are JSON, not labelled application/pdf', async () => {
    const operator = (path: string) => visitor.get(path).set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
    const unknown = await operator('/api/operator/orders/not-an-order/files/interior.pdf').expect(404);
    const badFile = await operator(`/api/operator/orders/${context.params.id}/files/secrets.pdf`).expect(400);
    for (const response of [unknown, badFile]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it.each(CASE_CLASSES.map((caseClass) => [caseClass.name, caseClass] as const))(
    '%s: a 4xx JSON answer from every endpoint, nothing changed',
    async (_name, caseClass) => {
      let before = await snapshot();
      const failures: string[] = [];
      let sent = 0;
      for (const endpoint of endpoints) {
        for (const hostile of caseClass.requests(endpoint, context)) {
          sent += 1;
          const reply = await send(endpoint, hostile);
          const problem = typeof reply === 'string' ? reply : problemOf(reply);
          if (problem)
            failures.push(
              `${routeKey(endpoint)} with ${hostile.what}: ${problem} ${typeof reply === 'string' ? '' : JSON.stringify(reply.body).slice(0, 160)}`,
            );
          const after = await snapshot();
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            const changed = (['drafts', 'orders', 'paymentEvents'] as const).filter(
              (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
            );
            failures.push(`${routeKey(endpoint)} with ${hostile.what}: changed ${changed.join(', ')}`);
            before = after;
          }
        }
      }
      expect(sent).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
