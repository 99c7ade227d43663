import { Controller, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '../openapi/api-exclude.decorator.js';
import type { Request, Response } from 'express';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { TestCheckoutService } from './test-checkout.service.js';
import { PaymentEventsService } from './payment-events.service.js';

/**
 * Where payments come back: Stripe's webhook (server to server, authenticated by its signature, so it takes no
 * visitor cookie) and the built-in test checkout's page and buttons. Paths are relative to /api.
 */
@Controller()
export class CheckoutController {
  constructor(
    private readonly events: PaymentEventsService,
    private readonly testCheckout: TestCheckoutService,
  ) {}

  /** The body arrives raw (app.factory.ts: useStripeWebhookBody) because the signature covers its exact bytes. */
  @Post('webhooks/stripe')
  @HttpCode(200)
  async stripeWebhook(@Req() request: Request): Promise<{ received: true }> {
    const body: unknown = request.body;
    await this.events.receiveWebhook(
      Buffer.isBuffer(body) ? body : Buffer.alloc(0),
      request.header('stripe-signature'),
    );
    return { received: true };
  }

  @Get('checkout/test/:sessionId')
  @Header('Cache-Control', 'no-store')
  // The site's no-referrer policy makes a browser send `Origin: null` with this page's form posts, which the
  // same-origin check must refuse; same-origin lets the Pay and Cancel forms name their origin.
  @Header('Referrer-Policy', 'same-origin')
  @ApiExcludeEndpoint()
  async page(
    @VisitorId() visitorId: string,
    @Param('sessionId') sessionId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const page = await this.testCheckout.page(visitorId, sessionId);
    // Set once the page exists: a refusal is the usual JSON error, not JSON labelled as HTML.
    response.type('text/html; charset=utf-8');
    return page;
  }

  /** 303: the browser follows with a GET of the success page. */
  @Post('checkout/test/:sessionId/pay')
  @ApiExcludeEndpoint()
  async pay(
    @VisitorId() visitorId: string,
    @Param('sessionId') sessionId: string,
    @Res() response: Response,
  ): Promise<void> {
    response.redirect(303, await this.testCheckout.pay(visitorId, sessionId));
  }

  @Post('checkout/test/:sessionId/cancel')
  @ApiExcludeEndpoint()
  async cancel(
    @VisitorId() visitorId: string,
    @Param('sessionId') sessionId: string,
    @Res() response: Response,
  ): Promise<void> {
    response.redirect(303, await this.testCheckout.cancel(visitorId, sessionId));
  }
}
