import { PRODUCTION_STAGE_LABELS } from '@storyloom/contracts/delivery';
import { PRINT_STAGES, PRINT_STAGE_LABELS, safeTrackingUrl, type ProductionWithPrint } from './print-progress.js';

export type StepState = 'done' | 'current' | 'failed' | 'upcoming';

export interface ProductionStep {
  label: string;
  state: StepState;
  /** 'Chapters 7 of 15', while and after writing; the carrier once shipped. */
  detail?: string;
  /** The carrier's tracking page, once shipped. */
  trackingUrl?: string;
}

const MADE_HERE = ['paid', 'writing', 'typesetting', 'ready_for_printing'] as const;

/** Where a failure happened, on the line of stages ('printing' is the hand-over once the book is ready). */
const FAILED_AT = { writing: 1, typesetting: 2, printing: 3 } as const;

/**
 * The order status page's line of stages (docs/product/step5-delivery.md): Paid → Writing (chapters done / total)
 * → Typesetting → Ready for printing, then the printer's stages. Null while the order is not paid.
 */
export function productionSteps(reply: ProductionWithPrint): ProductionStep[] | null {
  if (!reply.stage) return null;
  // A failure at the printer comes after Ready for printing: the book itself was made.
  const printingFailed = reply.stage === 'failed' && reply.failure?.stage === 'printing';
  const reached = printingFailed ? MADE_HERE.length - 1 : reply.stage === 'failed' ? FAILED_AT[reply.failure?.stage ?? 'writing'] : MADE_HERE.indexOf(reply.stage);
  const steps: ProductionStep[] = MADE_HERE.map((stage, index) => {
    let state: StepState = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    if (index === reached && reply.stage === 'failed' && !printingFailed) state = 'failed';
    // Ready for printing is a place the book arrives at, not work in progress.
    if (index === reached && stage === 'ready_for_printing') state = 'done';
    return { label: PRODUCTION_STAGE_LABELS[stage], state };
  });
  if (reply.chapters) steps[1]!.detail = `Chapters ${reply.chapters.done} of ${reply.chapters.total}`;
  return [...steps, ...printSteps(reply)];
}

/**
 * The printer's stages (docs/product/print-fulfilment.md) as the API reports them: done up to the one reached,
 * Delivered done once delivered, the next one failed when sending to print failed; otherwise upcoming, so the
 * customer sees the whole way to their door.
 */
function printSteps(reply: ProductionWithPrint): ProductionStep[] {
  const reached = reply.print ? PRINT_STAGES.indexOf(reply.print.stage) : -1;
  const failedAt = reply.stage === 'failed' && reply.failure?.stage === 'printing' ? reached + 1 : -1;
  return PRINT_STAGES.map((stage, index): ProductionStep => {
    let state: StepState = index < reached ? 'done' : index === reached ? (stage === 'delivered' ? 'done' : 'current') : 'upcoming';
    if (index === failedAt) state = 'failed';
    const step: ProductionStep = { label: PRINT_STAGE_LABELS[stage], state };
    if (stage === 'shipped' && reply.print && index <= reached) {
      if (reply.print.carrier) step.detail = reply.print.carrier;
      const url = safeTrackingUrl(reply.print.tracking_url);
      if (url) step.trackingUrl = url;
    }
    return step;
  });
}

/** One sentence for the live region: what is happening now. */
export function productionSummary(reply: ProductionWithPrint): string | null {
  switch (reply.stage) {
    case 'paid':
      return 'Paid: your book is about to be written.';
    case 'writing':
      return reply.chapters ? `Writing your book: ${reply.chapters.done} of ${reply.chapters.total} chapters written.` : 'Writing your book.';
    case 'typesetting':
      return 'Typesetting your book for print.';
    case 'ready_for_printing':
      return printSummary(reply) ?? 'Your book is ready for printing.';
    case 'failed':
      return `Something went wrong while ${reply.failure?.stage === 'typesetting' ? 'typesetting your book' : reply.failure?.stage === 'printing' ? 'sending your book to print' : 'writing your book'}: ${reply.failure?.message || 'we are looking into it.'} Your payment is safe; we will contact you.`;
    default:
      return null;
  }
}

function printSummary(reply: ProductionWithPrint): string | null {
  switch (reply.print?.stage) {
    case 'sent_to_printer':
      return 'Your book has been sent to the printer.';
    case 'in_production':
      return 'Your book is being printed.';
    case 'shipped':
      return reply.print.carrier ? `Your book has shipped with ${reply.print.carrier}.` : 'Your book has shipped.';
    case 'delivered':
      return 'Your book has been delivered.';
    default:
      return null;
  }
}
