import type Stripe from 'stripe';
import { lazyRequire } from '../common/lazy-require.js';
import type { PaymentConfig } from '../config/app-config.js';

/** Loaded when a live deployment first needs it: a demo never does (common/lazy-require.ts). */
const stripeSdk = lazyRequire<typeof Stripe>('stripe');

/**
 * The Stripe SDK as configured: STRIPE_API_URL (tests: a local server of their own) becomes the SDK's host, port
 * and protocol. Network retries stay on: each checkout carries an idempotency key, so a retry never makes a
 * second session.
 */
export function createStripeClient(config: NonNullable<PaymentConfig['stripe']>): Stripe {
  const apiUrl = config.apiUrl;
  const StripeSdk = stripeSdk();
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
          protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Webhook verification needs no API key: the SDK's webhooks helper alone. */
export const stripeWebhooks = (): Stripe['webhooks'] => stripeSdk().webhooks;
