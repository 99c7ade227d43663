import { useEffect, useState } from 'react';
import { DELIVERY_API, shippingOptionsReplySchema, type ShippingOptionsReply } from '@storyloom/contracts/delivery';
import { apiGet } from '@storyloom/kit';

/**
 * When each shipping method would arrive at the chosen destination, and whether by the "I need it by" day
 * (`GET /api/shipping_options`): the server computes every date and sentence, the page shows them. Null until a
 * country is chosen, and while (or when) the dates cannot be had: the shipping cards then show prices only.
 */
export function useShippingOptions(country: string, state: string, needBy: string): ShippingOptionsReply | null {
  const [reply, setReply] = useState<ShippingOptionsReply | null>(null);
  useEffect(() => {
    setReply(null);
    if (!country) return undefined;
    const controller = new AbortController();
    apiGet<unknown>(DELIVERY_API.shippingOptions({ country, state, need_by: needBy }), { signal: controller.signal })
      .then((body) => {
        const parsed = shippingOptionsReplySchema.safeParse(body);
        if (parsed.success) setReply(parsed.data);
      })
      // Dates are a help, not a step: without them the form still orders.
      .catch(() => undefined);
    return () => controller.abort();
  }, [country, state, needBy]);
  return reply;
}
