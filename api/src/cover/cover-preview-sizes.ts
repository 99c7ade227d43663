import { z } from 'zod';

/**
 * The widths (pixels) a cover preview is served at as WebP, besides its 800 px PNG. Step 4 shows the cover 200 CSS px
 * wide (300 px high, 2:3), so these cover screens of 1, 2 and 3 device pixels per CSS pixel. A fixed list, never
 * the caller's number: each width is made once per cover and kept (cover-preview-variants.service.ts), so arbitrary
 * widths would let anyone fill that cache or keep the image encoder busy. mf-cover's cover-sources.ts names the same
 * widths; the step 4 browser test fails if they part (the page's WebP request would answer 400).
 */
export const COVER_PREVIEW_WIDTHS = [200, 400, 600] as const;

export type CoverPreviewWidth = (typeof COVER_PREVIEW_WIDTHS)[number];

/** The width the cover is shown at on step 4, in CSS pixels: the `sizes` of its srcset. */
export const COVER_PREVIEW_SIZES = '200px';

/** `?width=` of the WebP preview: one of COVER_PREVIEW_WIDTHS, written as a plain number, and nothing else. */
export const coverPreviewWidthSchema = z
  .enum(COVER_PREVIEW_WIDTHS.map(String) as [`${CoverPreviewWidth}`, ...`${CoverPreviewWidth}`[]], {
    error: `width must be one of ${COVER_PREVIEW_WIDTHS.join(', ')}`,
  })
  .transform((width) => Number(width) as CoverPreviewWidth);

/** Where the visitor's own preview of a cover is served (private: its owner only), as the 800 px PNG. */
export const coverPreviewUrl = (coverId: string): string => `/api/covers/${coverId}/preview`;

/** The preview as WebP at one of the widths. */
export const coverPreviewWebpUrl = (coverId: string, width: CoverPreviewWidth): string =>
  `/api/covers/${coverId}/preview.webp?width=${width}`;

/** The `srcset` of a stored cover's preview: every WebP width. */
export const coverPreviewSrcset = (coverId: string): string =>
  COVER_PREVIEW_WIDTHS.map((width) => `${coverPreviewWebpUrl(coverId, width)} ${width}w`).join(', ');
