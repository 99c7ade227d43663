import { BINDINGS, BOOK_SIZES, PAGE_COLORS, bookSizeFromRequest, z, type Binding, type BookSize, type BookSizeRequest, type PageColor } from '@storyloom/contracts';
import { BINDING_CODES, quantitySchema, shippingLevelSchema } from './order-options.js';
import { DEFAULT_PROOF_CHOICE, proofChoiceSchema } from './proof.js';

/** The payment item's name, `<binding>_<book size>` (docs/product/constants-and-prices.md): `hardcover_big`. */
export const itemTypeOf = (binding: Binding, size: BookSize): string => `${binding}_${BOOK_SIZES[size].request}`;

export const ITEM_TYPES = BINDING_CODES.flatMap((binding) => (Object.keys(BOOK_SIZES) as BookSize[]).map((size) => itemTypeOf(binding, size))) as [
  string,
  ...string[],
];

/** `hardcover_big` -> { binding: 'hardcover', size: 'L' }. */
export function parseItemType(itemType: string): { binding: Binding; size: BookSize } | undefined {
  if (!ITEM_TYPES.includes(itemType)) return undefined;
  const [binding, request] = itemType.split('_') as [Binding, BookSizeRequest];
  return { binding, size: bookSizeFromRequest(request) };
}

/**
 * Body of `POST /api/create-checkout-payment_intent`. It must agree with the order details stored in the draft
 * and with the draft's book size; the server prices the order itself, so any amount sent is ignored.
 */
export const checkoutRequestSchema = z.object({
  item_type: z.enum(ITEM_TYPES, { error: `Item type must be one of: ${ITEM_TYPES.join(', ')}` }),
  quantity: quantitySchema,
  shipping_level: shippingLevelSchema,
  /** Read the whole book before it is printed (the default), or print it as soon as it is written (docs/product/proof.md). */
  proof_choice: proofChoiceSchema.default(DEFAULT_PROOF_CHOICE),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** What was bought, in words: 'Hardcover book, size L (40 chapters), cream pages' (success page, e-mail, checkout). */
export function describeItem(itemType: string, paperColor: PageColor): string {
  const item = parseItemType(itemType);
  if (!item) return itemType;
  return `${BINDINGS[item.binding].label} book, size ${item.size} (${BOOK_SIZES[item.size].chapters} chapters), ${PAGE_COLORS[paperColor].toLowerCase()} pages`;
}
