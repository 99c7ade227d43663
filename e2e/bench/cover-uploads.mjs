#!/usr/bin/env node
// Step 4's uploads through the built API (`node e2e/bench/cover-uploads.mjs` after `npm run build`; run-bench.mjs
// prints the same rows): eight 12-megapixel phone photos sent to POST /api/generate_cover in one multipart form,
// the time until the cover comes back, and the server's resident memory while it receives, checks, stores and
// designs from them. Uploads are streamed to disk and checked one at a time, so the peak must not grow with the
// upload: eight photos of ~4–6 MB each may not cost their size many times over in memory.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { measureServerStart } from './server-start.mjs';
import { BENCH_CHARACTERS, BENCH_STORY } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

const PHOTOS = 8;
const PHOTO_WIDTH = 4000; // 4000 × 3000: 12 megapixels, a common phone camera
const PHOTO_HEIGHT = 3000;
/** The peak the server's resident memory may reach while it handles the eight photos. */
export const PEAK_RSS_BUDGET_MB = 600;

const residentKilobytes = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** Phone-like photos: grain makes them compress like real ones (~4–6 MB each at JPEG quality 90). */
async function phonePhotos(root) {
  const sharp = createRequire(join(root, 'api', 'package.json'))('sharp');
  const photos = [];
  for (let index = 0; index < PHOTOS; index += 1) {
    const grain = { type: 'gaussian', mean: 110 + index * 10, sigma: 28 };
    photos.push(
      await sharp({ create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, noise: grain } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

/** Completes steps 1 and 2 for a new visitor; answers the visitor's cookie. */
async function visitorReadyForCover(baseUrl) {
  const step1 = await fetch(`${baseUrl}/api/step1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ characters: BENCH_CHARACTERS }),
  });
  if (!step1.ok) throw new Error(`/api/step1 answered ${step1.status}: ${await step1.text()}`);
  const cookie = step1.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const step2 = await fetch(`${baseUrl}/api/step2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...BENCH_STORY, characters: BENCH_CHARACTERS }),
  });
  if (!step2.ok) throw new Error(`/api/step2 answered ${step2.status}: ${await step2.text()}`);
  return cookie;
}

/** One generate_cover request with these photos from a new visitor: its time and the server's peak memory meanwhile. */
async function timeGenerateCover(server, photos) {
  const cookie = await visitorReadyForCover(server.baseUrl);
  const form = new FormData();
  photos.forEach((data, index) =>
    form.append('images[]', new Blob([data], { type: 'image/jpeg' }), `phone-${index + 1}.jpg`),
  );
  const beforeKb = residentKilobytes(server.pid, 'VmRSS');
  let peakKb = beforeKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, residentKilobytes(server.pid, 'VmRSS'))), 5);
  const started = Date.now();
  try {
    const response = await fetch(`${server.baseUrl}/api/generate_cover`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!response.ok) throw new Error(`/api/generate_cover answered ${response.status}: ${await response.text()}`);
    await response.json();
  } finally {
    clearInterval(sampler);
  }
  return {
    elapsedMs: Date.now() - started,
    beforeRssBytes: beforeKb * 1024,
    peakRssBytes: peakKb * 1024,
    uploadBytes: photos.reduce((sum, photo) => sum + photo.length, 0),
  };
}

/**
 * One photo, then eight, on the same server: if uploads were held in memory, the peak would grow with them; streamed
 * to disk and checked one at a time, eight cost about what one does.
 */
export async function measureCoverUploads({ root, publishDir }) {
  const photos = await phonePhotos(root);
  const server = await measureServerStart({ root, publishDir, env: { OFFLINE_WRITER_WORDS_PER_SECOND: '0' } });
  try {
    const one = await timeGenerateCover(server, photos.slice(0, 1));
    const eight = await timeGenerateCover(server, photos);
    // The kernel's high-water mark catches a peak between two samples (the first request's is below it already).
    eight.peakRssBytes = Math.max(eight.peakRssBytes, residentKilobytes(server.pid, 'VmHWM') * 1024);
    return { idleRssBytes: server.idleRssBytes, one, eight };
  } finally {
    await server.stop();
  }
}

/** Prints the rows through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchCoverUploads({ root, publishDir, record }) {
  const { idleRssBytes, one, eight } = await measureCoverUploads({ root, publishDir });
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  record('cover: server memory, idle', mb(idleRssBytes), 'report');
  record(`cover: 1 × 12 MP photo (${mb(one.uploadBytes)}) to a cover`, seconds(one.elapsedMs), 'report');
  record('cover: server peak memory, 1 photo', mb(one.peakRssBytes), 'report');
  record(`cover: 8 × 12 MP photos (${mb(eight.uploadBytes)}) to a cover`, seconds(eight.elapsedMs), 'report');
  const peakMb = eight.peakRssBytes / 1024 / 1024;
  record(
    'cover: server peak memory, 8 photos',
    mb(eight.peakRssBytes),
    `< ${PEAK_RSS_BUDGET_MB} MB`,
    peakMb >= PEAK_RSS_BUDGET_MB,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const publishDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-'));
  try {
    await benchCoverUploads({
      root,
      publishDir,
      record: benchRecorder().record,
    });
  } finally {
    rmSync(publishDir, { recursive: true, force: true });
  }
}
