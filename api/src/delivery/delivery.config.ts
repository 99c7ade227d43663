import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { configSection } from '../config/config-section.js';

/**
 * Card payment: Stripe when a secret key is set, the built-in test checkout otherwise. `apiUrl` sends the SDK to
 * another server (tests); `publicOrigin` is the site's address for return links and e-mails (else, in a demo, the
 * listening address: never the request's Host).
 */
export interface PaymentConfig {
  stripe?: { secretKey: string; apiUrl?: URL };
  /** Verifies `POST /api/webhooks/stripe`; without it every webhook call is refused. */
  webhookSecret?: string;
  publicOrigin?: string;
}

/**
 * Card payment (docs/product/step5-delivery.md). Without STRIPE_SECRET_KEY the built-in test checkout stands in
 * for Stripe. STRIPE_API_URL points the Stripe SDK at another server (tests run their own); PUBLIC_ORIGIN is the
 * site's address in the links the checkout returns to and in e-mails (in a demo without it: the server's own
 * listening address; never the request's Host, see config/site-origin.ts).
 */
export const deliverySection = configSection({
  name: 'delivery',
  env: {
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_...)")
      .optional(),
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' })
      .optional(),
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be the site origin, e.g. https://storyloom.example' })
      .transform((value) => new URL(value).origin)
      .optional(),
  },
  secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  build(vars): { payment: PaymentConfig } {
    if (vars.STRIPE_API_URL && !vars.STRIPE_SECRET_KEY)
      throw new ConfigError('Invalid configuration:\n  - STRIPE_API_URL: set STRIPE_SECRET_KEY too');
    return {
      payment: {
        ...(vars.STRIPE_SECRET_KEY
          ? {
              stripe: {
                secretKey: vars.STRIPE_SECRET_KEY,
                ...(vars.STRIPE_API_URL ? { apiUrl: new URL(vars.STRIPE_API_URL) } : {}),
              },
            }
          : {}),
        ...(vars.STRIPE_WEBHOOK_SECRET ? { webhookSecret: vars.STRIPE_WEBHOOK_SECRET } : {}),
        ...(vars.PUBLIC_ORIGIN ? { publicOrigin: vars.PUBLIC_ORIGIN } : {}),
      },
    };
  },
});
