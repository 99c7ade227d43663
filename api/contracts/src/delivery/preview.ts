import { z } from '@storyloom/contracts';
import { ORDER_LIMITS } from './limits.js';
import { BINDING_CODES, PAGE_COLOR_CODES } from './order-options.js';

/** `GET /api/book_preview`: the visitor's draft typeset as it will print (docs/product/step5-delivery.md, "Preview your book"). */
export const BOOK_PREVIEW_API = '/api/book_preview';

/**
 * What the form on /step5 has chosen that changes how the pages look (the paper's colour, the format), and the
 * dedication as typed there: a preview is shown before anything must be saved. Everything else comes from the
 * server's draft.
 */
export const bookPreviewQuerySchema = z.object({
  paper_color: z.enum(PAGE_COLOR_CODES).default('cream'),
  binding_type: z.enum(BINDING_CODES).default('softcover'),
  dedication: z.string().max(ORDER_LIMITS.dedicationMaxLength).optional(),
});
export type BookPreviewQuery = z.input<typeof bookPreviewQuerySchema>;

/** 'cover' is the whole cover as it is cut: back, spine and front side by side (wider than a page). */
export const PREVIEW_PAGE_KINDS = ['front-cover', 'cover', 'title', 'dedication', 'contents', 'chapter'] as const;

/** Reply of `GET /api/book_preview`: the pages in reading order, each an image only its owner can fetch. */
export const bookPreviewReplySchema = z.object({
  /** Changes whenever the book, the paper or the dedication changes. */
  fingerprint: z.string(),
  paper_color: z.enum(PAGE_COLOR_CODES),
  pages: z
    .array(
      z.object({
        kind: z.enum(PREVIEW_PAGE_KINDS),
        /** 'Front cover', 'Cover: back, spine and front', 'Title page', 'Dedication', 'Contents', 'Chapter 1, page 3'. */
        label: z.string(),
        /** The interior's page number as printed in the book; null for the cover. */
        page_number: z.number().int().nullable(),
        /** A PNG, served to the visitor who asked for the preview only. */
        url: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    )
    .min(1),
});
export type BookPreviewReply = z.infer<typeof bookPreviewReplySchema>;
