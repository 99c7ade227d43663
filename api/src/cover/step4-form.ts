import { COVER_LIMITS, storableText } from '@storyloom/contracts';
import { z } from 'zod';

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/**
 * The text fields of `POST /api/store_step4` (multipart: `image`, `firstChapter`, `coverId`). The first chapter is
 * the book's chapter 1, so it is stored only as text the book can hold.
 */
export const storeStep4FieldsSchema = z.object({
  firstChapter: storableText('The first chapter')
    .trim()
    .min(1, 'The first chapter cannot be empty')
    .max(
      COVER_LIMITS.firstChapterMaxLength,
      `The first chapter must be at most ${COVER_LIMITS.firstChapterMaxLength} characters`,
    ),
  coverId: optionalText.pipe(
    z.uuid({ error: 'coverId must be the id of a cover from /api/generate_cover' }).optional(),
  ),
});
export type StoreStep4Fields = z.infer<typeof storeStep4FieldsSchema>;

/** What the draft keeps of step 4 (DRAFT_SECTION.cover): the cover chosen for the book. */
export const storedCoverChoiceSchema = z.object({
  coverId: z.uuid(),
  /** 'generated': a cover of generate_cover; 'uploaded': the image the visitor sent with store_step4. */
  source: z.enum(['generated', 'uploaded']),
  storedAt: z.string(),
});
export type StoredCoverChoice = z.infer<typeof storedCoverChoiceSchema>;

/** DRAFT_SECTION.firstChapter: the first chapter as the visitor stored it on step 4. */
export const storedFirstChapterSchema = z.object({ text: z.string().min(1), storedAt: z.string() });
export type StoredFirstChapter = z.infer<typeof storedFirstChapterSchema>;
