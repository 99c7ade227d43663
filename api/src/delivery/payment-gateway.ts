import type { Order, PaymentProvider } from '../orders/orders.service.js';

/** The hosted checkout a visitor is sent to. */
export interface CheckoutSession {
  id: string;
  url: string;
}

export interface CheckoutUrls {
  success: string;
  cancel: string;
}

/**
 * Where the card payment happens: Stripe Checkout when STRIPE_SECRET_KEY is set, else the built-in test
 * checkout. Both end in the same payment events (PaymentEventsService).
 */
export abstract class PaymentGateway {
  abstract readonly provider: PaymentProvider;
  abstract createCheckout(order: Order, urls: CheckoutUrls): Promise<CheckoutSession>;
}
