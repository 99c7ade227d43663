import { loadSharp } from '../../../common/sharp-library.js';
import type { CoverPhoto } from '../cover-designer.js';
import type { RawImage } from '../print-output.js';
import { mix, rgbOf, type Palette, type PhotoTreatment } from './cover-style.js';
import type { Box } from './type-setting.js';

/** The warm browns of an old photographic print, for the 'sepia' treatment. */
const SEPIA = ['#24170d', '#9c7550', '#f6e9cf'] as const;

/** How much of the palette's colour goes over the photo's own in the 'tint' treatment. */
const TINT_STRENGTH = 0.6;

/**
 * A gradient map from dark to light through three colours, as one lookup table per channel: luminance 0 takes the
 * first colour, 255 the last.
 */
function gradientMap(stops: readonly [string, string, string]): Uint8Array {
  const colours = stops.map(rgbOf);
  const table = new Uint8Array(256 * 3);
  for (let level = 0; level < 256; level++) {
    const position = level / 255;
    const [from, to, amount] =
      position < 0.5 ? [colours[0]!, colours[1]!, position * 2] : [colours[1]!, colours[2]!, position * 2 - 1];
    for (let channel = 0; channel < 3; channel++)
      table[level * 3 + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * amount);
  }
  return table;
}

function stopsFor(treatment: PhotoTreatment, palette: Palette): readonly [string, string, string] {
  if (treatment === 'sepia') return [mix(SEPIA[0], palette.shade, 0.3), SEPIA[1], SEPIA[2]];
  return [palette.shade, mix(palette.mid, palette.accent, 0.35), palette.light];
}

/**
 * The photo cropped to the box around its subject (sharp's attention strategy), then coloured to the palette: a
 * duotone or old-print tone replaces its colours by the gradient map of its (levels-stretched) luminance; a tint
 * lays the map over its own colours, so skin still looks like skin. Returns RGBA pixels, the layout's mask as alpha.
 */
export async function treatPhoto(
  photo: CoverPhoto,
  box: Box,
  treatment: PhotoTreatment,
  palette: Palette,
  mask: string,
  vignette: number,
): Promise<RawImage> {
  const { data, info } = await loadSharp()(photo.data)
    .flatten({ background: palette.light })
    .resize(box.width, box.height, { fit: 'cover', position: loadSharp().strategy.attention })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = await loadSharp()(Buffer.from(mask)).extractChannel(3).raw().toBuffer();
  const pixels = box.width * box.height;
  const stride = info.channels;
  // A greyscale photo can stay one channel through toColourspace: then it is read as grey.
  const colour = stride >= 3;
  const luma = new Uint8Array(pixels);
  const histogram = new Uint32Array(256);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const source = pixel * stride;
    const red = data[source]!;
    const level = colour ? (54 * red + 183 * data[source + 1]! + 19 * data[source + 2]!) >> 8 : red; // Rec. 709 luma in integers
    luma[pixel] = level;
    histogram[level]!++;
  }
  const stretch = levelsStretch(histogram, pixels);
  const table = gradientMap(stopsFor(treatment, palette));
  const keep = treatment === 'tint' ? 1 - TINT_STRENGTH : 0;
  const shade = rgbOf(palette.shade);
  const out = Buffer.allocUnsafe(pixels * 4);
  for (let y = 0, pixel = 0; y < box.height; y++) {
    const dy = (2 * y) / box.height - 1;
    for (let x = 0; x < box.width; x++, pixel++) {
      const source = pixel * stride;
      const mapped = stretch[luma[pixel]!]! * 3;
      const target = pixel * 4;
      const darken = vignette * vignetteAt((2 * x) / box.width - 1, dy);
      for (let channel = 0; channel < 3; channel++) {
        const own = data[source + (colour ? channel : 0)]!;
        const treated = own * keep + table[mapped + channel]! * (1 - keep);
        out[target + channel] = treated + (shade[channel]! - treated) * darken + 0.5; // stored truncated: rounded
      }
      out[target + 3] = alpha[pixel]!;
    }
  }
  return { data: out, width: box.width, height: box.height, channels: 4 };
}

/**
 * 0 in the middle of the box, rising to 1 at its edges and corners (dx, dy run from -1 to 1 across it): the
 * photo's surroundings sink into the palette's shade, so a bright sky or wall behind the person does not stand out
 * from the art while the subject stays clear.
 */
function vignetteAt(dx: number, dy: number): number {
  const ramp = (sqrt(dx * dx + dy * dy) - 0.5) / 0.7;
  return ramp <= 0 ? 0 : ramp >= 1 ? 1 : ramp * ramp;
}

/**
 * Math.sqrt bound once: the loops above run millions of times, and under a test runner's VM context each lookup
 * of the global `Math` is a slow property access (20 times the whole loop's cost).
 */
const sqrt = Math.sqrt;

const MIN_STRETCH_RANGE = 48;

/**
 * Levels stretched so the darkest and lightest 1% of the photo reach the ends of the gradient map: a dim or hazy
 * photo still spans the palette from shade to light (what sharp's normalise does, without a second decode).
 */
function levelsStretch(histogram: Uint32Array, pixels: number): Uint8Array {
  const clip = pixels * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= clip; low++) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > low && seen + histogram[high]! <= clip; high--) seen += histogram[high]!;
  const table = new Uint8Array(256);
  // A nearly flat photo (a wall, a frame of one colour) has no range to stretch: its levels stay as they are.
  if (high - low < MIN_STRETCH_RANGE) {
    for (let level = 0; level < 256; level++) table[level] = level;
    return table;
  }
  const range = high - low;
  for (let level = 0; level < 256; level++)
    table[level] = Math.round(Math.min(255, Math.max(0, ((level - low) * 255) / range)));
  return table;
}
