import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { DELIVERY_API, DELIVERY_COUNTRY_CODES, shippingOptionsReplySchema } from '@storyloom/contracts/delivery';
import request from 'supertest';
import { ShippingOptionsService } from '../src/print/print.service.js';
import { podPackageId } from '../src/print/print.types.js';
import { startPrismLulu, type PrismLulu } from './support/lulu/prism-lulu.js';
import {
  capturingLogger,
  LULU_WITH_DEMO,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.js';

/** Thursday 3 December 2026, 10:00 UTC: every date below counts business days from it. */
const NOW = new Date('2026-12-03T10:00:00Z');
const clock = () => NOW;

describe.each(TEST_DATABASES)('step 5 shipping options (GET /api/shipping_options) without Lulu, on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, clock });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('dates each shipping method for the destination from the documented table, and tells which arrive by the need-by day', async () => {
    const { body } = await request(testApp.server)
      .get(DELIVERY_API.shippingOptions({ country: 'GB', need_by: '2026-12-18' }))
      .expect(200);
    expect(shippingOptionsReplySchema.parse(body)).toEqual({
      country: 'GB',
      need_by: '2026-12-18',
      options: [
        // MAIL, 8–14 business days
        {
          shipping_level: 'MAIL',
          earliest: '2026-12-15',
          latest: '2026-12-23',
          arrives_text: 'arrives Dec 15–23',
          in_time: 'maybe',
          in_time_text: 'May arrive after Dec 18',
        },
        // PRIORITY_MAIL (Expedited outside the US), 6–9 business days
        {
          shipping_level: 'GROUND_HD',
          earliest: '2026-12-11',
          latest: '2026-12-16',
          arrives_text: 'arrives Dec 11–16',
          in_time: 'in_time',
          in_time_text: 'Arrives by Dec 18',
        },
      ],
    });
  });

  it('leaves the verdict out without a need-by day, and differs by country', async () => {
    const { body } = await request(testApp.server)
      .get(DELIVERY_API.shippingOptions({ country: 'MX', state: 'CMX' }))
      .expect(200);
    expect(body.need_by).toBeNull();
    expect(
      body.options.map((option: { arrives_text: string; in_time: unknown }) => [option.arrives_text, option.in_time]),
    ).toEqual([
      ['arrives Dec 23–Jan 7', null],
      ['arrives Dec 15–22', null],
    ]);
  });

  it.each([
    ['an unknown country', { country: 'BR' }, 'country'],
    ['no country', {}, 'country'],
    ['a day that does not exist', { country: 'US', need_by: '2026-02-30' }, 'need_by'],
    ['a need-by day that is not a date', { country: 'US', need_by: 'soon' }, 'need_by'],
  ])('answers %s with 400 naming the field', async (_case, query, field) => {
    const response = await request(testApp.server).get('/api/shipping_options').query(query).expect(400);
    expect(response.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: field })],
    });
  });
});

describe("shipping levels with Lulu configured, against Lulu's published contract (Prism)", () => {
  let prism: PrismLulu;
  let testApp: TestApp;
  const logs = capturingLogger();

  beforeAll(async () => {
    prism = await startPrismLulu();
    testApp = await startTestApp({
      clock,
      logger: logs.logger,
      env: { ...LULU_WITH_DEMO, LULU_CLIENT_KEY: 'key', LULU_CLIENT_SECRET: 'secret', LULU_API_URL: prism.url },
    });
  }, 90_000);
  afterAll(async () => {
    await testApp?.close();
    await prism?.close();
  });
  afterEach(() => {
    expect(prism.violations()).toEqual([]);
  });

  // Prism answers the contract's example for every destination: one EXPRESS level, 6–8 business days. So every
  // choice ships EXPRESS (the only level offered), dated 6–8 days plus our own day: Lulu decided, not the table.
  it.each(DELIVERY_COUNTRY_CODES)(
    "%s: each choice ships with the cheapest level Lulu offers there, asked with a request Lulu's contract accepts",
    async (country) => {
      const shipping = testApp.app.get(ShippingOptionsService);
      const book = { podPackageId: podPackageId('softcover', 'cream'), pageCount: 160, quantity: 2 };
      const state = country === 'US' ? 'NY' : undefined;
      for (const choice of ['MAIL', 'GROUND_HD'] as const) {
        await expect(shipping.levelFor({ country, ...(state ? { state } : {}) }, choice, book)).resolves.toEqual({
          luluLevel: 'EXPRESS',
          businessDays: { min: 7, max: 9 },
          source: 'lulu',
        });
      }
    },
  );

  it("dates step 5's options from Lulu's answer", async () => {
    const { body } = await request(testApp.server)
      .get(DELIVERY_API.shippingOptions({ country: 'JP', state: '13', need_by: '2026-12-14' }))
      .expect(200);
    expect(body.options).toEqual([
      expect.objectContaining({ shipping_level: 'MAIL', arrives_text: 'arrives Dec 14–16', in_time: 'maybe' }),
      expect.objectContaining({ shipping_level: 'GROUND_HD', arrives_text: 'arrives Dec 14–16', in_time: 'maybe' }),
    ]);
    expect(prism.received('POST', '/shipping-options/')).toBeGreaterThanOrEqual(1);
  });
});

describe('shipping levels when Lulu cannot be asked', () => {
  it(
    "dates step 5's options from the documented table at once, and logs why",
    async () => {
      const logs = capturingLogger();
      // Nothing listens on port 9 (discard): every request is refused at once, and step 5 asks once, without backoff.
      const testApp = await startTestApp({
        clock,
        logger: logs.logger,
        env: {
          ...LULU_WITH_DEMO,
          LULU_CLIENT_KEY: 'key',
          LULU_CLIENT_SECRET: 'secret',
          LULU_API_URL: 'http://127.0.0.1:9',
        },
      });
      try {
        const { body } = await request(testApp.server)
          .get(DELIVERY_API.shippingOptions({ country: 'GB' }))
          .expect(200);
        expect(body.options.map((option: { arrives_text: string }) => option.arrives_text)).toEqual([
          'arrives Dec 15–23',
          'arrives Dec 11–16',
        ]);
        expect(logs.lines().map((line) => line.msg)).toContainEqual(
          expect.stringMatching(/shipping options for GB could not be read .*using the documented table/),
        );
      } finally {
        await testApp.close();
      }
    },
    START_TIMEOUT_MS,
  );
});
