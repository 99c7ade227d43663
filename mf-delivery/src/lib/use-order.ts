import { useEffect, useState } from 'react';
import type { OrderReply } from '@storyloom/contracts/delivery';
import { loadOrder } from './delivery-api.js';

/** How often, and how many times, a page asks again while a payment is still being confirmed. */
export const ORDER_POLL_MS = 2000;
export const ORDER_POLL_ATTEMPTS = 15;

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'loaded'; order: OrderReply }
  | { kind: 'failed'; message: string };

/**
 * One of the visitor's orders from `GET /api/orders/:id`. While it is still awaiting or processing its payment
 * (the provider's confirmation can arrive just after the visitor is sent back) it is asked for again a few times.
 */
export function useOrder(id: string | null): OrderState {
  const [state, setState] = useState<OrderState>(
    id ? { kind: 'loading' } : { kind: 'failed', message: NO_ORDER_MESSAGE },
  );

  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      loadOrder(id, controller.signal)
        .then((order) => {
          setState({ kind: 'loaded', order });
          const settling = order.status === 'awaiting_payment' || order.status === 'payment_processing';
          if (settling && attempt < ORDER_POLL_ATTEMPTS) timer = setTimeout(() => ask(attempt + 1), ORDER_POLL_MS);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            kind: 'failed',
            message: error instanceof Error ? error.message : 'The order could not be loaded. Please try again.',
          });
        });
    };
    ask(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  return state;
}

export const NO_ORDER_MESSAGE = 'No order was named in this address. Open the link from your confirmation e-mail.';
