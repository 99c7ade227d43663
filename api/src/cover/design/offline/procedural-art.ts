import type { NoiseFunction2D } from 'simplex-noise';
import { mix, type GenreFamily, type Palette } from './cover-style.js';
import { HEIGHT, WIDTH } from './layouts.js';
import type { SeededRandom } from '../../../common/seeded-random.js';
import type { Box } from './type-setting.js';

/**
 * The procedural vector art behind the photo: a gradient ground and one main pattern drawn from simplex noise
 * (layered ridges, noise blobs, a flow field or rays), with stars or confetti by genre. Everything is drawn from the
 * seeded random source and noise, so the same seed draws the same picture.
 */
export type ArtPattern = 'ridges' | 'blobs' | 'flow' | 'rays';

const f = (value: number) => value.toFixed(1);

function ground(palette: Palette, random: SeededRandom): string {
  const tilt = random.between(-0.25, 0.25);
  const glow = { x: random.between(0.15, 0.85), y: random.between(0.1, 0.6) };
  return (
    `<defs><linearGradient id="ground" x1="${f(0.5 + tilt)}" y1="0" x2="${f(0.5 - tilt)}" y2="1">` +
    `<stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${f(glow.x)}" cy="${f(glow.y)}" r="0.6"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`
  );
}

/** Hills or waves: noise lines across the zone, each layer nearer and darker than the last. */
function ridges(zone: Box, palette: Palette, random: SeededRandom, noise: NoiseFunction2D): string {
  const layers = 3 + random.int(3);
  const frequency = random.between(0.0009, 0.0025);
  const amplitude = random.between(0.08, 0.2) * zone.height;
  const parts: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const depth = (layer + 1) / layers;
    const base = zone.y + zone.height * (0.3 + 0.55 * depth);
    const points: string[] = [];
    for (let x = 0; x <= WIDTH; x += 25) points.push(`${x},${f(base + amplitude * noise(x * frequency, layer * 7.3))}`);
    const colour = mix(palette.mid, palette.shade, depth * 0.8);
    parts.push(
      `<path d="M0,${HEIGHT}L${points.join('L')}L${WIDTH},${HEIGHT}Z" fill="${colour}" fill-opacity="${f(0.55 + 0.4 * depth)}"/>`,
    );
  }
  return parts.join('');
}

/** Soft noise-edged blobs in the zone, in the palette's light and accent colours. */
function blobs(zone: Box, palette: Palette, random: SeededRandom, noise: NoiseFunction2D): string {
  const count = 5 + random.int(4);
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const cx = zone.x + random.next() * zone.width;
    const cy = zone.y + random.next() * zone.height;
    const radius = random.between(140, 460);
    const points: string[] = [];
    for (let step = 0; step < 72; step++) {
      const angle = (step / 72) * Math.PI * 2;
      const factor = 1 + 0.2 * noise(Math.cos(angle) * 0.8 + index * 5.1, Math.sin(angle) * 0.8);
      points.push(`${f(cx + Math.cos(angle) * radius * factor)},${f(cy + Math.sin(angle) * radius * factor)}`);
    }
    const colour = random.pick([palette.accent, palette.light, palette.mid]);
    parts.push(`<path d="M${points.join('L')}Z" fill="${colour}" fill-opacity="${f(random.between(0.1, 0.3))}"/>`);
  }
  return parts.join('');
}

/** Lines that follow a noise flow field, like wind or water. */
function flow(zone: Box, palette: Palette, random: SeededRandom, noise: NoiseFunction2D): string {
  const lines = 70;
  const scale = random.between(0.0008, 0.0016);
  const turn = random.between(1.5, 3.5);
  const parts: string[] = [];
  for (let index = 0; index < lines; index++) {
    let x = zone.x + random.next() * zone.width;
    let y = zone.y + random.next() * zone.height;
    const points = [`${f(x)},${f(y)}`];
    for (let step = 0; step < 45; step++) {
      const angle = noise(x * scale, y * scale) * Math.PI * turn;
      x += Math.cos(angle) * 18;
      y += Math.sin(angle) * 18;
      points.push(`${f(x)},${f(y)}`);
    }
    const colour = index % 3 === 0 ? palette.accent : palette.light;
    parts.push(
      `<path d="M${points.join('L')}" fill="none" stroke="${colour}" stroke-opacity="${f(random.between(0.12, 0.35))}" stroke-width="${f(random.between(3, 9))}" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** Rays from a point in the zone, their widths wavering with the noise. */
function rays(zone: Box, palette: Palette, random: SeededRandom, noise: NoiseFunction2D): string {
  const cx = zone.x + zone.width * random.between(0.3, 0.7);
  const cy = zone.y + zone.height * random.between(0.3, 0.6);
  const count = 14 + random.int(12);
  const reach = Math.hypot(WIDTH, HEIGHT);
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const start = (index / count) * Math.PI * 2 + noise(index * 0.7, 1.1) * 0.08;
    const spread = (Math.PI / count) * (0.45 + 0.3 * noise(index * 0.9, 4.2));
    const [x1, y1] = [cx + Math.cos(start) * reach, cy + Math.sin(start) * reach];
    const [x2, y2] = [cx + Math.cos(start + spread) * reach, cy + Math.sin(start + spread) * reach];
    parts.push(
      `<path d="M${f(cx)},${f(cy)}L${f(x1)},${f(y1)}L${f(x2)},${f(y2)}Z" fill="${palette.light}" fill-opacity="0.07"/>`,
    );
  }
  return parts.join('');
}

/** Night-sky genres get stars; comedy gets confetti; the rest nothing more. */
function sprinkles(family: GenreFamily, palette: Palette, random: SeededRandom, noise: NoiseFunction2D): string {
  const parts: string[] = [];
  if (['fantasy', 'scifi', 'mystery', 'horror', 'romance'].includes(family)) {
    for (let index = 0; index < 160; index++) {
      const x = random.next() * WIDTH;
      const y = random.next() * HEIGHT * 0.7;
      // Noise thins the stars out in patches, like a real sky.
      if (noise(x * 0.002, y * 0.002) < -0.2) continue;
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(random.between(1.5, 6))}" fill="${palette.light}" fill-opacity="${f(random.between(0.3, 0.9))}"/>`,
      );
    }
  } else if (family === 'comedy') {
    for (let index = 0; index < 70; index++) {
      const x = random.next() * WIDTH;
      const y = random.next() * HEIGHT;
      const colour = random.pick([palette.accent, palette.light, palette.mid]);
      parts.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(random.between(18, 40))}" height="${f(random.between(8, 16))}" rx="4" fill="${colour}" fill-opacity="0.8" transform="rotate(${f(random.next() * 180)} ${f(x)} ${f(y)})"/>`,
      );
    }
  }
  return parts.join('');
}

const PATTERNS: Record<ArtPattern, typeof ridges> = { ridges, blobs, flow, rays };

export interface Art {
  pattern: ArtPattern;
  /** The SVG elements of the art (no <svg> wrapper). */
  svg: string;
}

export function proceduralArt(
  zone: Box,
  family: GenreFamily,
  palette: Palette,
  random: SeededRandom,
  noise: NoiseFunction2D,
): Art {
  const pattern = random.pick<ArtPattern>(['ridges', 'blobs', 'flow', 'rays']);
  return {
    pattern,
    svg:
      ground(palette, random) +
      sprinkles(family, palette, random, noise) +
      PATTERNS[pattern](zone, palette, random, noise),
  };
}
