import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { gbOrder, visitorWithBook } from './support/delivery-visitor.js';
import { StripeServer, TEST_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } from './support/stripe-server.js';
import { STRIPE_WITH_DEMO, START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/**
 * The figures of docs/product/constants-and-prices.md, written out here on purpose (not imported from the
 * contract), so a wrong constant fails this table instead of moving with it.
 */
const BASE = { softcover: 3999, hardcover: 4999 } as const;
const EXTRA_COPY = { softcover: 3299, hardcover: 4299 } as const;
const SIZES = { small: 0, medium: 300, big: 500 } as const;
const SHIPPING = { MAIL: 0, GROUND_HD: 1499 } as const;

/** The banner: 'Orders over $150 ship free. No code needed.' */
const FREE_SHIPPING_OVER = 15000;

const formula = (
  binding: keyof typeof BASE,
  size: keyof typeof SIZES,
  extraCopies: number,
  shipping: keyof typeof SHIPPING,
) => {
  const books = BASE[binding] + SIZES[size] + extraCopies * (EXTRA_COPY[binding] + SIZES[size]);
  return books + (books > FREE_SHIPPING_OVER ? 0 : SHIPPING[shipping]);
};

describe.each(TEST_DATABASES)(
  'the price Stripe charges, for every format, size, shipping and 0 to 3 extra copies, on %s',
  (database) => {
    let stripe: StripeServer;
    let testApp: TestApp;
    beforeAll(async () => {
      stripe = await StripeServer.start();
      testApp = await startTestApp({
        database,
        imports: [DraftProbeModule],
        env: {
          ...STRIPE_WITH_DEMO,
          STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
          STRIPE_API_URL: stripe.url,
        },
      });
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await testApp.close();
      await stripe.close();
    });

    it.each(Object.keys(SIZES) as Array<keyof typeof SIZES>)(
      'size %s: the order total and the Checkout Session total are the formula',
      async (size) => {
        const agent = await visitorWithBook(testApp, { bookSize: size });
        const table: string[] = [];
        for (const binding of Object.keys(BASE) as Array<keyof typeof BASE>) {
          for (const shipping of Object.keys(SHIPPING) as Array<keyof typeof SHIPPING>) {
            for (let extraCopies = 0; extraCopies <= 3; extraCopies += 1) {
              const quantity = extraCopies + 1;
              await agent
                .post('/api/store_order_details')
                .send(gbOrder({ binding_type: binding, quantity, shipping_level: shipping }))
                .expect(200);
              const { body } = await agent
                .post('/api/create-checkout-payment_intent')
                .send({ item_type: `${binding}_${size}`, quantity, shipping_level: shipping, amount: 1, total: 1 })
                .expect(200);
              const session = stripe.sessions.get(body.session_id)!;
              const [order] = await testApp.db.query<{ total_cents: number }>(
                'SELECT total_cents FROM orders WHERE checkout_session_id = $1',
                [body.session_id],
              );
              table.push(
                `${binding} ${size} ${shipping} +${extraCopies}: order ${order!.total_cents}, Stripe ${session.amount_total}`,
              );
              expect({
                binding,
                size,
                shipping,
                extraCopies,
                order: order!.total_cents,
                stripe: session.amount_total,
              }).toEqual({
                binding,
                size,
                shipping,
                extraCopies,
                order: formula(binding, size, extraCopies, shipping),
                stripe: formula(binding, size, extraCopies, shipping),
              });
            }
          }
        }
        expect(table).toHaveLength(16);
      },
    );
  },
);
