import { loadSharp } from '../../../common/sharp-library.js';
import type { CoverPhoto } from '../cover-designer.js';

/** Below this many pixels per inch at print size a photo prints visibly soft (docs/product/step4-cover.md). */
export const SOFT_PRINT_DPI = 150;

export interface PhotoScore {
  photo: CoverPhoto;
  /** Share (0 to 1) of the attention crop whose colour is skin: how much of the cover a face or person would fill. */
  skin: number;
  /** Shannon entropy of the attention crop's luminance (0 to 8 bits): detail, a subject rather than a blank wall. */
  entropy: number;
  score: number;
}

/** The size of the crop the photos are compared at: enough for colour shares and detail, quick for 12-megapixel JPEGs (shrink-on-load). */
const SAMPLE_WIDTH = 96;
const SAMPLE_HEIGHT = 144;

/**
 * Skin in YCbCr, the classic chroma box (Chai and Ngan): holds for light and dark skin alike, since it ignores
 * luminance, and excludes greys (Cb = Cr = 128) and most greens and blues.
 */
function isSkin(red: number, green: number, blue: number): boolean {
  const luma = 0.299 * red + 0.587 * green + 0.114 * blue;
  const cb = 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue;
  const cr = 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue;
  return luma > 40 && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/**
 * How much of a cover this photo's subject would fill: sharp's attention strategy (libvips: skin tones,
 * saturation, edges) crops a cover-shaped sample around the most interesting region, and the score weighs the skin
 * share of that sample (a face or a person) above its detail (anything but an empty background).
 */
export async function scorePhoto(photo: CoverPhoto): Promise<PhotoScore> {
  const { data, info } = await loadSharp()(photo.data)
    .resize(SAMPLE_WIDTH, SAMPLE_HEIGHT, { fit: 'cover', position: loadSharp().strategy.attention })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = info.channels < 3;
  const pixels = info.width * info.height;
  const histogram = new Uint32Array(256);
  let skinPixels = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const [red, green, blue] = grey
      ? [data[offset]!, data[offset]!, data[offset]!]
      : [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    if (isSkin(red, green, blue)) skinPixels++;
    histogram[(54 * red + 183 * green + 19 * blue) >> 8]!++;
  }
  // (sharp's stats() describes the whole input, not the crop: the crop's entropy is counted here.)
  let entropy = 0;
  for (const count of histogram) if (count > 0) entropy -= (count / pixels) * Math.log2(count / pixels);
  const skin = skinPixels / pixels;
  return { photo, skin, entropy, score: 0.7 * skin + 0.3 * (entropy / 8) };
}

/** The photo with the largest subject; on a tie (identical scores) the first one the visitor gave. */
export async function choosePhoto(photos: readonly CoverPhoto[]): Promise<PhotoScore> {
  if (photos.length === 0) throw new Error('A cover needs at least one photo.');
  const scores: PhotoScore[] = [];
  // One at a time: eight 12-megapixel decodes at once would hold eight full images in memory.
  for (const photo of photos) scores.push(await scorePhoto(photo));
  return scores.reduce((best, candidate) => (candidate.score > best.score ? candidate : best));
}

/** Pixels per inch of the photo when cropped to cover a region of `width` × `height` print pixels at `dpi`. */
export function effectiveDpi(
  photo: Pick<CoverPhoto, 'width' | 'height'>,
  width: number,
  height: number,
  dpi: number,
): number {
  const enlargement = Math.max(width / photo.width, height / photo.height);
  return dpi / enlargement;
}
