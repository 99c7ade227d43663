import { ORDER_STATUS_LABELS, type ProductionReply } from '@storyloom/contracts/delivery';

type HeadlineFacts = Pick<ProductionReply, 'order_status' | 'stage' | 'chapters' | 'failure' | 'shipments'>;

const FAILED_WHILE = {
  writing: 'writing your book',
  typesetting: 'typesetting your book',
  printing: 'sending your book to print',
} as const;

/**
 * The one sentence the order status page leads with (its live region and its Status line), from the production
 * stage: the only place a stage becomes words, so the page never says "being made" of a book that is ready, nor
 * anything reassuring of a stage that failed. Before payment, the order's status says it.
 */
export function productionHeadline(facts: HeadlineFacts): string {
  switch (facts.stage) {
    case null:
      return ORDER_STATUS_LABELS[facts.order_status];
    case 'paid':
      return 'Paid: your book is about to be written.';
    case 'writing':
      return facts.chapters
        ? `Writing your book: ${facts.chapters.done} of ${facts.chapters.total} chapters written.`
        : 'Writing your book.';
    case 'typesetting':
      return 'Typesetting your book for print.';
    case 'ready_for_review':
      return 'Your book is ready for your review: read it, change anything you like, and approve it for printing.';
    case 'ready_for_printing':
      return 'Your book is ready for printing.';
    case 'sent_to_printer':
      return 'Your book has been sent to the printer.';
    case 'in_production':
      return 'Your book is being printed.';
    case 'shipped': {
      const carrier = facts.shipments[0]?.carrier;
      return carrier ? `Your book has shipped with ${carrier}.` : 'Your book has shipped.';
    }
    case 'delivered':
      return 'Your book has been delivered.';
    case 'failed':
      return `Needs attention: something went wrong while ${FAILED_WHILE[facts.failure?.stage ?? 'writing']}: ${facts.failure?.message || 'we are looking into it.'} Your payment is safe; we will contact you.`;
  }
}
