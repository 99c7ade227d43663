import type { ProductionRecord } from '../production.repository.js';

/**
 * When an order's digital edition (EPUB and screen PDF) may be downloaded: once the book is approved. Until the
 * proof step exists (the buyer approving the proof), "approved" is the book being ready for printing: typeset and
 * handed to printing ('ready', whatever the printer does next), or typeset with only the hand-off failed (the book
 * itself is done; the gift should not wait for the printer). The one place the proof step changes.
 */
export function digitalEditionAvailable(record: Pick<ProductionRecord, 'state' | 'failedStage'> | undefined): boolean {
  if (!record) return false;
  return record.state === 'ready' || (record.state === 'failed' && record.failedStage === 'printing');
}
