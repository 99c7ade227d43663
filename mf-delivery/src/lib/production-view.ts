import { PRODUCTION_STAGE_LABELS, type ProductionReply } from '@storyloom/contracts/delivery';

export type StepState = 'done' | 'current' | 'failed' | 'upcoming';

export interface ProductionStep {
  label: string;
  state: StepState;
  /** 'Chapters 7 of 15', while and after writing. */
  detail?: string;
}

/**
 * The printer's stages come with print submission (the next issue); until then they are shown as what comes next,
 * so the customer sees the whole way to their door.
 */
const LATER_STAGES = ['Sent to printer', 'In production', 'Shipped', 'Delivered'];

const MADE_HERE = ['paid', 'writing', 'typesetting', 'ready_for_printing'] as const;

/** Where a failure happened, on the line of stages ('printing' is the hand-over once the book is ready). */
const FAILED_AT = { writing: 1, typesetting: 2, printing: 3 } as const;

/**
 * The order status page's line of stages (docs/product/step5-delivery.md): Paid → Writing (chapters done / total)
 * → Typesetting → Ready for printing, then the printer's stages as upcoming. Null while the order is not paid.
 */
export function productionSteps(reply: ProductionReply): ProductionStep[] | null {
  if (!reply.stage) return null;
  // A printer's stage (contracts 0.6.0) means everything made here is done; the print-ui branch draws those stages.
  const made = (MADE_HERE as readonly string[]).indexOf(reply.stage);
  const reached = reply.stage === 'failed' ? FAILED_AT[reply.failure?.stage ?? 'writing'] : made >= 0 ? made : MADE_HERE.length;
  const steps: ProductionStep[] = MADE_HERE.map((stage, index) => {
    let state: StepState = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    if (index === reached && reply.stage === 'failed') state = 'failed';
    // Ready for printing is a place the book arrives at, not work in progress.
    if (index === reached && stage === 'ready_for_printing') state = 'done';
    return { label: PRODUCTION_STAGE_LABELS[stage], state };
  });
  if (reply.chapters) steps[1]!.detail = `Chapters ${reply.chapters.done} of ${reply.chapters.total}`;
  return [...steps, ...LATER_STAGES.map((label): ProductionStep => ({ label, state: 'upcoming' }))];
}

/** One sentence for the live region: what is happening now. */
export function productionSummary(reply: ProductionReply): string | null {
  switch (reply.stage) {
    case 'paid':
      return 'Paid: your book is about to be written.';
    case 'writing':
      return reply.chapters ? `Writing your book: ${reply.chapters.done} of ${reply.chapters.total} chapters written.` : 'Writing your book.';
    case 'typesetting':
      return 'Typesetting your book for print.';
    case 'ready_for_printing':
      return 'Your book is ready for printing.';
    case 'failed':
      return `Something went wrong while ${reply.failure?.stage === 'typesetting' ? 'typesetting' : reply.failure?.stage === 'printing' ? 'sending your book to print' : 'writing'} your book: ${reply.failure?.message || 'we are looking into it.'} Your payment is safe; we will contact you.`;
    default:
      return null;
  }
}
