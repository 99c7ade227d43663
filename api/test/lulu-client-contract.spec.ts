import { LuluClient } from '../src/print/lulu/lulu-client.js';
import { podPackageId } from '../src/print/print.types.js';
import { startPrismLulu, type PrismLulu } from './support/lulu/prism-lulu.js';

/**
 * The Lulu client against Lulu's own published contract, served by Prism (support/lulu/prism-lulu.ts): every request
 * the client sends must be one the document accepts (Prism refuses it otherwise, and any request violation it logs
 * fails the test). Prism keeps no state and always answers the document's examples, so what Lulu
 * does over time (checks that end, jobs created once, failures) is tested in lulu-client-faults.spec.ts.
 */

const address = {
  name: 'Rosa Diaz',
  street1: '1 Main St',
  city: 'Springfield',
  state_code: 'IL',
  postcode: '62701',
  country_code: 'US',
  phone_number: '+12175550100',
  email: 'rosa@example.com',
};
const cream = podPackageId('softcover', 'cream');

describe("Lulu client against Lulu's published contract (Prism)", () => {
  let prism: PrismLulu;
  let lulu: LuluClient;

  beforeAll(async () => {
    prism = await startPrismLulu();
  }, 90_000);
  afterAll(async () => {
    await prism?.close();
  });
  beforeEach(() => {
    lulu = new LuluClient({
      apiUrl: prism.url,
      clientKey: 'key',
      clientSecret: 'secret',
      pollIntervalMs: 50,
      pollTimeoutMs: 1500,
      attempts: 1,
    });
  });
  afterEach(() => {
    expect(prism.violations()).toEqual([]);
  });

  it('builds the dotted pod_package_id from binding and paper colour', () => {
    expect(cream).toBe('0600X0900.BW.STD.PB.060UC444.MXX');
    expect(podPackageId('softcover', 'white')).toBe('0600X0900.BW.STD.PB.060UW444.MXX');
    expect(podPackageId('hardcover', 'cream')).toBe('0600X0900.BW.STD.CW.060UC444.MXX');
    expect(podPackageId('hardcover', 'white')).toBe('0600X0900.BW.STD.CW.060UW444.MXX');
  });

  it('gets a token with the client credentials and reuses it', async () => {
    const before = prism.received('POST', '/auth/realms/glasstree/protocol/openid-connect/token');
    expect(await lulu.accessToken()).toBe('eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIiwia2lkI');
    await lulu.coverDimensions(cream, 210);
    await lulu.accessToken();
    expect(prism.received('POST', '/auth/realms/glasstree/protocol/openid-connect/token') - before).toBe(1);
  });

  it('asks for the cover dimensions of the real page count', async () => {
    await expect(lulu.coverDimensions(cream, 210)).resolves.toEqual({ width: 920, height: 666, unit: 'pt' });
  });

  it('starts the interior and cover checks with requests the contract accepts, and polls them', async () => {
    // Prism's example is still VALIDATING / NORMALIZING on every read: the client keeps asking until its limit.
    await expect(
      lulu.validateInterior('https://storyloom.example/api/print-files/a/interior.pdf?expires=1&sig=x', cream),
    ).rejects.toMatchObject({
      code: 'PRINT_VALIDATION_TIMEOUT',
      details: { file: 'interior', status: 'VALIDATING' },
    });
    await expect(
      lulu.validateCover('https://storyloom.example/api/print-files/a/cover.pdf?expires=1&sig=y', cream, 210),
    ).rejects.toMatchObject({
      code: 'PRINT_VALIDATION_TIMEOUT',
      details: { file: 'cover', status: 'NORMALIZING' },
    });
    expect(prism.received('GET', '/validate-interior/1/')).toBeGreaterThanOrEqual(2);
    expect(prism.received('GET', '/validate-cover/1/')).toBeGreaterThanOrEqual(2);
  });

  it('calculates what Lulu charges for printing and shipping', async () => {
    const cost = await lulu.costCalculation({
      podPackageId: cream,
      pageCount: 160,
      quantity: 2,
      shippingAddress: address,
      shippingLevel: 'GROUND_HD',
    });
    expect(cost).toMatchObject({
      currency: 'USD',
      total_cost_excl_tax: expect.stringMatching(/^\d+\.\d{2}$/),
      total_cost_incl_tax: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('creates a print job (after looking for one with the same external id) and reads its status', async () => {
    const job = await lulu.createPrintJob({
      externalId: '6f1c2b3a-0000-4000-8000-000000000042',
      title: 'The Egg',
      quantity: 2,
      podPackageId: cream,
      interiorUrl: 'https://storyloom.example/api/print-files/a/interior.pdf?expires=1&sig=x',
      coverUrl: 'https://storyloom.example/api/print-files/a/cover.pdf?expires=1&sig=y',
      shippingAddress: address,
      shippingLevel: 'MAIL',
      contactEmail: 'hello@storyloom.example',
    });
    expect(job).toMatchObject({ id: 1, status: { name: 'CREATED' } });
    expect(prism.received('GET', '/print-jobs/')).toBe(1);
    expect(prism.received('POST', '/print-jobs/')).toBe(1);
    await expect(lulu.printJobStatus(job.id)).resolves.toMatchObject({ name: 'CREATED' });
  });

  it('really validates: a request that breaks the contract is refused and logged', async () => {
    const response = await fetch(`${prism.url}/cover-dimensions/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await lulu.accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pod_package_id: cream }),
    });
    expect([400, 422]).toContain(response.status);
    expect(prism.violations()).toEqual([expect.stringContaining("must have required property 'interior_page_count'")]);
    prism.forgetViolations();
  });
});
