import { startTransition, useCallback, useEffect, useState } from 'react';
import { DRAFT_PROGRESS_PATH, draftProgressReplySchema, type DraftProgressReply } from '@storyloom/contracts';
import { apiGet } from '@storyloom/kit';

/**
 * The server's view of the visitor's draft (GET /api/draft/progress): which steps have data, what is out of
 * date, what step 3 still needs. Resolves null when the server cannot be reached or answers another shape:
 * then nothing is known, and the pages let the visitor go on (the API refuses what it cannot do, and says why).
 */
export async function loadDraftProgress(signal?: AbortSignal): Promise<DraftProgressReply | null> {
  try {
    const reply = draftProgressReplySchema.safeParse(await apiGet<unknown>(DRAFT_PROGRESS_PATH, { signal }));
    return reply.success ? reply.data : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export interface DraftProgressState {
  /** undefined while loading; null when unknown (see loadDraftProgress). */
  progress: DraftProgressReply | null | undefined;
  /** Asks again, e.g. after the page saved something that changes what is done or out of date. */
  reload: () => void;
}

/** The draft's progress for a page; `enabled: false` skips the request (the caller already has it). */
export function useDraftProgress({ enabled = true }: { enabled?: boolean } = {}): DraftProgressState {
  const [progress, setProgress] = useState<DraftProgressReply | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation: reload() bumps it to load the progress again
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    // The answer renders in a transition (in slices, not a long task while the page loads: issue 27); an abort means
    // the page has gone.
    loadDraftProgress(controller.signal).then(
      (loaded) => startTransition(() => setProgress(loaded)),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { progress, reload };
}
