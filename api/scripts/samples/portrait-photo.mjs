import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const ICONS = require('@iconify-json/fluent-emoji-flat/icons.json');

/** The stand-in photo's size: 1200 × 1600 pixels, as a phone would send. */
export const PORTRAIT_SIZE = { width: 1200, height: 1600 };

/**
 * Photographic grain around mid-grey (sigma 10), the same for the same seed: sharp's own noise generator cannot be
 * seeded, and a fresh grain each run made every sample's cover new bytes on every `npm run samples`.
 * mulberry32 seeded from the seed's SHA-256; Box-Muller for the normal distribution.
 */
function seededGrain(width, height, seed) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - uniform())) * 10;
    const angle = 2 * Math.PI * uniform();
    pixels[index] = Math.max(0, Math.min(255, Math.round(128 + radius * Math.cos(angle))));
    if (index + 1 < pixels.length)
      pixels[index + 1] = Math.max(0, Math.min(255, Math.round(128 + radius * Math.sin(angle))));
  }
  return pixels;
}

/**
 * A sample's stand-in for the visitor's photo on step 4: its heroes as Fluent Emoji portraits, side by side on a
 * soft two-colour ground, with a little grain so it reads like a photograph to the cover designer's subject
 * finder. 1200 × 1600 pixels, JPEG, as a phone would send; the same bytes for the same `seed`.
 */
export async function portraitPhoto({ icons, ground }, name, seed = name) {
  const { width, height } = PORTRAIT_SIZE;
  const size = icons.length > 1 ? 620 : 900;
  const gap = 20;
  const total = icons.length * size + (icons.length - 1) * gap;
  const figures = icons
    .map((icon, index) => {
      const body = ICONS.icons[icon]?.body;
      if (!body) throw new Error(`no Fluent Emoji icon named ${icon}`);
      const x = (width - total) / 2 + index * (size + gap);
      return `<svg x="${x}" y="${height - size - 260}" width="${size}" height="${size}" viewBox="0 0 32 32">${body}</svg>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${figures}</svg>`;
  const grain = { input: seededGrain(width, height, seed), raw: { width, height, channels: 3 }, blend: 'soft-light' };
  const data = await sharp(Buffer.from(svg)).composite([grain]).jpeg({ quality: 88 }).toBuffer();
  return { name, data, type: 'image/jpeg' };
}
