import sharp, { type Region, type Stats } from 'sharp';
import type { CoverPhoto } from '../../src/cover/design/cover-designer.js';

/**
 * Photos for cover tests, drawn rather than shipped: a portrait (a face in skin tones with eyes, hair and shoulders,
 * on a sky-blue ground, with sensor-like grain), and a flat grey frame with no subject at all.
 */
export async function portraitPhoto(
  name: string,
  width = 600,
  height = 800,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<CoverPhoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb4d8"/><stop offset="1" stop-color="#3d5a78"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#sky)"/>
    <path d="M60,800 Q80,600 300,580 Q520,600 540,800 Z" fill="#2b3a55"/>
    <rect x="255" y="470" width="90" height="130" fill="#c98f62"/>
    <ellipse cx="300" cy="360" rx="150" ry="190" fill="#e0ac7d"/>
    <path d="M150,330 Q160,150 300,150 Q450,150 450,330 Q420,220 300,215 Q180,220 150,330 Z" fill="#3b2416"/>
    <ellipse cx="245" cy="350" rx="24" ry="14" fill="#fff"/><circle cx="245" cy="350" r="9" fill="#2a1a10"/>
    <ellipse cx="355" cy="350" rx="24" ry="14" fill="#fff"/><circle cx="355" cy="350" r="9" fill="#2a1a10"/>
    <path d="M300,370 Q290,420 305,430" stroke="#b07850" stroke-width="5" fill="none"/>
    <path d="M250,465 Q300,500 350,465" stroke="#a5454a" stroke-width="10" fill="none" stroke-linecap="round"/>
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  const image = sharp(Buffer.from(svg), { density: (72 * width) / 600 })
    .resize(width, height)
    .composite([{ input: grain, blend: 'soft-light' }]);
  const data = format === 'jpeg' ? await image.jpeg({ quality: 88 }).toBuffer() : await image.png().toBuffer();
  return { name, data, width, height };
}

export async function flatGreyPhoto(name: string, width = 600, height = 800): Promise<CoverPhoto> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  return { name, data, width, height };
}

/** Statistics of one region of an image (sharp's stats() on its own describes the whole input, whatever the pipeline extracts). */
export async function regionStats(image: Buffer, region: Region): Promise<Stats> {
  return sharp(await sharp(image).extract(region).png().toBuffer()).stats();
}
