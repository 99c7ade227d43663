import { storableText } from '@storyloom/contracts';
import { z } from 'zod';

const detail = (label: string, max: number) =>
  storableText(label).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Most covers one /covertest request designs: each is a full design, admitted under the generation limits. */
export const COVERTEST_MAX_COUNT = 4;

/**
 * The text fields of `POST /api/covertest` (multipart, photos in `images[]`): the book an operator tries the
 * designer with, and how many designs to make. Nothing of it is stored.
 */
export const covertestFieldsSchema = z.object({
  title: detail('Title', 200),
  genre: detail('Genre', 100),
  tone: detail('Tone', 100),
  name: detail('Name', 100),
  description: storableText('Description').trim().max(300, 'Description must be at most 300 characters').default(''),
  count: z.coerce
    .number({ error: `count must be a whole number from 1 to ${COVERTEST_MAX_COUNT}` })
    .int(`count must be a whole number from 1 to ${COVERTEST_MAX_COUNT}`)
    .min(1, `count must be a whole number from 1 to ${COVERTEST_MAX_COUNT}`)
    .max(COVERTEST_MAX_COUNT, `count must be a whole number from 1 to ${COVERTEST_MAX_COUNT}`)
    .default(1),
});
export type CovertestFields = z.infer<typeof covertestFieldsSchema>;

/** Reply of `POST /api/covertest`: each design with its seed and its preview (base64 PNG), side by side. */
export const covertestReplySchema = z.object({
  designer: z.string(),
  covers: z.array(z.object({ seed: z.string(), image: z.string() })),
  warnings: z.array(z.object({ file: z.string(), message: z.string() })),
});
export type CovertestReply = z.infer<typeof covertestReplySchema>;
