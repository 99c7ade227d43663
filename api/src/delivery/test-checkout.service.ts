import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { describeItem, orderSuccessPath } from '@storyloom/contracts/delivery';
import { cancelPathOf } from './checkout.service.js';
import { OrdersService, type Order } from '../orders/orders.service.js';
import { TestCheckoutNotFoundException } from './delivery.exception.js';
import { PaymentGateway } from './payment-gateway.js';
import { testCheckoutSessionIdSchema } from './test-gateway.js';
import { PaymentEventsService, type CheckoutSessionFacts } from './payment-events.service.js';
import { testCheckoutPage } from './test-checkout-page.js';

/**
 * The built-in test checkout (no STRIPE_SECRET_KEY): Pay and Cancel make the Checkout Session events Stripe
 * would send and hand them to the same fulfilment as the webhook.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly orders: OrdersService,
    private readonly events: PaymentEventsService,
  ) {}

  async page(visitorId: string, sessionId: string): Promise<string> {
    const order = await this.ownTestOrder(visitorId, sessionId);
    return testCheckoutPage(order, describeItem(order.item, order.details.paper_color));
  }

  /** Answers where the browser goes next: the success page. */
  async pay(visitorId: string, sessionId: string): Promise<string> {
    const order = await this.ownTestOrder(visitorId, sessionId);
    await this.events.handle({
      id: `evt_test_${randomUUID()}`,
      type: 'checkout.session.completed',
      session: sessionFacts(order, 'paid'),
    });
    return `${order.siteOrigin}${orderSuccessPath(order.id)}`;
  }

  /** Cancelling is what Stripe reports as an expired session; the visitor goes back to the filled form (or 'My orders' for a reorder). */
  async cancel(visitorId: string, sessionId: string): Promise<string> {
    const order = await this.ownTestOrder(visitorId, sessionId);
    await this.events.handle({
      id: `evt_test_${randomUUID()}`,
      type: 'checkout.session.expired',
      session: sessionFacts(order, 'unpaid'),
    });
    return `${order.siteOrigin}${cancelPathOf(order)}`;
  }

  /** Only while the test checkout is the gateway, and only the visitor's own order: 404 otherwise. */
  private async ownTestOrder(visitorId: string, sessionId: string): Promise<Order> {
    // Checked before the lookup: the database refuses some strings (a NUL) with an error of its own.
    const isTestSession = this.gateway.provider === 'test' && testCheckoutSessionIdSchema.safeParse(sessionId).success;
    const order = isTestSession ? await this.orders.findByCheckoutSession(sessionId) : undefined;
    if (!order || order.provider !== 'test' || order.visitorId !== visitorId) throw new TestCheckoutNotFoundException();
    return order;
  }
}

function sessionFacts(order: Order, paymentStatus: CheckoutSessionFacts['payment_status']): CheckoutSessionFacts {
  return {
    id: order.checkoutSessionId!,
    client_reference_id: order.id,
    metadata: { order_id: order.id },
    payment_status: paymentStatus,
    amount_total: order.price.totalCents,
    currency: 'usd',
    payment_intent: null,
  };
}
