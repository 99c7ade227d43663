import { useCallback, useEffect, useState } from 'react';
import type { ProductionStage, ProofReply } from '@storyloom/contracts/delivery';
import { loadProof } from './proof-api.js';

/** Stages before printing starts: the proof choice can still be changed (docs/product/proof.md). */
export const BEFORE_PRINTING: ReadonlySet<ProductionStage> = new Set([
  'paid',
  'writing',
  'typesetting',
  'ready_for_review',
]);

/**
 * The status page's view of the proof (`GET PROOF_API.proof`): the buyer's choice and whether a version was approved,
 * asked again whenever the production stage moves. Null until known, and stays null if the API has no proof for the
 * order (an older API, an unpaid order): the page then shows today's line and no choice.
 */
export function useProofOverview(orderId: string | null, token: string | null, stage: ProductionStage | null) {
  const [proof, setProof] = useState<ProofReply | null>(null);

  useEffect(() => {
    if (!orderId || !stage || stage === 'failed') return undefined;
    const controller = new AbortController();
    loadProof({ orderId, token: token ?? undefined }, controller.signal)
      .then(setProof)
      .catch(() => {
        // Only a help to the status page: its stages come from the production reply anyway.
      });
    return () => controller.abort();
  }, [orderId, token, stage]);

  const replace = useCallback((next: ProofReply) => setProof(next), []);
  return { proof, replace };
}
