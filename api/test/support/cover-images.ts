import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import type { TestApp } from './test-app.js';

/** A phone-like photo: a gradient with a face-ish disc, so attention cropping has something to find. */
export async function photo(
  width: number,
  height: number,
  options: { format?: 'jpeg' | 'png' | 'webp'; alpha?: boolean } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#f4d35e"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2.5}" r="${Math.min(width, height) / 5}" fill="#e0ac69"/></svg>`;
  const image = sharp(Buffer.from(svg)).ensureAlpha(options.alpha ? 0.8 : 1);
  const flattened = channels === 3 ? image.removeAlpha() : image;
  switch (options.format ?? 'jpeg') {
    case 'png':
      return flattened.png().toBuffer();
    case 'webp':
      return flattened.webp().toBuffer();
    default:
      return flattened.jpeg({ quality: 85 }).toBuffer();
  }
}

/** GPS coordinates a phone writes into a photo's EXIF (IFD3 is the GPS directory). */
export const GPS_EXIF = {
  IFD0: { Make: 'StoryloomTestPhone', Model: 'Leaky 1', Copyright: 'Someone private' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 2628/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 3948/100',
  },
};

/** A JPEG carrying a camera's EXIF, GPS position included, and an orientation tag (6: turn 90° clockwise to view). */
export async function photoWithGps(width: number, height: number): Promise<Buffer> {
  const plain = await photo(width, height);
  return sharp(plain).withExif(GPS_EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/** The first part of a real JPEG: its header is fine, its picture data ends early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photo(800, 600);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of 30000 × 30000 one-bit pixels whose zeros compress to a small file but
 * would decode to 900 million pixels (2.7 GB as RGB).
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const coverCharacters = [
  { name: 'Ada', isMainCharacter: true, age: '7', gender: 'female', personality: ['Brave', 'Curious'] },
  { name: 'Bo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites' },
];
export const coverStory = {
  bookTitle: 'The Lantern',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

/** A visitor who completed steps 1 and 2 through the API, ready for step 4. */
export async function visitorReadyForCover(testApp: TestApp): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(testApp.server);
  await agent.post('/api/step1').send({ characters: coverCharacters }).expect(200);
  await agent
    .post('/api/step2')
    .send({ ...coverStory, characters: coverCharacters })
    .expect(200);
  return agent;
}
