import { PRODUCTION_STAGE_LABELS, type ProductionReply, type ProductionStage } from '@storyloom/contracts/delivery';
import { safeTrackingUrl } from './tracking.js';

export type StepState = 'done' | 'current' | 'failed' | 'upcoming';

export interface ProductionStep {
  label: string;
  state: StepState;
  /** 'Chapters 7 of 15', while and after writing; the carrier once shipped. */
  detail?: string;
  /** The carrier's tracking page, once shipped. */
  trackingUrl?: string;
}

/**
 * The whole way, in order: made here, read and approved by the buyer when they chose to (docs/product/proof.md), then
 * at the printer (docs/product/print-fulfilment.md).
 */
const FULL_LINE = [
  'paid',
  'writing',
  'typesetting',
  'ready_for_review',
  'ready_for_printing',
  'sent_to_printer',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly ProductionStage[];
type LineStage = (typeof FULL_LINE)[number];

/** A buyer who chose to print as soon as written never waits for a review: the line has no such stage. */
const WITHOUT_REVIEW = FULL_LINE.filter((stage) => stage !== 'ready_for_review');

/**
 * Where a failure happened, on the line of stages. 'printing' is the hand-off (Ready for printing, which the book
 * never reached: no `ready_at`) or, once it was handed over, the printer stopping the job (Sent to printer).
 */
function failedAt(reply: ProductionReply, line: readonly LineStage[]): number {
  const stage = reply.failure?.stage ?? 'writing';
  if (stage !== 'printing') return line.indexOf(stage);
  return line.indexOf(reply.ready_at ? 'sent_to_printer' : 'ready_for_printing');
}

/** Stages that are places the book arrives at, not work in progress. */
const ARRIVED: ReadonlySet<string> = new Set(['ready_for_printing', 'delivered']);

/**
 * The order status page's line of stages (docs/product/step5-delivery.md, docs/product/print-fulfilment.md,
 * docs/product/proof.md): Paid → Writing (chapters done / total) → Typesetting → [Ready for your review] → Ready for
 * printing → Sent to printer → In production → Shipped (carrier, tracking link) → Delivered, as the API reports them;
 * the failed stage marked. 'Ready for your review' is on the line while the book waits there, and, when the page knows
 * the buyer chose to read the proof (`withReview`), before and after it too. Null while not paid.
 */
export function productionSteps(
  reply: ProductionReply,
  options: { withReview?: boolean } = {},
): ProductionStep[] | null {
  if (!reply.stage) return null;
  const line: readonly LineStage[] =
    options.withReview || reply.stage === 'ready_for_review' ? FULL_LINE : WITHOUT_REVIEW;
  const failed = reply.stage === 'failed';
  const reached = reply.stage === 'failed' ? failedAt(reply, line) : line.indexOf(reply.stage);
  const steps: ProductionStep[] = line.map((stage, index) => {
    let state: StepState = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    if (index === reached && failed) state = 'failed';
    else if (index === reached && ARRIVED.has(stage)) state = 'done';
    return { label: PRODUCTION_STAGE_LABELS[stage], state };
  });
  if (reply.chapters) steps[1]!.detail = `Chapters ${reply.chapters.done} of ${reply.chapters.total}`;
  // Lulu may split an order into several parcels; the page shows the first one's carrier and tracking link.
  const shipment = reply.shipments[0];
  const shipped = steps[line.indexOf('shipped')]!;
  if (shipment && shipped.state !== 'upcoming') {
    if (shipment.carrier) shipped.detail = shipment.carrier;
    const url = safeTrackingUrl(shipment.tracking_url);
    if (url) shipped.trackingUrl = url;
  }
  return steps;
}
