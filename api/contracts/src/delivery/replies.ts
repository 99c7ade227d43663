import { bookSizeRequestSchema, itemTypeSchema, z } from '@storyloom/contracts';
import { BINDING_CODES, PAGE_COLOR_CODES, SELECTABLE_SHIPPING_LEVELS } from './order-options.js';
import { DELIVERY_COUNTRY_CODES } from './country-codes.js';

/*
 * The book size travels as its request value ('big') and the item as its item type ('hardcover_big'), as the
 * spec has them; these schemas' codecs decode them into `BookSize` and `BookItem` for the browser (`.parse`) and
 * the API builds each reply with `.encode` from the same values (api/contracts/src/book-size.ts).
 */

/** Reply of `POST /api/store_order_details`: the size chosen on step 3, the one the checkout will charge for. */
export const storeOrderDetailsReplySchema = z.object({ success: z.literal(true), book_size: bookSizeRequestSchema });
export type StoreOrderDetailsReply = z.output<typeof storeOrderDetailsReplySchema>;
/** The same reply as it goes over the wire (`book_size: 'big'`), what `storeOrderDetailsReplySchema.encode` makes. */
export type StoreOrderDetailsReplyWire = z.input<typeof storeOrderDetailsReplySchema>;

/** The stored order details as the form refills from them (normalised: E.164 phone, `name` derived). */
export const storedOrderDetailsSchema = z.object({
  paper_color: z.enum(PAGE_COLOR_CODES),
  binding_type: z.enum(BINDING_CODES),
  email: z.string(),
  quantity: z.number().int(),
  shipping_address: z.object({
    first_name: z.string(),
    last_name: z.string().optional(),
    name: z.string(),
    street1: z.string(),
    street2: z.string().optional(),
    city: z.string(),
    state_code: z.string().optional(),
    postcode: z.string(),
    country_code: z.enum(DELIVERY_COUNTRY_CODES),
    phone_number: z.string(),
  }),
  shipping_level: z.enum(SELECTABLE_SHIPPING_LEVELS),
  dedication: z.string().optional(),
});

/**
 * Reply of `GET /api/order_details`: what /step5 shows on arrival (the server's draft is the truth).
 * `order_details` is null until the visitor stored them; `dedication` is what the dedication box shows: the
 * stored one, or, before anything was stored, one made from /step2's gift details ('For Mia, from Grandma'), or ''.
 * `book_size` is the size chosen on step 3.
 */
export const orderDetailsReplySchema = z.object({
  order_details: storedOrderDetailsSchema.nullable(),
  dedication: z.string(),
  book_size: bookSizeRequestSchema,
});
export type OrderDetailsReply = z.output<typeof orderDetailsReplySchema>;
export type OrderDetailsReplyWire = z.input<typeof orderDetailsReplySchema>;

/** Reply of `POST /api/create-checkout-payment_intent`: the hosted checkout (Stripe's, or the built-in test page) to go to. */
export const checkoutReplySchema = z.object({ success: z.literal(true), url: z.string(), session_id: z.string() });
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

/**
 * An order's life: created `awaiting_payment`; `payment_processing` while a delayed payment method settles;
 * then `paid`, `payment_failed`, or `cancelled` (checkout abandoned or expired). A payment always wins: `paid` is
 * reached from any other status and never left.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_processing',
  'paid',
  'payment_failed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the order status page names each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  payment_processing: 'Payment processing',
  paid: 'Paid: your book is being made',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** Reply of `GET /api/orders/:id` (the visitor's own orders only): the success page and the order status page. */
export const orderReplySchema = z.object({
  id: z.string(),
  /** The order number the visitor quotes, e.g. SL-3F9A2C1B. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  title: z.string().nullable(),
  item: z.object({
    item_type: itemTypeSchema,
    binding_type: z.enum(BINDING_CODES),
    book_size: bookSizeRequestSchema,
    paper_color: z.enum(PAGE_COLOR_CODES),
    quantity: z.number().int(),
    extra_copies: z.number().int(),
    shipping_level: z.enum(SELECTABLE_SHIPPING_LEVELS),
  }),
  dedication: z.string().nullable(),
  /** `address_lines`: the whole address as the destination country's post writes it, one line each, the country last. */
  ship_to: z.object({
    name: z.string(),
    city: z.string(),
    country_code: z.enum(DELIVERY_COUNTRY_CODES),
    address_lines: z.array(z.string()),
  }),
  amounts: z.object({
    base_cents: z.number().int(),
    size_surcharge_cents: z.number().int(),
    extra_copies_cents: z.number().int(),
    shipping_cents: z.number().int(),
    total_cents: z.number().int(),
    currency: z.literal('usd'),
  }),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type OrderReply = z.output<typeof orderReplySchema>;
export type OrderReplyWire = z.input<typeof orderReplySchema>;
