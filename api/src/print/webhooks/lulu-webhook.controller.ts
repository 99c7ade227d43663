import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '../../openapi/api-exclude.decorator.js';
import type { Request } from 'express';
import { LuluWebhookService, type WebhookOutcome } from './lulu-webhook.service.js';

/** Lulu's webhook: server to server, authenticated by its signature, so no visitor cookie and no same-origin check. */
@Controller()
export class LuluWebhookController {
  constructor(private readonly webhooks: LuluWebhookService) {}

  /** The body arrives raw (useLuluWebhookBody) because the signature covers its exact bytes. */
  @Post('webhooks/lulu')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: Request): Promise<{ received: true; outcome: WebhookOutcome }> {
    const body: unknown = request.body;
    const outcome = await this.webhooks.receive(
      Buffer.isBuffer(body) ? body : Buffer.alloc(0),
      request.header('lulu-hmac-sha256'),
    );
    return { received: true, outcome };
  }
}
