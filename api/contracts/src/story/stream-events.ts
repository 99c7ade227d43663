import { z } from 'zod';

/**
 * Server-Sent Events of every generating endpoint (POST /api/step2, /api/generate_outline, /api/step3) when the
 * request's Accept header includes `text/event-stream`:
 *   event: text   data: {"delta":"..."}                      repeated, as the words are written
 *   event: done   data: <the endpoint's plain JSON reply>     once, last
 *   event: error  data: {"error","message","status"}         once, last, instead of done
 * Without that Accept header the endpoint answers its plain JSON reply. Invalid requests are refused with a
 * plain 4xx JSON answer before any stream starts.
 */
export const EVENT_STREAM_CONTENT_TYPE = 'text/event-stream';

export const STREAM_EVENTS = { text: 'text', done: 'done', error: 'error' } as const;
export type StreamEventName = (typeof STREAM_EVENTS)[keyof typeof STREAM_EVENTS];

export const textEventSchema = z.object({ delta: z.string() });
export type TextEvent = z.infer<typeof textEventSchema>;

/** The `{ error, message, details? }` answer the request would have had, plus the HTTP status it stands for. */
export const errorEventSchema = z.object({
  error: z.string(),
  message: z.string(),
  status: z.number().int().min(400).max(599),
  details: z.unknown().optional(),
});
export type ErrorEvent = z.infer<typeof errorEventSchema>;
