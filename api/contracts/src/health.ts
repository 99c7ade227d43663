import { z } from 'zod';

/** Reply of `GET /api/health` when the API and its database answer (otherwise a 503 ApiError). */
export const healthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
