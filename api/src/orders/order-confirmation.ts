import { SHIPPING_LEVELS } from '@storyloom/contracts';
import { deliveryCountry, describeItem, formatUsd, orderStatusPath } from '@storyloom/contracts/delivery';
import type { MailMessage } from '../mail/mail.service.js';
import type { Order } from './orders.types.js';
import { postalAddressLines } from './postal-address.js';

/** The order confirmation e-mail sent once the payment is in (docs/product/step5-delivery.md). */
export function orderConfirmation(order: Order, statusToken: string): MailMessage {
  const { details, price } = order;
  const address = details.shipping_address;
  const statusUrl = `${order.siteOrigin}${orderStatusPath(order.id, statusToken)}`;
  const lines = [
    `Hello ${address.first_name},`,
    '',
    `Thank you for your order ${order.number}${order.title ? `, "${order.title}"` : ''}. Your payment of ${formatUsd(price.totalCents)} is received.`,
    'We now write your book in full, typeset it and send it to print.',
    '',
    describeItem(order.item, order.details.paper_color),
    `Book: ${formatUsd(price.baseCents + price.sizeSurchargeCents)}`,
    ...(price.extraCopies > 0
      ? [
          `Extra copies: ${price.extraCopies} × ${formatUsd(price.extraCopyCents)} = ${formatUsd(price.extraCopiesCents)}`,
        ]
      : []),
    `Shipping (${SHIPPING_LEVELS[details.shipping_level].label}): ${price.shippingCents === 0 ? 'free' : formatUsd(price.shippingCents)}`,
    `Total paid: ${formatUsd(price.totalCents)}`,
    ...(details.dedication ? ['', `Dedication: ${details.dedication}`] : []),
    '',
    'Ship to:',
    ...postalAddressLines(address),
    '',
    `Follow your order: ${statusUrl}`,
    '',
    'Storyloom',
  ];
  return {
    to: order.email,
    subject: `Your Storyloom order ${order.number} is confirmed`,
    text: `${lines.join('\n')}\n`,
  };
}

/** The shipped e-mail (docs/product/print-fulfilment.md): the carrier and tracking link of each shipment Lulu reports. */
export function orderShipped(order: Order, statusToken: string): MailMessage {
  const address = order.details.shipping_address;
  const statusUrl = `${order.siteOrigin}${orderStatusPath(order.id, statusToken)}`;
  const shipments = order.print?.tracking ?? [];
  const lines = [
    `Hello ${address.first_name},`,
    '',
    `Your book${order.title ? ` "${order.title}"` : ''} (order ${order.number}) is printed and on its way to ${address.city}, ${deliveryCountry(address.country_code).name}.`,
    '',
    ...(shipments.length === 0
      ? ['The carrier has not given a tracking number yet; the order page will show it once it does.']
      : shipments.flatMap((shipment) => [
          `Carrier: ${shipment.carrier ?? 'not named yet'}`,
          ...(shipment.trackingId ? [`Tracking number: ${shipment.trackingId}`] : []),
          ...(shipment.urls[0] ? [`Track it: ${shipment.urls[0]}`] : []),
          '',
        ])),
    ...(shipments.length === 0 ? [''] : []),
    `Follow your order: ${statusUrl}`,
    '',
    'Storyloom',
  ];
  return { to: order.email, subject: `Your Storyloom book ${order.number} has shipped`, text: `${lines.join('\n')}\n` };
}
