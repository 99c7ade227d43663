import { z } from '@storyloom/contracts';
import { DELIVERY_COUNTRY_CODES } from './country-codes.js';
import { SELECTABLE_SHIPPING_LEVELS } from './order-options.js';

/** A calendar day, `2026-12-18`. */
const calendarDay = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/**
 * Query of `GET /api/shipping_options` (DELIVERY_API.shippingOptions): the destination, its state when known (Lulu
 * asks for it in some countries), and the optional "I need it by" day.
 */
export const shippingOptionsQuerySchema = z.object({
  country: z.enum(DELIVERY_COUNTRY_CODES, { error: `country must be one of: ${DELIVERY_COUNTRY_CODES.join(', ')}` }),
  state: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'state must be a subdivision code like CA or NSW')
    .optional(),
  need_by: calendarDay.optional(),
});
export type ShippingOptionsQuery = z.infer<typeof shippingOptionsQuerySchema>;

/** Whether an option arrives by the "I need it by" day: surely, perhaps (the day falls inside its window), or not. */
export const IN_TIME_VERDICTS = ['in_time', 'maybe', 'too_late'] as const;
export type InTimeVerdict = (typeof IN_TIME_VERDICTS)[number];

/**
 * Reply of `GET /api/shipping_options`: for each selectable shipping method, when it would arrive if ordered now
 * (docs/product/step5-delivery.md#delivery-dates). The server computes every date and sentence; /step5 only shows them.
 * `arrives_text` reads 'arrives Dec 14–18'; `in_time`/`in_time_text` are null without a need-by day.
 */
export const shippingOptionsReplySchema = z.object({
  country: z.enum(DELIVERY_COUNTRY_CODES),
  need_by: calendarDay.nullable(),
  options: z.array(
    z.object({
      shipping_level: z.enum(SELECTABLE_SHIPPING_LEVELS),
      earliest: calendarDay,
      latest: calendarDay,
      arrives_text: z.string(),
      in_time: z.enum(IN_TIME_VERDICTS).nullable(),
      in_time_text: z.string().nullable(),
    }),
  ),
});
export type ShippingOptionsReply = z.infer<typeof shippingOptionsReplySchema>;
export type ShippingOptionEstimate = ShippingOptionsReply['options'][number];
