/**
 * The widths the API serves a stored cover's preview at as WebP (api/src/cover/cover-preview-sizes.ts names the
 * same list and refuses any other width): step 4 shows the cover 200 CSS px wide, so 1x, 2x and 3x screens each
 * get a file of their size instead of the 800 px PNG (~400 KB).
 */
export const COVER_PREVIEW_WIDTHS = [200, 400, 600] as const;

/** How wide the cover is shown (the carousel's 300 px high 2:3 frame), for the browser's choice from the srcset. */
export const COVER_PREVIEW_SIZES = '200px';

export interface CoverImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * The <img> sources of a stored cover, from its preview's address (GET /api/step4's `cover.url`, the PNG). The
 * strings are exactly those of the server page's preload hint (api/src/cover/cover-preview-sizes.ts), so the browser
 * takes the file that hint started downloading instead of asking again.
 */
export function storedCoverSources(previewUrl: string): CoverImageSources {
  const webp = (width: number) => `${previewUrl}.webp?width=${width}`;
  return {
    src: webp(COVER_PREVIEW_WIDTHS[1]),
    srcSet: COVER_PREVIEW_WIDTHS.map((width) => `${webp(width)} ${width}w`).join(', '),
    sizes: COVER_PREVIEW_SIZES,
  };
}
