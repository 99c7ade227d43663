import { orderProofPath } from '@storyloom/contracts/delivery';
import type { MailMessage } from '../../mail/mail.service.js';
import type { Order } from '../../orders/orders.service.js';

/** "Ready for your review" (docs/product/proof.md): the proof's link carries the status token, so it opens anywhere. */
export function readyForReview(order: Order, statusToken: string, reminder: boolean): MailMessage {
  const link = `${order.siteOrigin}${orderProofPath(order.id, statusToken)}`;
  const book = order.title ? `"${order.title}"` : 'Your book';
  const lines = [
    `Hello ${order.details.shipping_address.first_name},`,
    '',
    reminder
      ? `${book} (order ${order.number}) is still waiting for your review: it is printed only once you approve it.`
      : `${book} (order ${order.number}) is written and typeset, and ready for your review.`,
    'Read every page as it will print, change anything you like, then approve it for printing:',
    '',
    link,
    '',
    'Storyloom',
  ];
  const subject = reminder
    ? `Reminder: your Storyloom book ${order.number} is waiting for your review`
    : `Your Storyloom book ${order.number} is ready for your review`;
  return { to: order.email, subject, text: `${lines.join('\n')}\n` };
}
