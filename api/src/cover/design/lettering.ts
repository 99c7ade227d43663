import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../../common/sharp-library.js';
import { inkFor } from './offline/cover-style.js';
import { HEIGHT, WIDTH } from './offline/layouts.js';
import type { SetText } from './offline/type-setting.js';
import type { RawImage } from './print-output.js';

/** Text set by setText, in its colour, with its shadow this far below it. */
export interface Lettering {
  text: SetText;
  ink: string;
  shadowOffset: number;
}

export interface LetteringLayers {
  /** The letters as filled paths at print size, with the extra elements given. */
  text: string;
  /** Their shadows, drawn small (see shadowLayer). */
  shadow: string;
}

/**
 * The text's soft shadow is drawn at a quarter of the print's size and blurred there, then enlarged: a blur is
 * smooth anyway, and this takes a tenth of the time of an SVG blur filter at full size.
 */
const SHADOW_SCALE = 0.25;
const SHADOW_BLUR = 3;

/**
 * Title and name as SVG layers, with other elements drawn before (under) or after (over) the letters in the same
 * layer. Each shadow has the opposite lightness of its letters: dark under light, a pale glow around dark.
 */
export function letteringLayers(
  items: readonly Lettering[],
  extra: { before?: string; after?: string } = {},
): LetteringLayers {
  const text =
    (extra.before ?? '') +
    items.map(({ text: set, ink }) => `<path d="${set.pathData}" fill="${ink}"/>`).join('') +
    (extra.after ?? '');
  const shadow = items
    .map(
      ({ text: set, ink, shadowOffset }) =>
        `<path d="${set.pathData}" fill="${inkFor(ink, ['#000000', '#ffffff'])}" transform="translate(0,${shadowOffset})"/>`,
    )
    .join('');
  return {
    text: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${text}</svg>`,
    shadow: `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(WIDTH * SHADOW_SCALE)}" height="${Math.round(HEIGHT * SHADOW_SCALE)}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><g fill-opacity="0.6">${shadow}</g></svg>`,
  };
}

/** The shadow layer at print size: rendered small, blurred, enlarged. */
export async function shadowLayer(svg: string): Promise<RawImage> {
  const small = await loadSharp()(Buffer.from(svg)).blur(SHADOW_BLUR).raw().toBuffer({ resolveWithObject: true });
  const { data, info } = await loadSharp()(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: small.info.channels },
  })
    .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function rawInput({ data, width, height, channels }: RawImage): OverlayOptions {
  return { input: data, raw: { width, height, channels } };
}
