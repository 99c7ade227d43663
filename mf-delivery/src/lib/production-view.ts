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

/** The whole way, in order: made here, then at the printer (docs/product/print-fulfilment.md). */
const LINE = ['paid', 'writing', 'typesetting', 'ready_for_printing', 'sent_to_printer', 'in_production', 'shipped', 'delivered'] as const satisfies readonly ProductionStage[];

/**
 * Where a failure happened, on the line of stages. 'printing' is the hand-off (Ready for printing, which the book
 * never reached: no `ready_at`) or, once it was handed over, the printer stopping the job (Sent to printer).
 */
function failedAt(reply: ProductionReply): number {
  const stage = reply.failure?.stage ?? 'writing';
  if (stage !== 'printing') return LINE.indexOf(stage);
  return LINE.indexOf(reply.ready_at ? 'sent_to_printer' : 'ready_for_printing');
}

/** Stages that are places the book arrives at, not work in progress. */
const ARRIVED: ReadonlySet<string> = new Set(['ready_for_printing', 'delivered']);

/**
 * The order status page's line of stages (docs/product/step5-delivery.md, docs/product/print-fulfilment.md): Paid →
 * Writing (chapters done / total) → Typesetting → Ready for printing → Sent to printer → In production → Shipped
 * (carrier, tracking link) → Delivered, as the API reports them; the failed stage marked. Null while not paid.
 */
export function productionSteps(reply: ProductionReply): ProductionStep[] | null {
  if (!reply.stage) return null;
  // The proof stage (docs/product/proof.md) is not on this line yet: the book waits where its typesetting ended.
  if (reply.stage === 'ready_for_review') return productionSteps({ ...reply, stage: 'typesetting' });
  const failed = reply.stage === 'failed';
  const reached = reply.stage === 'failed' ? failedAt(reply) : LINE.indexOf(reply.stage);
  const steps: ProductionStep[] = LINE.map((stage, index) => {
    let state: StepState = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    if (index === reached && failed) state = 'failed';
    else if (index === reached && ARRIVED.has(stage)) state = 'done';
    return { label: PRODUCTION_STAGE_LABELS[stage], state };
  });
  if (reply.chapters) steps[1]!.detail = `Chapters ${reply.chapters.done} of ${reply.chapters.total}`;
  // Lulu may split an order into several parcels; the page shows the first one's carrier and tracking link.
  const shipment = reply.shipments[0];
  const shipped = steps[LINE.indexOf('shipped')]!;
  if (shipment && shipped.state !== 'upcoming') {
    if (shipment.carrier) shipped.detail = shipment.carrier;
    const url = safeTrackingUrl(shipment.tracking_url);
    if (url) shipped.trackingUrl = url;
  }
  return steps;
}
