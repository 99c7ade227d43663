#!/usr/bin/env node
// The offline cover designer's figures (`node e2e/bench/cover-design.mjs` after `npm run build`); run-bench.mjs
// prints the same rows as part of `npm run bench`: the time to design one cover from eight 12-megapixel photos
// (choosing the photo, cropping, colouring, drawing, encoding the print PNG and the preview) and the designer's peak
// memory while doing it.
//
// The design runs in a child process of its own, so its peak resident memory (getrusage maxrss) is the designer's
// and the photos', not the bench's. The photos are drawn once into a temporary folder and removed afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchRecorder } from './bench-record.mjs';

export const PHOTO_COUNT = 8;
/** 12 megapixels, as a phone takes them (portrait). */
export const PHOTO_WIDTH = 3000;
export const PHOTO_HEIGHT = 4000;
/** Designs per run: the figure is their median; the first one also loads fonts and the icon set. */
const DESIGNS = 3;

const loadSharp = async (root) =>
  (await import(pathToFileURL(createRequire(join(root, 'api', 'package.json')).resolve('sharp')).href)).default;

/** A portrait (a face in skin tones, hair, shoulders) with sensor-like grain, JPEG like a phone's: varied per photo by hue. */
async function drawPhotos(root, dir) {
  const sharp = await loadSharp(root);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb4d8"/><stop offset="1" stop-color="#3d5a78"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#sky)"/><path d="M60,800 Q80,600 300,580 Q520,600 540,800 Z" fill="#2b3a55"/>
    <rect x="255" y="470" width="90" height="130" fill="#c98f62"/><ellipse cx="300" cy="360" rx="150" ry="190" fill="#e0ac7d"/>
    <path d="M150,330 Q160,150 300,150 Q450,150 450,330 Q420,220 300,215 Q180,220 150,330 Z" fill="#3b2416"/>
    <circle cx="245" cy="350" r="12" fill="#2a1a10"/><circle cx="355" cy="350" r="12" fill="#2a1a10"/>
    <path d="M250,465 Q300,500 350,465" stroke="#a5454a" stroke-width="10" fill="none"/></svg>`;
  const grain = await sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png()
    .toBuffer();
  const base = await sharp(Buffer.from(svg), { density: (72 * PHOTO_WIDTH) / 600 })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT)
    .composite([{ input: grain, blend: 'soft-light' }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  const files = [];
  for (let index = 0; index < PHOTO_COUNT; index++) {
    const file = join(dir, `photo-${index + 1}.jpg`);
    writeFileSync(
      file,
      await sharp(base)
        .modulate({ hue: index * 45 })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    files.push(file);
  }
  return files;
}

/** In the child: designs DESIGNS covers from the photo files and prints the figures as JSON. */
async function designInChild(root, files) {
  const { OfflineCoverDesigner } = await import(
    pathToFileURL(join(root, 'api', 'dist', 'cover', 'design', 'offline-cover-designer.js')).href
  );
  const photos = files.map((file, index) => ({
    name: `photo-${index + 1}.jpg`,
    data: readFileSync(file),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  }));
  const book = {
    title: 'The Map of Tomorrow',
    genre: 'Fantasy',
    tone: 'Hopeful',
    mainCharacterName: 'Ada',
    mainCharacterDescription: '',
    premise: 'A map that redraws itself',
  };
  const designer = new OfflineCoverDesigner();
  const times = [];
  let printBytes = 0;
  for (let run = 0; run < DESIGNS; run++) {
    const started = process.hrtime.bigint();
    const cover = await designer.design({ photos, book, seed: `bench-${run}` });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    printBytes = cover.print.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  // maxRSS is in kilobytes.
  console.log(
    JSON.stringify({
      times,
      medianMs: sorted[Math.floor(sorted.length / 2)],
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
      printBytes,
    }),
  );
}

/** Draws the photos, designs in a child process, and returns its figures. */
export async function measureCoverDesign({ root }) {
  const dir = mkdtempSync(join(tmpdir(), 'storyloom-cover-bench-'));
  try {
    const files = await drawPhotos(root, dir);
    const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', root, ...files], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(output.trim().split('\n').at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the cover figures through `record(name, value, budget)`, the row format of run-bench.mjs. */
export async function benchCoverDesign({ root, record }) {
  const figures = await measureCoverDesign({ root });
  const label = `${PHOTO_COUNT} photos of ${(PHOTO_WIDTH * PHOTO_HEIGHT) / 1e6} MP`;
  record(
    `offline cover: one design, ${label} (median of ${DESIGNS})`,
    `${(figures.medianMs / 1000).toFixed(2)} s`,
    'report',
  );
  record(
    'offline cover: designer peak resident memory',
    `${(figures.peakRssBytes / 1024 / 1024).toFixed(0)} MB`,
    'report',
  );
  record('offline cover: print PNG (1875 x 2775)', `${(figures.printBytes / 1024 / 1024).toFixed(1)} MB`, 'report');
}

if (process.argv[2] === '--child') {
  await designInChild(process.argv[3], process.argv.slice(4));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchCoverDesign({ root, record: benchRecorder().record });
}
