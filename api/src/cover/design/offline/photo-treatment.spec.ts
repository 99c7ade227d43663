import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { CoverPhoto } from '../cover-designer.js';
import { rgbOf, type Palette } from './cover-style.js';
import { treatPhoto } from './photo-treatment.js';

const palette: Palette = {
  name: 'test',
  background: ['#000000', '#000000'],
  mid: '#808080',
  accent: '#ff0000',
  light: '#f0e0a0',
  shade: '#102040',
};
const box = { x: 0, y: 0, width: 40, height: 60 };
const opaque = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60"><rect width="40" height="60" fill="#fff"/></svg>`;

/** Left half black, right half white: the two ends of the gradient map. */
async function halves(channels: 1 | 3): Promise<CoverPhoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60"><rect width="20" height="60" fill="#000"/><rect x="20" width="20" height="60" fill="#fff"/></svg>`;
  let image = sharp(Buffer.from(svg)).flatten({ background: '#fff' });
  if (channels === 1) image = image.greyscale();
  return { name: 'halves.png', data: await image.png().toBuffer(), width: 40, height: 60 };
}

const pixel = (data: Buffer, x: number, y: number) => [...data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4)];

describe('treatPhoto', () => {
  it('maps a duotone from the palette shade (black) to its light colour (white), opaque where the mask is', async () => {
    const { data, channels } = await treatPhoto(await halves(3), box, 'duotone', palette, opaque, 0);
    expect(channels).toBe(4);
    expect(pixel(data, 5, 30)).toEqual([...rgbOf(palette.shade), 255]);
    expect(pixel(data, 35, 30)).toEqual([...rgbOf(palette.light), 255]);
  });

  it("keeps part of the photo's own colour under a tint", async () => {
    const { data } = await treatPhoto(await halves(3), box, 'tint', palette, opaque, 0);
    const [red] = pixel(data, 35, 30);
    // White under a 60% tint of the light colour: between the two.
    expect(red).toBeGreaterThan(rgbOf(palette.light)[0] - 1);
    expect(pixel(data, 35, 30)[2]).toBeGreaterThan(rgbOf(palette.light)[2]);
  });

  it("reads a greyscale photo, and takes its alpha from the layout's mask", async () => {
    const half = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60"><rect width="40" height="30" fill="#fff"/></svg>`;
    const { data } = await treatPhoto(await halves(1), box, 'sepia', palette, half, 0);
    expect(pixel(data, 35, 10)[3]).toBe(255);
    expect(pixel(data, 35, 50)[3]).toBe(0);
  });

  it("leaves a flat photo's levels alone instead of stretching white to the shade", async () => {
    const grey = {
      name: 'grey.png',
      data: await sharp({ create: { width: 40, height: 60, channels: 3, background: '#c0c0c0' } })
        .png()
        .toBuffer(),
      width: 40,
      height: 60,
    };
    const { data } = await treatPhoto(grey, box, 'duotone', palette, opaque, 0);
    // 0xc0 maps half-way between the map's middle stop and its light end, not near the shade (0x10).
    expect(pixel(data, 20, 30)[0]).toBeGreaterThan(150);
  });

  it('sinks the edges into the shade with a vignette, leaving the middle alone', async () => {
    const white = {
      name: 'white.png',
      data: await sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
      width: 40,
      height: 60,
    };
    const { data } = await treatPhoto(white, box, 'tint', palette, opaque, 1);
    const [centre] = pixel(data, 20, 30);
    const [corner] = pixel(data, 0, 0);
    expect(corner!).toBeLessThan(centre! - 100);
  });
});
