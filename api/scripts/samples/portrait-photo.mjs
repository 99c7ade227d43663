import { createRequire } from 'node:module';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const ICONS = require('@iconify-json/fluent-emoji-flat/icons.json');

/**
 * A sample's stand-in for the visitor's photo on step 4: its heroes as Fluent Emoji portraits, side by side on a
 * soft two-colour ground, with a little grain so it reads like a photograph to the cover designer's subject
 * finder. 1200 × 1600 pixels, JPEG, as a phone would send.
 */
export async function portraitPhoto({ icons, ground }, name) {
  const width = 1200;
  const height = 1600;
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
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).png().toBuffer();
  const data = await sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 88 }).toBuffer();
  return { name, data, type: 'image/jpeg' };
}
