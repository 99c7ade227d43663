import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * Stripe signs the exact bytes it sends, so this one route keeps its body raw (a Buffer); registered before the
 * JSON parser, which then leaves the request alone. Any content type: the signature is the check.
 */
export function useStripeWebhookBody(app: NestExpressApplication, limit: string): void {
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit }));
}
