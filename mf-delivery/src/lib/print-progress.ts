import { z } from '@storyloom/contracts';
import { productionReplySchema } from '@storyloom/contracts/delivery';

/**
 * The printer's stages after Ready for printing (docs/product/print-fulfilment.md): Sent to printer → In production
 * → Shipped (carrier, tracking link) → Delivered. PROVISIONAL: the API branch (print-handoff) is to add these to
 * productionReplySchema in @storyloom/contracts; until it does, the page reads them through this local extension
 * (an older API simply sends no `print`). Replace with the contract's schema when it lands.
 */
export const PRINT_STAGES = ['sent_to_printer', 'in_production', 'shipped', 'delivered'] as const;
export type PrintStage = (typeof PRINT_STAGES)[number];

export const PRINT_STAGE_LABELS: Record<PrintStage, string> = {
  sent_to_printer: 'Sent to printer',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export const printProgressSchema = z.object({
  stage: z.enum(PRINT_STAGES),
  carrier: z.string().nullable(),
  tracking_id: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type PrintProgress = z.infer<typeof printProgressSchema>;

export const productionWithPrintSchema = productionReplySchema.extend({ print: printProgressSchema.nullish() });
export type ProductionWithPrint = z.infer<typeof productionWithPrintSchema>;

/** Only http(s) tracking links are offered as links (the carrier's address comes from Lulu, through our server). */
export function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
