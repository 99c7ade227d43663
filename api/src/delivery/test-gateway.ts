import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Order } from '../orders/orders.service.js';
import { PaymentGateway, type CheckoutSession, type CheckoutUrls } from './payment-gateway.js';

/** Where the built-in test checkout page lives (served by CheckoutController). */
export const TEST_CHECKOUT_PATH = '/api/checkout/test';

/** The ids createCheckout makes; anything else (a NUL, a path, a Stripe id) names no test checkout. */
export const testCheckoutSessionIdSchema = z.string().regex(/^cs_test_storyloom_[0-9a-f]{32}$/);

/**
 * The built-in test checkout, used when no STRIPE_SECRET_KEY is configured: a page of our own, clearly marked as
 * a test, that completes or cancels the payment through the same payment events as Stripe's webhook. The
 * session's return links are derived from the order again when the page is used, so nothing else is stored.
 */
export class TestGateway extends PaymentGateway {
  readonly provider = 'test' as const;

  async createCheckout(order: Order, _urls: CheckoutUrls): Promise<CheckoutSession> {
    const id = `cs_test_storyloom_${randomBytes(16).toString('hex')}`;
    return { id, url: `${order.siteOrigin}${TEST_CHECKOUT_PATH}/${id}` };
  }
}
