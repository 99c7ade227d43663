import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

export const LULU_WEBHOOK_PATH = '/api/webhooks/lulu';

/**
 * Lulu signs the exact bytes it sends ("calculate it using raw response data", its contract's Webhooks section), so
 * this route keeps its body raw (a Buffer); registered before the JSON parser, which then leaves the request alone.
 */
export function useLuluWebhookBody(app: NestExpressApplication, limit: string): void {
  app.use(LULU_WEBHOOK_PATH, express.raw({ type: () => true, limit }));
}
