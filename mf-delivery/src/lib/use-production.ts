import { useEffect, useState } from 'react';
import { DELIVERY_API, productionReplySchema, type ProductionReply } from '@storyloom/contracts/delivery';
import { ApiRequestError, apiGet, parsedReply } from '@storyloom/kit';

/** After a failed call, the page asks again this much later (the book keeps being made meanwhile). */
export const PRODUCTION_RETRY_MS = 5000;

export interface ProductionState {
  reply: ProductionReply | null;
  /** The last call's failure; the last good reply stays shown meanwhile. */
  error: string | null;
}

/**
 * A paid order's production (`GET /api/orders/:id/production`, with the e-mail link's token if any), asked again
 * as long as the server says something is moving (`poll_after_ms`), and stopped once the book is ready or failed.
 */
export function useProduction(id: string | null, token: string | null): ProductionState {
  const [state, setState] = useState<ProductionState>({ reply: null, error: null });

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      apiGet<unknown>(DELIVERY_API.production(id, token ?? undefined), { signal: controller.signal })
        .then((body) => {
          const reply = parsedReply(productionReplySchema, body);
          setState({ reply, error: null });
          if (reply.poll_after_ms !== null) timer = setTimeout(ask, reply.poll_after_ms);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((previous) => ({
            reply: previous.reply,
            error: error instanceof Error ? error.message : 'The status could not be loaded.',
          }));
          // A refusal (not this visitor's order, a wrong link) will not change by asking again; a lost connection may.
          const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
          if (!refused) timer = setTimeout(ask, PRODUCTION_RETRY_MS);
        });
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, token]);

  return state;
}
