import { COVER_PRINT } from '@storyloom/contracts';
import type { NoiseFunction2D } from 'simplex-noise';
import type { SeededRandom } from '../../../common/seeded-random.js';
import type { Box } from './type-setting.js';

export const WIDTH = COVER_PRINT.widthPixels;
export const HEIGHT = COVER_PRINT.heightPixels;
/** 0.125 in of bleed is 37.5 px: the trim starts half-way into pixel 37, and the preview is cut at 37 (see print-output.ts). */
export const BLEED = COVER_PRINT.bleedInches * COVER_PRINT.dpi;
/** Text stays this far inside the print's edge: the bleed, plus a quarter inch the trimmer may wander (safe area). */
export const TEXT_MARGIN = Math.ceil(BLEED + 0.3 * COVER_PRINT.dpi);

/**
 * Where the photo, the title and the name go. In every layout the title's box is outside the photo's subject: the
 * photo is cropped around its subject (sharp's attention strategy) into `photo`, which the title box does not reach
 * (in 'fade' it reaches only the photo's faded top edge).
 */
export type LayoutName = 'fade' | 'window' | 'band';

export interface Layout {
  name: LayoutName;
  /** The region the photo is cropped to, in print pixels (whole numbers). */
  photo: Box;
  /** The photo's shape: an SVG of the photo box's size, opaque where the photo shows. */
  mask: string;
  /** An outline drawn over the photo's edge (a frame, a line along a wave), or ''. */
  edge: (colour: string) => string;
  title: Box;
  titleAlign: 'top' | 'middle' | 'bottom';
  nameBox: Box;
  /** Where the busy part of the procedural art goes (the rest stays calm behind the title). */
  artZone: Box;
  /** Centre and size of the motif's emblem. */
  emblem: { x: number; y: number; size: number };
  /** How far the photo's edges sink into the palette's shade (0 to 1): none where a frame already separates it from the art. */
  vignette: number;
}

const svg = (box: Box, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}">${content}</svg>`;

/** The photo across the middle, full bleed, its top fading into the art where the title sits and its foot into the name's. */
function fadeLayout(): Layout {
  const photo = { x: 0, y: 860, width: WIDTH, height: 1580 };
  const mask = svg(
    photo,
    `<defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.24" stop-color="#fff" stop-opacity="1"/>` +
      `<stop offset="0.86" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="${photo.width}" height="${photo.height}" fill="url(#f)"/>`,
  );
  return {
    name: 'fade',
    photo,
    mask,
    edge: () => '',
    title: { x: TEXT_MARGIN, y: 290, width: WIDTH - 2 * TEXT_MARGIN, height: 700 },
    titleAlign: 'middle',
    nameBox: { x: TEXT_MARGIN, y: photo.y + photo.height + 30, width: WIDTH - 2 * TEXT_MARGIN, height: 150 },
    artZone: { x: 0, y: 0, width: WIDTH, height: 1100 },
    emblem: { x: WIDTH / 2, y: 180, size: 130 },
    vignette: 0.75,
  };
}

type WindowShape = 'arch' | 'circle' | 'rounded' | 'blob';

function blobPath(cx: number, cy: number, rx: number, ry: number, noise: NoiseFunction2D, wobble: number): string {
  const points: string[] = [];
  for (let step = 0; step < 96; step++) {
    const angle = (step / 96) * Math.PI * 2;
    const factor = 1 - wobble + wobble * noise(Math.cos(angle) * 1.3, Math.sin(angle) * 1.3);
    points.push(
      `${(cx + Math.cos(angle) * rx * factor).toFixed(1)},${(cy + Math.sin(angle) * ry * factor).toFixed(1)}`,
    );
  }
  return `M${points.join('L')}Z`;
}

/** The art fills the cover; the photo shows through a window (an arch, a circle, a rounded frame or a noise blob). */
function windowLayout(random: SeededRandom, noise: NoiseFunction2D): Layout {
  const shape = random.pick<WindowShape>(['arch', 'circle', 'rounded', 'blob']);
  const width = 1300;
  const height = shape === 'circle' ? 1300 : 1420;
  const photo = { x: Math.round((WIDTH - width) / 2), y: 930, width, height };
  let outline: string;
  if (shape === 'arch')
    outline = `M0,${height}V${width / 2}A${width / 2},${width / 2} 0 0 1 ${width},${width / 2}V${height}Z`;
  else if (shape === 'circle')
    outline = `M0,${height / 2}A${width / 2},${height / 2} 0 1 1 ${width},${height / 2}A${width / 2},${height / 2} 0 1 1 0,${height / 2}Z`;
  else if (shape === 'rounded')
    outline = `M120,0H${width - 120}Q${width},0 ${width},120V${height - 120}Q${width},${height} ${width - 120},${height}H120Q0,${height} 0,${height - 120}V120Q0,0 120,0Z`;
  else outline = blobPath(width / 2, height / 2, width / 2, height / 2, noise, 0.12);
  return {
    name: 'window',
    photo,
    mask: svg(photo, `<path d="${outline}" fill="#fff"/>`),
    edge: (colour) =>
      `<g transform="translate(${photo.x},${photo.y})" fill="none" stroke="${colour}"><path d="${outline}" stroke-width="16"/>` +
      `<path d="${outline}" stroke-width="4" stroke-opacity="0.6" transform="translate(${width / 2},${height / 2}) scale(1.035) translate(${-width / 2},${-height / 2})"/></g>`,
    title: { x: TEXT_MARGIN, y: 160, width: WIDTH - 2 * TEXT_MARGIN, height: 700 },
    titleAlign: 'middle',
    nameBox: { x: TEXT_MARGIN, y: photo.y + height + 90, width: WIDTH - 2 * TEXT_MARGIN, height: 150 },
    artZone: { x: 0, y: 700, width: WIDTH, height: HEIGHT - 700 },
    emblem: { x: photo.x + width - 110, y: photo.y + height - 110, size: 210 },
    vignette: 0.25,
  };
}

/** The photo fills the top, ending in a noise-drawn wave; the title and name sit on the art below. */
function bandLayout(random: SeededRandom, noise: NoiseFunction2D): Layout {
  const photo = { x: 0, y: 0, width: WIDTH, height: 1760 };
  const base = photo.height - 120;
  const amplitude = random.between(40, 90);
  const frequency = random.between(0.0008, 0.0018);
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 25) points.push(`${x},${(base + amplitude * noise(x * frequency, 3.7)).toFixed(1)}`);
  const wave = `M${points.join('L')}`;
  return {
    name: 'band',
    photo,
    mask: svg(photo, `<path d="M0,0H${WIDTH}V${base}L${wave.slice(1).split('L').reverse().join('L')}Z" fill="#fff"/>`),
    edge: (colour) => `<path d="${wave}" fill="none" stroke="${colour}" stroke-width="14"/>`,
    title: { x: TEXT_MARGIN, y: 1800, width: WIDTH - 2 * TEXT_MARGIN, height: 640 },
    titleAlign: 'middle',
    nameBox: { x: TEXT_MARGIN, y: HEIGHT - 320, width: WIDTH - 2 * TEXT_MARGIN, height: 140 },
    artZone: { x: 0, y: 1640, width: WIDTH, height: HEIGHT - 1640 },
    emblem: { x: WIDTH - TEXT_MARGIN - 80, y: base - 40, size: 190 },
    vignette: 0.6,
  };
}

export function chooseLayout(random: SeededRandom, noise: NoiseFunction2D): Layout {
  const name = random.pick<LayoutName>(['fade', 'window', 'band']);
  if (name === 'fade') return fadeLayout();
  if (name === 'window') return windowLayout(random, noise);
  return bandLayout(random, noise);
}
