import { z } from 'zod';
import { BOOK_SIZE_CODES } from './book-size.js';

/**
 * Sample books (docs/product/landing-and-content.md#examples-examples-built): real books made by our own engine
 * with `npm run samples` (api/scripts/make-samples.mjs) and committed under api/sample-books/. The landing page's
 * 'See a Sample Story', /examples and /sample-story show them; `GET /api/samples` and `GET /api/samples/:slug`
 * serve them.
 */

/** A sample's name in addresses: lower-case words joined by hyphens ('grandmas-seaside-summer'). */
export const SAMPLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const sampleSlugSchema = z.string().max(80).regex(SAMPLE_SLUG_PATTERN);

/** A character of a sample, as step 1 saved it (only what the sample page shows). */
export const sampleCharacterSchema = z.object({
  name: z.string().min(1),
  isMainCharacter: z.boolean(),
  /** How the character relates to the main one ('Grandson'); empty for the main character. */
  relation: z.string(),
  age: z.string(),
});

/** Where a sample's cover is served from and how big each file is (long-cached: the name carries a content hash). */
export const sampleCoverSchema = z.object({
  /** The cover at the size the wizard's preview shows it (300 px high, twice that in pixels for sharp screens). */
  url: z.string().startsWith('/api/samples/covers/'),
  width: z.int().positive(),
  height: z.int().positive(),
  /** A small copy for the /examples cards. */
  thumbnailUrl: z.string().startsWith('/api/samples/covers/'),
  thumbnailWidth: z.int().positive(),
  thumbnailHeight: z.int().positive(),
});

/** What made the sample: the same provenance the draft's generations log records for a visitor's book. */
export const sampleProvenanceSchema = z.object({
  writer: z.enum(['offline', 'openai']),
  model: z.string().optional(),
  /** The prompt versions of each writing task (summary, outline, chapter). */
  promptVersions: z.object({ summary: z.string(), outline: z.string(), chapter: z.string() }),
  /** The cover designer ('offline' or 'openai'). */
  coverDesigner: z.string(),
  /** When the sample was made, ISO 8601. */
  madeAt: z.iso.datetime(),
});

/**
 * How a writer is named wherever its text is shown (the sample pages, the PDF colophon): the built-in offline writer
 * is the demo writer, which runs with no keys; `npm run samples` with a real model replaces its samples.
 */
export const DEMO_WRITER_LABEL = "Storyloom's demo writer";
export const writerLabel = (writer: 'offline' | 'openai', model?: string): string =>
  writer === 'offline' ? DEMO_WRITER_LABEL : `Storyloom's writer (${model ?? 'OpenAI'})`;

/** A sample book in short, for the /examples cards. */
export const sampleSummarySchema = z.object({
  slug: sampleSlugSchema,
  title: z.string().min(1),
  /** Who the book is for, in a line ('For Grandma Rosa, from her grandchildren'). */
  forWhom: z.string().min(1),
  genre: z.string().min(1),
  /** The premise the visitor typed on step 2. */
  premise: z.string().min(1),
  cover: sampleCoverSchema,
  /** Which writer wrote it, so the card can say so (absent in samples made before it was recorded). */
  writer: sampleProvenanceSchema.shape.writer.optional(),
});
export type SampleSummary = z.infer<typeof sampleSummarySchema>;

/** `GET /api/samples/:slug`: the whole sample, what the sample page shows. */
export const sampleBookSchema = sampleSummarySchema.extend({
  /** The summary the engine wrote on step 2. */
  summary: z.string().min(1),
  characters: z.array(sampleCharacterSchema).min(1),
  bookSize: z.enum(BOOK_SIZE_CODES),
  /** The outline's chapter titles, in order: as many as the book size has chapters. */
  chapterTitles: z.array(z.string().min(1)).min(1),
  /** Chapter 1 as the engine wrote it on step 4: plain prose, paragraphs separated by a blank line. */
  firstChapter: z.string().min(1),
  madeWith: sampleProvenanceSchema,
});
export type SampleBook = z.infer<typeof sampleBookSchema>;

/** `GET /api/samples`: every sample, in the order the landing page features them (the first one opens from it). */
export const sampleListSchema = z.object({ samples: z.array(sampleSummarySchema) });
export type SampleList = z.infer<typeof sampleListSchema>;
