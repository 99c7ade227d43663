import { digitalEditionSchema, z } from '@storyloom/contracts';
import { ORDER_STATUSES } from './replies.js';

/**
 * A paid book's way to the reader (docs/product/book-production.md, docs/product/print-fulfilment.md), as the order
 * status page shows it: paid (queued) → writing (chapters done / total) → typesetting → ready for your review (when the
 * buyer chose to read the proof first: docs/product/proof.md) → ready for printing (the local
 * print outbox, when Lulu is not configured) or, with Lulu, sent to printer → in production → shipped (carrier,
 * tracking link) → delivered as Lulu reports them; or failed, with a message.
 */
export const PRODUCTION_STAGES = [
  'paid',
  'writing',
  'typesetting',
  'ready_for_review',
  'ready_for_printing',
  'sent_to_printer',
  'in_production',
  'shipped',
  'delivered',
  'failed',
] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

/** How the order status page names each stage. */
export const PRODUCTION_STAGE_LABELS: Record<ProductionStage, string> = {
  paid: 'Paid',
  writing: 'Writing',
  typesetting: 'Typesetting',
  ready_for_review: 'Ready for your review',
  ready_for_printing: 'Ready for printing',
  sent_to_printer: 'Sent to printer',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  failed: 'Something went wrong',
};

/** One shipment of a printed order, as Lulu reports it. */
export const shipmentSchema = z.object({
  carrier: z.string().nullable(),
  tracking_id: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * Reply of `GET /api/orders/:id/production` (DELIVERY_API.production): the owner's cookie or the e-mail link's
 * status token. `stage` is null while the order is not paid (`order_status` says why). `chapters` counts the whole
 * book, the frozen chapter 1 included, once writing has started. `proof_url` is set for the owner once the interior
 * is typeset (null when asked by token). `failure.stage` 'printing' covers a refusal by Lulu (its message) too. `poll_after_ms`: when to ask again (null once nothing will change).
 */
export const productionReplySchema = z.object({
  order_id: z.string(),
  number: z.string(),
  title: z.string().nullable(),
  order_status: z.enum(ORDER_STATUSES),
  stage: z.enum(PRODUCTION_STAGES).nullable(),
  chapters: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  failure: z.object({ stage: z.enum(['writing', 'typesetting', 'printing']), message: z.string() }).nullable(),
  proof_url: z.string().nullable(),
  ready_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  poll_after_ms: z.number().int().nullable(),
  /** Once Lulu reports the book shipped: each shipment's carrier, tracking number and tracking link (may be null). */
  shipments: z.array(shipmentSchema),
  /** The EPUB and screen PDF (links with the status token), once the book is approved; null before. */
  digital_edition: digitalEditionSchema.nullable(),
  /** The page's one sentence for where the order stands, from the stage (a failed stage reads "Needs attention: …"). */
  headline: z.string(),
});
export type ProductionReply = z.infer<typeof productionReplySchema>;
