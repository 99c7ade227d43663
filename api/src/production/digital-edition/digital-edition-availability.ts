import type { ProductionRecord } from '../production.repository.js';

/**
 * When an order's digital edition (EPUB and screen PDF) may be downloaded: once the book is approved. A proofed
 * book (docs/product/proof.md) is approved when its buyer, an operator or PROOF_AUTO_APPROVE_DAYS approved a
 * version. A book printed as soon as written counts as approved once it is ready for printing: typeset and handed
 * to printing ('ready', whatever the printer does next), or typeset with only the hand-off failed (the book itself
 * is done; the gift should not wait for the printer).
 */
export function digitalEditionAvailable(
  record: Pick<ProductionRecord, 'state' | 'failedStage' | 'approvedVersion'> | undefined,
): boolean {
  if (!record) return false;
  return (
    record.approvedVersion !== null ||
    record.state === 'ready' ||
    (record.state === 'failed' && record.failedStage === 'printing')
  );
}
