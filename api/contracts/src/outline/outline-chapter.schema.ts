import { z } from 'zod';
import { storableText } from '../storable-text.js';
import { OUTLINE_LIMITS as LIMITS } from './limits.js';
import { normaliseOutlineTags } from './outline-tags.js';

/** One line of text: surrounding whitespace trimmed, line breaks and runs of spaces collapsed. */
const singleLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * '**' would close the '**Chapter N: title**' marker early and garble the outline text
 * (docs/product/step3-outline.md#what-happens-on-generate-outline).
 */
const chapterTitleSchema = storableText('Title')
  .transform(singleLine)
  .pipe(
    z
      .string()
      .min(1, 'Title is required')
      .max(LIMITS.titleMaxLength, `Title must be at most ${LIMITS.titleMaxLength} characters`)
      .refine((title) => !title.includes('**'), "Title cannot contain '**'"),
  );

const synopsisSchema = storableText('Synopsis')
  .trim()
  .min(1, 'Synopsis is required')
  .max(LIMITS.synopsisMaxLength, `Synopsis must be at most ${LIMITS.synopsisMaxLength} characters`);

/**
 * Empty tags are ignored (docs/product/step3-outline.md#the-screen), duplicates dropped; the rest must be short and
 * few.
 */
const chapterTagsSchema = z
  .array(storableText('Each tag'), { error: 'Tags must be a list of text entries' })
  .max(LIMITS.tagsPerChapter * 4, `A chapter can have at most ${LIMITS.tagsPerChapter} tags`)
  .transform(normaliseOutlineTags)
  .pipe(
    z
      .array(z.string().max(LIMITS.tagMaxLength, `Each tag must be at most ${LIMITS.tagMaxLength} characters`))
      .max(LIMITS.tagsPerChapter, `A chapter can have at most ${LIMITS.tagsPerChapter} tags`),
  );

/** What the visitor may change about one chapter: `PUT /api/detailed_outline/chapters/:number`. */
export const chapterEditSchema = z.object({
  title: chapterTitleSchema,
  synopsis: synopsisSchema,
  tags: chapterTagsSchema.default([]),
});
export type ChapterEditInput = z.input<typeof chapterEditSchema>;
export type ChapterEdit = z.output<typeof chapterEditSchema>;

/** One chapter of the detailed outline, numbered from 1. */
export const outlineChapterSchema = chapterEditSchema.extend({
  number: z.number().int().min(1).max(LIMITS.maxChapters),
});
export type OutlineChapter = z.output<typeof outlineChapterSchema>;

/** A whole outline's chapters: numbered 1, 2, 3... in order, never more than the largest book has. */
export const outlineChaptersSchema = z
  .array(outlineChapterSchema)
  .max(LIMITS.maxChapters)
  .refine(
    (chapters) => chapters.every((chapter, index) => chapter.number === index + 1),
    'Chapters must be numbered 1, 2, 3... in order',
  );

/** The `:number` path parameter: a chapter number as the URL carries it. */
export const chapterNumberParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, 'Chapter number must be a whole number from 1')
  .transform(Number);
