import { COVER_PRINT } from '@storyloom/contracts';
import { loadSharp } from '../../common/sharp-library.js';

/**
 * The trim area in print pixels. The bleed is 37.5 px (0.125 in at 300 dpi), so the trim is cut at pixel 37: 1800 ×
 * 2700 px, exactly 6 × 9 in and exactly 2:3 like the preview.
 */
export const TRIM_AREA = {
  left: Math.floor(COVER_PRINT.bleedInches * COVER_PRINT.dpi),
  top: Math.floor(COVER_PRINT.bleedInches * COVER_PRINT.dpi),
  width: COVER_PRINT.trimWidthInches * COVER_PRINT.dpi,
  height: COVER_PRINT.trimHeightInches * COVER_PRINT.dpi,
} as const;

/** Decoded pixels, as sharp's raw output gives them. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface PrintAndPreview {
  print: Buffer;
  preview: Buffer;
}

/**
 * Both designers end here: the cover at print size (COVER_PRINT.widthPixels × heightPixels) becomes an opaque sRGB
 * PNG tagged 300 dpi with the sRGB profile embedded (printers read both), and the screen preview is its trim area
 * at COVER_PRINT.previewWidthPixels × previewHeightPixels.
 */
export async function printAndPreview(cover: RawImage): Promise<PrintAndPreview> {
  const { data, ...raw } = cover;
  const print = await loadSharp()(data, { raw })
    .removeAlpha()
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(COVER_PRINT.dpi)
    .png()
    .toBuffer();
  // From the same pixels, not by decoding the print again.
  const preview = await loadSharp()(data, { raw })
    .removeAlpha()
    .extract(TRIM_AREA)
    .resize(COVER_PRINT.previewWidthPixels, COVER_PRINT.previewHeightPixels)
    .png()
    .toBuffer();
  return { print, preview };
}
