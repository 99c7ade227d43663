import { SHIPPING_LEVELS } from '@storyloom/contracts';
import { describeItem, type OrderReply } from '@storyloom/contracts/delivery';
import { formatMoney } from './money.js';

/** The query parameter of the success and status pages that names the order (the contract's orderSuccessPath, orderStatusPath). */
export const ORDER_QUERY_PARAMETER = 'order';

/** What was bought, one line each: 'Hardcover book, size L (40 chapters), cream pages', the copies, the shipping. */
export function purchasedLines(order: OrderReply): string[] {
  const lines = [
    describeItem(order.item.item_type, order.item.paper_color),
    order.item.extra_copies > 0 ? `${order.item.quantity} copies (${order.item.extra_copies} extra)` : '1 copy',
    `${SHIPPING_LEVELS[order.item.shipping_level].label} shipping to ${order.ship_to.name}, ${order.ship_to.city}, ${order.ship_to.country_code}`,
  ];
  if (order.title) lines.unshift(`“${order.title}”`);
  return lines;
}

/** The order's amounts as the summary showed them before paying. */
export function amountLines(order: OrderReply): Array<{ label: string; value: string }> {
  const { amounts } = order;
  const lines = [{ label: 'Book', value: formatMoney(amounts.base_cents) }];
  if (amounts.size_surcharge_cents > 0)
    lines.push({ label: 'Size surcharge', value: formatMoney(amounts.size_surcharge_cents) });
  if (amounts.extra_copies_cents > 0)
    lines.push({ label: 'Extra copies', value: formatMoney(amounts.extra_copies_cents) });
  lines.push({ label: 'Shipping', value: formatMoney(amounts.shipping_cents) });
  return lines;
}
