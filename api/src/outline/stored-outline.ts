import { BOOK_SIZE_CODES, chapterCountOf, outlineChaptersSchema } from '@storyloom/contracts';
import { z } from 'zod';
import { bibleEntrySchema, placedDetailSchema } from '../writing/writing.service.js';

/**
 * The outline as the draft keeps it (section DRAFT_SECTION.detailedOutline): the chapters (what later chapters are written from, edits included), the
 * size they were written for, which writer and prompt version produced them, and the story bible that goes with them. Its chapter count always
 * equals the size's, so a stored outline is never a wrong-sized one.
 */
export const storedOutlineSchema = z
  .object({
    bookSize: z.enum(BOOK_SIZE_CODES),
    chapters: outlineChaptersSchema,
    writer: z.enum(['openai', 'offline']),
    model: z.string().optional(),
    promptVersion: z.string(),
    /** The chapters the visitor changed since the outline was written, so later writing can honour them. */
    editedChapters: z.array(z.number().int().min(1)).default([]),
    /** The fingerprint of the summary the outline was written from; absent on outlines stored before it was recorded. */
    summaryFingerprint: z.string().optional(),
    /**
     * The story bible the outline came with: the names, places, pets and objects it invented, kept whole for every
     * chapter. Optional (not defaulted) so an outline stored before bibles reads, and fingerprints, as it did.
     */
    bible: z.array(bibleEntrySchema).optional(),
    /** Where the outline placed each of the buyer's details (one to three chapters each); absent on older outlines. */
    placedDetails: z.array(placedDetailSchema).optional(),
    /** The facts chapter 1 established when it was written on step 4: they join the bible of the chapters after it. */
    firstChapterFacts: z.array(z.string()).optional(),
  })
  .refine(
    (outline) => outline.chapters.length === chapterCountOf(outline.bookSize),
    'The chapter count does not match the book size',
  );
export type StoredOutline = z.output<typeof storedOutlineSchema>;
