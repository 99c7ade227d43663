import {
  BINDINGS,
  PAGE_COLORS,
  bookSizeLabel,
  itemTypeSchema,
  z,
  type BookItem,
  type PageColor,
} from '@storyloom/contracts';
import { quantitySchema, shippingLevelSchema } from './order-options.js';
import { DEFAULT_PROOF_CHOICE, proofChoiceSchema } from './proof.js';

/**
 * Body of `POST /api/create-checkout-payment_intent`. It must agree with the order details stored in the draft
 * and with the draft's book size; the server prices the order itself, so any amount sent is ignored. `item_type`
 * is `hardcover_big` on the wire and a `BookItem` once parsed; a client builds the body with `.encode`.
 */
export const checkoutRequestSchema = z.object({
  item_type: itemTypeSchema,
  quantity: quantitySchema,
  shipping_level: shippingLevelSchema,
  /** Read the whole book before it is printed (the default), or print it as soon as it is written (docs/product/proof.md). */
  proof_choice: proofChoiceSchema.default(DEFAULT_PROOF_CHOICE),
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
/** The body as a client sends it (`item_type: 'hardcover_big'`). */
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

/** What was bought, in words: 'Hardcover book, size L (40 chapters), cream pages' (success page, e-mail, checkout). */
export function describeItem(item: BookItem, paperColor: PageColor): string {
  return `${BINDINGS[item.binding].label} book, size ${bookSizeLabel(item.size)}, ${PAGE_COLORS[paperColor].toLowerCase()} pages`;
}
