/**
 * Bounds of step 4's uploads, checked on the server (the browser mirrors them to answer early, never to decide).
 * A phone photo is 3–12 MB and 12–50 megapixels; 15 MB and 100 megapixels leave room for every real camera while a
 * decompression bomb (a small file that decodes to gigabytes) is refused before it is decoded.
 */
export const COVER_LIMITS = {
  /** Photos of the main character per request of `POST /api/generate_cover` (docs/product/step4-cover.md). */
  maxImages: 8,
  maxImageBytes: 15 * 1024 * 1024,
  maxImagePixels: 100_000_000,
  /** Accepted by content, not by name or declared type. */
  acceptedImageTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** The first chapter the visitor stores with the cover. */
  firstChapterMaxLength: 60_000,
} as const;

export type AcceptedCoverImageType = (typeof COVER_LIMITS.acceptedImageTypes)[number];

/**
 * The printed cover's front: 6 × 9 in trim, 0.125 in bleed on each side, at 300 dpi. Previews shown on screen are
 * the trim area only, so they are exactly 2:3 portrait.
 */
export const COVER_PRINT = {
  dpi: 300,
  trimWidthInches: 6,
  trimHeightInches: 9,
  bleedInches: 0.125,
  /** 6.25 × 9.25 in at 300 dpi. */
  widthPixels: 1875,
  heightPixels: 2775,
  /** Screen preview of the trim area, 2:3. */
  previewWidthPixels: 800,
  previewHeightPixels: 1200,
} as const;
