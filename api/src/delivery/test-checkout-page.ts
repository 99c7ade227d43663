import { SHIPPING_LEVELS } from '@storyloom/contracts';
import { formatUsd } from '@storyloom/contracts/delivery';
import type { Order } from '../orders/orders.service.js';
import { TEST_CHECKOUT_PATH } from './test-gateway.js';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The built-in test checkout: a small page marked TEST in its title, banner and buttons, with two plain forms
 * posting back to the API (no script, so it runs under the site's content security policy).
 */
export function testCheckoutPage(order: Order, itemDescription: string): string {
  const { price, details } = order;
  const action = `${TEST_CHECKOUT_PATH}/${encodeURIComponent(order.checkoutSessionId ?? '')}`;
  const rows: Array<[string, string]> = [
    [itemDescription, formatUsd(price.baseCents + price.sizeSurchargeCents)],
    ...(price.extraCopies > 0
      ? ([
          [
            `Extra copies: ${price.extraCopies} × ${formatUsd(price.extraCopyCents)}`,
            formatUsd(price.extraCopiesCents),
          ],
        ] as Array<[string, string]>)
      : []),
    [
      `Shipping: ${SHIPPING_LEVELS[details.shipping_level].label}`,
      price.shippingCents === 0 ? 'Free' : formatUsd(price.shippingCents),
    ],
  ];
  const open = order.status === 'awaiting_payment';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST checkout: order ${escapeHtml(order.number)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f3ee; color: #222; }
  .banner { background: #b3261e; color: #fff; padding: 12px; text-align: center; font-weight: 700; letter-spacing: .04em; }
  main { max-width: 520px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; }
  td { padding: 6px 0; border-bottom: 1px solid #eee; } td:last-child { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: 700; border-bottom: none; font-size: 1.1em; }
  .actions { display: flex; gap: 12px; margin-top: 20px; } form { flex: 1; }
  button { width: 100%; padding: 12px; font-size: 1em; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #1b6e3a; color: #fff; } .cancel { background: #e7e2da; color: #222; }
</style>
</head>
<body>
<div class="banner" role="alert">TEST CHECKOUT: no card is charged. Stripe is not configured on this server.</div>
<main>
<h1>Test payment</h1>
<p>Order <strong>${escapeHtml(order.number)}</strong>${order.title ? ` · ${escapeHtml(order.title)}` : ''}<br>Receipt to ${escapeHtml(order.email)}</p>
<table>
${rows.map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(amount)}</td></tr>`).join('\n')}
<tr class="total"><td>Total</td><td data-testid="total">${escapeHtml(formatUsd(price.totalCents))}</td></tr>
</table>
${
  open
    ? `<div class="actions">
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${escapeHtml(formatUsd(price.totalCents))} (TEST)</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel (TEST)</button></form>
</div>`
    : `<p>This test checkout is closed: the order is ${escapeHtml(order.status.replace('_', ' '))}.</p>`
}
</main>
</body>
</html>
`;
}
