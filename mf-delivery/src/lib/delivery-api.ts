import { itemTypeSchema, type BookSize } from '@storyloom/contracts';
import {
  DELIVERY_API,
  checkoutReplySchema,
  orderDetailsReplySchema,
  orderReplySchema,
  storeOrderDetailsReplySchema,
  type CheckoutReply,
  type CheckoutRequestInput,
  type OrderDetailsInput,
  type OrderDetailsReply,
  type OrderReply,
} from '@storyloom/contracts/delivery';
import { apiGet, apiPost, parsedReply } from '@storyloom/kit';
import type { OrderForm } from './order-form.js';

/** What /step5 shows on arrival: the stored order details (or null), the dedication to show, the book size. */
export interface StoredOrder {
  details: OrderDetailsReply['order_details'];
  dedication: string;
  size: BookSize;
}

export async function loadStoredOrder(signal?: AbortSignal): Promise<StoredOrder> {
  const reply = parsedReply(orderDetailsReplySchema, await apiGet<unknown>(DELIVERY_API.orderDetails, { signal }));
  return { details: reply.order_details, dedication: reply.dedication, size: reply.book_size };
}

/** Stores the order in the draft; resolves with the book size the server will charge for. */
export async function storeOrderDetails(details: OrderDetailsInput): Promise<BookSize> {
  return parsedReply(storeOrderDetailsReplySchema, await apiPost<unknown>(DELIVERY_API.storeOrderDetails, details))
    .book_size;
}

/**
 * Starts the card payment for the stored order: `item_type` is `<binding>_<size>` with the server's size, the
 * quantity is the book plus its extra copies, and whether the buyer reads the proof first. No amount is sent: the server prices the order from the draft.
 */
export async function createCheckout(form: OrderForm, size: BookSize): Promise<CheckoutReply> {
  const body: CheckoutRequestInput = {
    item_type: itemTypeSchema.encode({ binding: form.binding, size }),
    quantity: form.extraCopies + 1,
    shipping_level: form.shippingLevel,
    proof_choice: form.proofChoice,
  };
  return parsedReply(checkoutReplySchema, await apiPost<unknown>(DELIVERY_API.checkout, body));
}

/** One of the visitor's orders (the success and status pages). */
export async function loadOrder(id: string, signal?: AbortSignal): Promise<OrderReply> {
  return parsedReply(orderReplySchema, await apiGet<unknown>(DELIVERY_API.order(id), { signal }));
}
