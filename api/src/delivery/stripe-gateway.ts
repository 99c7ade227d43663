import { SHIPPING_LEVELS } from '@storyloom/contracts';
import { describeItem } from '@storyloom/contracts/delivery';
import type Stripe from 'stripe';
import type { Order } from '../orders/orders.service.js';
import { PaymentGateway, type CheckoutSession, type CheckoutUrls } from './payment-gateway.js';

/**
 * What Stripe Checkout is asked to charge: the book, the extra copies and the shipping, each from the order's
 * frozen price, so the page total is the order total (checked again when the payment event arrives).
 */
export function checkoutSessionParams(order: Order, urls: CheckoutUrls): Stripe.Checkout.SessionCreateParams {
  const { price, details } = order;
  const format = describeItem(order.item, details.paper_color);
  const book = order.title ? `"${order.title}"` : 'Your personalised book';
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
    {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: price.baseCents + price.sizeSurchargeCents,
        product_data: { name: book, description: format },
      },
    },
  ];
  if (price.extraCopies > 0) {
    lineItems.push({
      quantity: price.extraCopies,
      price_data: {
        currency: 'usd',
        unit_amount: price.extraCopyCents,
        product_data: { name: `Extra copy of ${book}`, description: format },
      },
    });
  }
  return {
    mode: 'payment',
    line_items: lineItems,
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: SHIPPING_LEVELS[details.shipping_level].label,
          fixed_amount: { amount: price.shippingCents, currency: 'usd' },
        },
      },
    ],
    customer_email: order.email,
    client_reference_id: order.id,
    metadata: { order_id: order.id, order_number: order.number },
    payment_intent_data: { metadata: { order_id: order.id } },
    success_url: `${urls.success}${urls.success.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: urls.cancel,
  };
}

/** Stripe Checkout (hosted page); the payment is confirmed by the webhook, never by the return to the success page. */
export class StripeGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {
    super();
  }

  async createCheckout(order: Order, urls: CheckoutUrls): Promise<CheckoutSession> {
    // One key per order: each attempt at payment is a new order, and a retried request never makes a second session.
    const session = await this.stripe.checkout.sessions.create(checkoutSessionParams(order, urls), {
      idempotencyKey: `checkout-session-${order.id}`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }
}
