import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProofReply } from '@storyloom/contracts/delivery';
import { failureMessage, isVersionConflict, loadProof, type ProofAddress } from '../lib/proof-api.js';

/** While the writer works on a plain-words request, the page asks for the proof this often. */
export const PROOF_POLL_MS = 2000;

export type ProofLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; proof: ProofReply };

/** What the page's live region says about the last change: saving, saved (with the page count), or why not. */
export interface SaveStatus {
  text: string;
  tone: 'working' | 'done' | 'problem';
}

/** The result of a change, for the control that asked for it. */
export type ChangeOutcome =
  | { kind: 'saved'; proof: ProofReply }
  | { kind: 'conflict'; proof: ProofReply }
  | { kind: 'failed'; message: string };

export const conflictMessage = (proof: ProofReply) =>
  `A newer version of your book was saved meanwhile (version ${proof.version}, perhaps in another tab or on another device). It is shown now; your change was not saved.`;

/**
 * The proof page's state (docs/product/proof.md): the proof as the API last answered it, every change sent with the
 * version the buyer was looking at, a 409 version conflict answered by reloading the newer version (the buyer is told
 * and shown its text), and the proof asked for again while a plain-words request is being worked on.
 */
export function useProof(address: ProofAddress | null) {
  const [load, setLoad] = useState<ProofLoad>(
    address ? { kind: 'loading' } : { kind: 'failed', message: NO_PROOF_MESSAGE },
  );
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const orderId = address?.orderId;
  const token = address?.token;
  const proofRef = useRef<ProofReply | null>(null);
  proofRef.current = load.kind === 'loaded' ? load.proof : null;

  const reload = useCallback(
    async (signal?: AbortSignal): Promise<ProofReply | null> => {
      if (!orderId) return null;
      try {
        const proof = await loadProof({ orderId, token }, signal);
        setLoad({ kind: 'loaded', proof });
        return proof;
      } catch (error) {
        if (signal?.aborted) return null;
        // A proof already shown stays shown; the status says the refresh failed.
        if (proofRef.current)
          setStatus({ text: `We could not refresh your proof: ${failureMessage(error)}`, tone: 'problem' });
        else
          setLoad({
            kind: 'failed',
            message: failureMessage(error, 'Your proof could not be loaded. Please try again.'),
          });
        return null;
      }
    },
    [orderId, token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  const working = load.kind === 'loaded' && load.proof.requests.some((request) => request.state === 'working');
  // biome-ignore lint/correctness/useExhaustiveDependencies: load: each reply while a request is working arms the next poll
  useEffect(() => {
    if (!working) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => void reload(controller.signal), PROOF_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [working, load, reload]);

  /**
   * Sends one change made on `version` (the version shown); `saving` and `saved` are what the live region says.
   * On a version conflict the newer version is loaded and shown, and the buyer is told.
   */
  const change = useCallback(
    async (
      send: (version: number) => Promise<ProofReply>,
      words: { saving: string; saved: (proof: ProofReply, before: ProofReply) => string },
    ): Promise<ChangeOutcome> => {
      const before = proofRef.current;
      if (!before || before.version === null) return { kind: 'failed', message: 'Your proof is not ready yet.' };
      setStatus({ text: words.saving, tone: 'working' });
      try {
        const proof = await send(before.version);
        setLoad({ kind: 'loaded', proof });
        setStatus({ text: words.saved(proof, before), tone: 'done' });
        return { kind: 'saved', proof };
      } catch (error) {
        if (isVersionConflict(error)) {
          const newer = await reload();
          if (newer) {
            setStatus({ text: conflictMessage(newer), tone: 'problem' });
            return { kind: 'conflict', proof: newer };
          }
        }
        const message = failureMessage(error);
        setStatus({ text: message, tone: 'problem' });
        return { kind: 'failed', message };
      }
    },
    [reload],
  );

  return { load, status, change, reload };
}

export const NO_PROOF_MESSAGE =
  'No order was named in this address. Open the link from the e-mail that says your book is ready for your review.';

/** 'Saved as version 3: 50 pages (was 48).' — the page count after every change, as the typesetter made it. */
export function savedWithPages(what: string, proof: ProofReply, before: ProofReply): string {
  const pages =
    proof.page_count === before.page_count
      ? `${proof.page_count} pages, as before`
      : `now ${proof.page_count} pages (was ${before.page_count})`;
  return `${what} Saved as version ${proof.version}: ${pages}.`;
}
