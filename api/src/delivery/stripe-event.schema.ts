import { z } from 'zod';

/**
 * The fields of a signed Stripe event that fulfilment reads, checked before anything is changed: a signature proves
 * who sent the bytes, not that they make sense (docs/product/step5-delivery.md). Stripe's ids are printable ASCII
 * (`evt_…`, `cs_…`, `pi_…`); a NUL or a control character in one is refused, as the database would refuse it too.
 */
const stripeId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'must be a Stripe id (printable characters only, no NUL or control character)');

/** Free text Stripe echoes back from our own checkout (client_reference_id, metadata): no NUL or control character. */
const echoedText = z
  .string()
  .max(500)
  .regex(/^[^\p{Cc}]*$/u, 'must not contain a NUL or a control character');

const checkoutSessionSchema = z.object({
  id: stripeId,
  client_reference_id: echoedText.nullish().transform((value) => value ?? null),
  metadata: z
    .record(z.string(), echoedText)
    .nullish()
    .transform((value) => value ?? null),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code')
    .nullable(),
  payment_intent: z
    .union([stripeId, z.object({ id: stripeId }), z.null()])
    .transform((value) => (typeof value === 'object' && value !== null ? value.id : value)),
});

/** Every event: what it is and its id, so even one we ignore is named in the log. */
export const stripeEventEnvelopeSchema = z.object({
  id: stripeId,
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/, 'must be a Stripe event type such as checkout.session.completed'),
});

/** The Checkout Session events fulfilment handles; other `checkout.session.*` types are acknowledged and ignored. */
export const HANDLED_CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/** An event that claims a payment: completed with the money taken, or a delayed payment that succeeded. */
const claimsPayment = (type: string, paymentStatus: string): boolean =>
  type === 'checkout.session.async_payment_succeeded' ||
  (type === 'checkout.session.completed' && paymentStatus !== 'unpaid');

export const checkoutSessionEventSchema = z
  .object({
    id: stripeId,
    type: z.enum(HANDLED_CHECKOUT_EVENTS),
    data: z.object({ object: checkoutSessionSchema }),
  })
  .superRefine((event, context) => {
    const session = event.data.object;
    if (!claimsPayment(event.type, session.payment_status)) return;
    // A payment is only a payment when Stripe says the money was taken, and how much: the amount is then compared
    // with the order's own total (OrdersService.applyPaymentEvent).
    if (session.payment_status !== 'paid') {
      context.addIssue({
        code: 'custom',
        path: ['data', 'object', 'payment_status'],
        message: `must be "paid" for ${event.type}`,
      });
    }
    if (session.amount_total === null) {
      context.addIssue({
        code: 'custom',
        path: ['data', 'object', 'amount_total'],
        message: `must be the amount charged for ${event.type}`,
      });
    }
  });
