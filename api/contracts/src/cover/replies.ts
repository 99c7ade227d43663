import { z } from 'zod';

/** A remark about one accepted photo that does not stop the cover, e.g. too few pixels for a sharp print. */
export const photoWarningSchema = z.object({
  /** The file's name as the visitor chose it. */
  file: z.string(),
  message: z.string(),
});
export type PhotoWarning = z.infer<typeof photoWarningSchema>;

/** One generated cover: the server keeps its print version under this id; the seed names the design. */
export const generatedCoverSchema = z.object({
  id: z.string(),
  seed: z.string(),
});
export type GeneratedCover = z.infer<typeof generatedCoverSchema>;

/**
 * Reply of `POST /api/generate_cover` (multipart `images[]`). `generated_images` are base64 PNG screen previews
 * (2:3 portrait), as the product has always sent them; `covers` is parallel to it and names each image so
 * `POST /api/store_step4` can say which print version the visitor chose. On failure `success` is false and
 * `error` is the sentence to show.
 */
export const generateCoverReplySchema = z.object({
  success: z.boolean(),
  generated_images: z.array(z.string()),
  covers: z.array(generatedCoverSchema),
  warnings: z.array(photoWarningSchema),
  error: z.string().optional(),
});
export type GenerateCoverReply = z.infer<typeof generateCoverReplySchema>;

/** Reply of `POST /api/generate_first_chapter` (also the `done` event's data when streamed). */
export const firstChapterReplySchema = z.object({ first_chapter: z.string() });
export type FirstChapterReply = z.infer<typeof firstChapterReplySchema>;

/**
 * `POST /api/store_step4`: multipart `image` (cover.png, the cover on screen), `firstChapter` (text) and, when the
 * cover came from `generate_cover`, `coverId` so the book uses that cover's print version.
 */
export const storeStep4ReplySchema = z.object({ success: z.boolean(), error: z.string().optional() });
export type StoreStep4Reply = z.infer<typeof storeStep4ReplySchema>;

/**
 * Reply of `GET /api/step4`: what the visitor stored on step 4, so coming back shows it. `cover.url` serves the
 * visitor's own preview (private: another visitor gets 404).
 */
export const storedStep4ReplySchema = z.object({
  cover: z.object({ id: z.string(), url: z.string() }).nullable(),
  first_chapter: z.string().nullable(),
});
export type StoredStep4Reply = z.infer<typeof storedStep4ReplySchema>;
