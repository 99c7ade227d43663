import { BINDINGS, PAGE_COLORS, SHIPPING_LEVELS, bookSizeLabel, type BookSize } from '@storyloom/contracts';
import { priceOrder, shipsFree, type OrderPrice } from '@storyloom/contracts/delivery';
import type { SummaryLine } from '../components/PriceSummary.js';
import { formatMoney } from './money.js';
import type { OrderForm } from './order-form.js';

/** The contract's price for the form's choices and the server's book size: the same formula the server charges. */
export const priceOfForm = (form: OrderForm, size: BookSize): OrderPrice =>
  priceOrder({ binding: form.binding, size, extraCopies: form.extraCopies, shippingLevel: form.shippingLevel });

/** Whether the order's books cost enough for every shipping level to be free (the banner's promise). */
export const booksShipFree = (price: OrderPrice): boolean =>
  shipsFree(price.baseCents + price.sizeSurchargeCents + price.extraCopiesCents);

/** Says why a paid shipping level costs nothing here, so $0.00 beside Expedited is not taken for a mistake. */
export const FREE_SHIPPING_NOTE = 'Orders over $150 ship free';

/** The summary's lines: the book, its size surcharge, the extra copies and shipping (free shows as $0.00). */
export function priceLines(form: OrderForm, size: BookSize, price: OrderPrice): SummaryLine[] {
  const lines: SummaryLine[] = [{ label: `${BINDINGS[form.binding].label} book`, cents: price.baseCents }];
  if (price.sizeSurchargeCents > 0)
    lines.push({ label: `Size ${bookSizeLabel(size)}`, cents: price.sizeSurchargeCents });
  if (price.extraCopies > 0) {
    const copies = `${price.extraCopies} extra ${price.extraCopies === 1 ? 'copy' : 'copies'}`;
    lines.push({ label: `${copies} × ${formatMoney(price.extraCopyCents)}`, cents: price.extraCopiesCents });
  }
  const waived = booksShipFree(price) && SHIPPING_LEVELS[form.shippingLevel].priceCents > 0;
  lines.push({
    label: `Shipping: ${SHIPPING_LEVELS[form.shippingLevel].label}${waived ? ` (${FREE_SHIPPING_NOTE.toLowerCase()})` : ''}`,
    cents: price.shippingCents,
  });
  return lines;
}

/** What the order is, beside its price: format, paper, size and the dedication when there is one. */
export function orderDescription(form: OrderForm, size: BookSize): Array<{ label: string; value: string }> {
  const details = [
    { label: 'Format', value: BINDINGS[form.binding].label },
    { label: 'Page color', value: PAGE_COLORS[form.paperColor] },
    { label: 'Book size', value: bookSizeLabel(size) },
  ];
  if (form.dedication.trim() !== '') details.push({ label: 'Dedication', value: form.dedication.trim() });
  return details;
}
