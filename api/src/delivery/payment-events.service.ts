import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { OrdersService, type Order, type PaymentEvent, type PaymentOutcome } from '../orders/orders.service.js';
import { CheckoutService } from './checkout.service.js';
import { DeliveryService } from './delivery.service.js';
import { ValidationException } from '../common/validation.exception.js';
import {
  PaymentEventInvalidException,
  PaymentWebhookFromTheFutureException,
  PaymentWebhookNotConfiguredException,
  PaymentWebhookSignatureException,
} from './delivery.exception.js';
import {
  checkoutSessionEventSchema,
  HANDLED_CHECKOUT_EVENTS,
  stripeEventEnvelopeSchema,
} from './stripe-event.schema.js';
import { stripeWebhooks } from './stripe-client.js';

/** The part of a Checkout Session that fulfilment reads; Stripe's webhook and the test checkout both provide it. */
export type CheckoutSessionFacts = Pick<
  Stripe.Checkout.Session,
  'id' | 'client_reference_id' | 'metadata' | 'payment_status' | 'amount_total' | 'currency' | 'payment_intent'
>;

export interface CheckoutSessionEvent {
  id: string;
  type: string;
  session: CheckoutSessionFacts;
}

/** How far ahead of our clock a signature's time may be (clock skew between Stripe and us), like Stripe's 300 s the other way. */
const FUTURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header (`t=1700000000,v1=…`), read once the SDK has verified the header. */
function signedAtSeconds(signature: string): number {
  const match = /(?:^|,)\s*t=(\d+)/.exec(signature);
  return match ? Number(match[1]) : 0;
}

/** A signed event's content, checked: 400 naming the first problem when it cannot be applied. */
function parseEvent<Schema extends z.ZodType>(schema: Schema, event: unknown): z.output<Schema> {
  const parsed = schema.safeParse(event);
  if (parsed.success) return parsed.data;
  const invalid = ValidationException.fromZodError(parsed.error, 'event');
  throw new PaymentEventInvalidException(invalid.message, invalid.details);
}

/** What each Checkout Session event means for the order; other event types are acknowledged and ignored. */
function outcomeOf(event: CheckoutSessionEvent): PaymentOutcome | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      // Card payments are paid at completion; delayed methods (bank debits) complete unpaid and settle later.
      return event.session.payment_status === 'unpaid' ? 'processing' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'cancelled';
    default:
      return undefined;
  }
}

/**
 * Fulfilment: the one path by which a payment changes an order, for Stripe's webhook and the built-in test
 * checkout alike. The order moves (once per event, forward only); a paid order then gets its confirmation e-mail
 * and the visitor's draft is emptied for a new book, each exactly once.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly checkout: CheckoutService,
    private readonly delivery: DeliveryService,
  ) {}

  /** `POST /api/webhooks/stripe`: verifies the signature over the raw body, then handles the event. */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const secret = this.config.payment.webhookSecret;
    if (!secret) throw new PaymentWebhookNotConfiguredException();
    let event: Stripe.Event;
    try {
      event = stripeWebhooks().constructEvent(rawBody, signature ?? '', secret);
    } catch (error) {
      throw new PaymentWebhookSignatureException(error);
    }
    // The SDK refuses a signature older than its tolerance; one from the future is refused here.
    if (signedAtSeconds(signature ?? '') > Date.now() / 1000 + FUTURE_TOLERANCE_SECONDS)
      throw new PaymentWebhookFromTheFutureException(FUTURE_TOLERANCE_SECONDS);
    const envelope = parseEvent(stripeEventEnvelopeSchema, event);
    if (!(HANDLED_CHECKOUT_EVENTS as readonly string[]).includes(envelope.type)) {
      this.logger.log(`Stripe event ${envelope.id} (${envelope.type}) ignored`);
      return;
    }
    const checkoutEvent = parseEvent(checkoutSessionEventSchema, event);
    await this.handle({ id: checkoutEvent.id, type: checkoutEvent.type, session: checkoutEvent.data.object });
  }

  async handle(event: CheckoutSessionEvent): Promise<Order | undefined> {
    const outcome = outcomeOf(event);
    const orderId = event.session.client_reference_id ?? event.session.metadata?.order_id;
    if (!outcome || !orderId) {
      this.logger.log(`Checkout event ${event.id} (${event.type}) changes no order`);
      return undefined;
    }
    const payment: PaymentEvent = {
      id: event.id,
      type: event.type,
      orderId,
      outcome,
      amountTotal: event.session.amount_total ?? null,
      currency: event.session.currency ?? null,
      paymentIntentId:
        typeof event.session.payment_intent === 'string'
          ? event.session.payment_intent
          : (event.session.payment_intent?.id ?? null),
    };
    const order = await this.orders.applyPaymentEvent(payment);
    if (order?.status === 'paid') await this.afterPayment(order);
    return order;
  }

  /**
   * The follow-ups of a payment, safe to run on every delivery of its events: each is claimed once. The draft is
   * emptied only while it still holds the book that was ordered, so a new book begun since is never lost.
   */
  private async afterPayment(order: Order): Promise<void> {
    if (await this.orders.claimDraftReset(order)) {
      try {
        if ((await this.checkout.draftFingerprint(order.visitorId)) === order.draftFingerprint)
          await this.delivery.startNewDraft(order.visitorId);
      } catch (error) {
        await this.orders.releaseDraftReset(order);
        throw error;
      }
    }
    await this.orders.confirmPaidOrder(order);
  }
}
