import { LuluClient, type NewPrintJob } from '../src/print/lulu/lulu-client.js';
import {
  LuluFileInvalidException,
  LuluRequestRefusedException,
  LuluUnavailableException,
} from '../src/print/print.exception.js';
import {
  freePort,
  LOCAL_LULU_KEY,
  LOCAL_LULU_SECRET,
  startLocalLulu,
  type LocalLulu,
} from './support/lulu/local-lulu-server.js';

/**
 * The Lulu client when Lulu misbehaves (docs/product/print-fulfilment.md): down for a while, failing with 5xx,
 * rate limiting with 429, or losing its answer after creating the job. The order waits, retries and goes through
 * with exactly one print job. Against a small stateful Lulu of the test's own (support/lulu/local-lulu-server.ts);
 * the contract itself is checked against Prism in lulu-client-contract.spec.ts.
 */

const job = (externalId = 'f0d1c2b3-0000-4000-8000-000000000001'): NewPrintJob => ({
  externalId,
  title: 'The Egg',
  quantity: 2,
  podPackageId: '0600X0900.BW.STD.PB.060UC444.MXX',
  interiorUrl: 'https://storyloom.example/api/print-files/x/interior.pdf?expires=1&sig=a',
  coverUrl: 'https://storyloom.example/api/print-files/x/cover.pdf?expires=1&sig=b',
  shippingAddress: {
    name: 'Rosa Diaz',
    street1: '1 Main St',
    city: 'Springfield',
    state_code: 'US-IL',
    postcode: '62701',
    country_code: 'US',
    phone_number: '+12175550100',
    email: 'rosa@example.com',
  },
  shippingLevel: 'MAIL',
  contactEmail: 'hello@storyloom.example',
});

const client = (url: string, options: Partial<ConstructorParameters<typeof LuluClient>[0]> = {}) =>
  new LuluClient({
    apiUrl: url,
    clientKey: LOCAL_LULU_KEY,
    clientSecret: LOCAL_LULU_SECRET,
    baseDelayMs: 50,
    maxDelayMs: 2000,
    pollIntervalMs: 20,
    pollTimeoutMs: 2000,
    ...options,
  });

const posts = (lulu: LocalLulu, path: string) =>
  lulu.requests.filter((request) => request.method === 'POST' && request.path.startsWith(path)).length;

describe('Lulu client when Lulu fails for a while', () => {
  let lulu: LocalLulu | undefined;
  afterEach(async () => {
    await lulu?.close();
    lulu = undefined;
  });

  it('waits while Lulu refuses connections, then creates exactly one print job once it is back', async () => {
    const port = await freePort();
    // The client's clock is the test's: Lulu comes back during the client's first wait, which follows a refusal.
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 1) lulu = await startLocalLulu({ port });
    };
    const created = await client(`http://127.0.0.1:${port}`, { baseDelayMs: 100, attempts: 8, wait }).createPrintJob(
      job(),
    );
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(created.external_id).toBe(job().externalId);
    expect(lulu!.jobs).toHaveLength(1);
  });

  it('gives up with PRINT_PROVIDER_UNAVAILABLE when Lulu stays unreachable', async () => {
    const port = await freePort();
    await expect(
      client(`http://127.0.0.1:${port}`, { attempts: 3, baseDelayMs: 10 }).coverDimensions(
        '0600X0900.BW.STD.PB.060UC444.MXX',
        100,
      ),
    ).rejects.toMatchObject({
      code: 'PRINT_PROVIDER_UNAVAILABLE',
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('retries 500s; a job Lulu created before its answer was lost is found by external id, not created twice', async () => {
    lulu = await startLocalLulu();
    lulu.fail('POST', '/print-jobs/', { status: 500, afterHandling: true });
    lulu.fail('GET', '/print-jobs/?', { status: 502 });
    const created = await client(lulu.url).createPrintJob(job());
    expect(lulu.jobs).toHaveLength(1);
    expect(created.id).toBe(lulu.jobs[0]!.id);
    expect(posts(lulu, '/print-jobs/')).toBe(1);
  });

  it('honours Retry-After on a 429, then creates the job once', async () => {
    lulu = await startLocalLulu();
    lulu.fail('POST', '/print-jobs/', { status: 429, retryAfter: '1' });
    const started = Date.now();
    await client(lulu.url, { baseDelayMs: 10 }).createPrintJob(job());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(lulu.jobs).toHaveLength(1);
    expect(posts(lulu, '/print-jobs/')).toBe(2);
  });

  it('submitting the same order again answers the job Lulu already holds', async () => {
    lulu = await startLocalLulu();
    const lulu1 = client(lulu.url);
    const first = await lulu1.createPrintJob(job());
    const again = await client(lulu.url).createPrintJob(job());
    expect(again.id).toBe(first.id);
    expect(lulu.jobs).toHaveLength(1);
  });

  it('retries a failing token request, then keeps the token until it expires', async () => {
    lulu = await startLocalLulu({ tokenLifetime: 60 });
    lulu.fail('POST', '/auth/', { status: 503 });
    let now = 1_000_000;
    const lulu1 = client(lulu.url, { now: () => now, tokenMarginMs: 5000 });
    await lulu1.printJobStatus(await lulu1.createPrintJob(job()).then((created) => created.id));
    await lulu1.coverDimensions('0600X0900.BW.STD.PB.060UC444.MXX', 200);
    expect(lulu.tokensIssued()).toBe(1);
    now += 56_000; // within the margin before its 60 s are over
    await lulu1.coverDimensions('0600X0900.BW.STD.PB.060UC444.MXX', 200);
    expect(lulu.tokensIssued()).toBe(2);
  });

  it("does not retry a request Lulu refuses (4xx) and reports Lulu's answer", async () => {
    lulu = await startLocalLulu();
    const error = await client(lulu.url)
      .printJobStatus(999)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LuluRequestRefusedException);
    expect(error).toMatchObject({ httpStatus: 404, message: expect.stringContaining('Not found.') });
    expect(lulu.requests.filter((request) => request.path.startsWith('/print-jobs/999/'))).toHaveLength(1);
  });

  it('polls a file check to its end state', async () => {
    lulu = await startLocalLulu({
      interiorStatuses: ['VALIDATING', 'VALIDATING', 'VALIDATED'],
      coverStatuses: ['NORMALIZING', 'NORMALIZED'],
    });
    const lulu1 = client(lulu.url);
    await expect(lulu1.validateInterior('https://storyloom.example/i.pdf')).resolves.toMatchObject({
      status: 'VALIDATED',
    });
    await expect(
      lulu1.validateCover('https://storyloom.example/c.pdf', '0600X0900.BW.STD.PB.060UC444.MXX', 32),
    ).resolves.toMatchObject({ status: 'NORMALIZED' });
    expect(
      lulu.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/validate-interior/')),
    ).toHaveLength(3);
  });

  it("turns a file check that ends in ERROR into a typed error carrying Lulu's message", async () => {
    lulu = await startLocalLulu({
      coverStatuses: ['NORMALIZING', 'ERROR'],
      validationErrors: ['Cover width 900 pt does not match the expected 912.3 pt'],
    });
    const error = await client(lulu.url)
      .validateCover('https://storyloom.example/c.pdf', '0600X0900.BW.STD.PB.060UC444.MXX', 160)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LuluFileInvalidException);
    expect(error).toMatchObject({
      code: 'PRINT_FILE_INVALID',
      status: 422,
      message: 'Lulu refused the cover PDF: Cover width 900 pt does not match the expected 912.3 pt.',
    });
  });

  it('gives up on a check that never ends, with the status it was stuck in', async () => {
    lulu = await startLocalLulu({ interiorStatuses: ['VALIDATING'] });
    await expect(
      client(lulu.url, { pollTimeoutMs: 150 }).validateInterior('https://storyloom.example/i.pdf'),
    ).rejects.toMatchObject({
      code: 'PRINT_VALIDATION_TIMEOUT',
      details: { file: 'interior', status: 'VALIDATING' },
    });
  });

  it('keeps retrying 5xx only as often as configured', async () => {
    lulu = await startLocalLulu();
    lulu.fail('POST', '/cover-dimensions/', { status: 500 }, { status: 500 }, { status: 500 });
    await expect(
      client(lulu.url, { attempts: 3, baseDelayMs: 5 }).coverDimensions('0600X0900.BW.STD.PB.060UC444.MXX', 100),
    ).rejects.toBeInstanceOf(LuluUnavailableException);
    expect(posts(lulu, '/cover-dimensions/')).toBe(3);
  });
});
