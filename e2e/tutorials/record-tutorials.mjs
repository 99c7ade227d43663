#!/usr/bin/env node
// `npm run tutorials`: records the landing page's tutorial videos from our own wizard. It starts the built site the
// way the browser tests do (e2e/scripts/start-test-server.mjs: its own folder and database, the offline writer and
// cover designer, no keys), drives Debian's Chromium through steps 1 to 4 at a human pace while Playwright records
// the screen, then cuts one WebM per step and a main video (the whole journey, three times as fast) and writes a
// WebP poster for each: mf-content/src/how-it-works/tutorials/. It does so twice: in a laptop-sized window
// (<id>.webm) and in a phone-sized one (<id>-phone.webm, which phones are served: a desktop recording shrunk to a
// phone's width is unreadable). `node e2e/tutorials/record-tutorials.mjs phone` (or `desktop`) re-records one size
// only. Re-run it when a step's screens change, and commit what it writes. The build it serves is the last
// `npm run build` (the npm script builds first).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium.mjs';
import { e2eRun } from '../support/e2e-dirs.mjs';
import { ffmpeg, playwrightBrowsersPathWithOurFfmpeg } from './ffmpeg.mjs';
import { POINTER_SCRIPT, pause } from './visible-pointer.mjs';
import { JOURNEY } from './wizard-journey.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = join(root, 'mf-content', 'src', 'how-it-works', 'tutorials');
/**
 * The two recordings. desktop: a window wide enough for the wizard's two-column layouts, scaled to the 640 CSS
 * pixels the cards show at most. phone: a phone's window recorded at its own size, so its text stays as legible
 * as on the phone itself (mf-content's tutorials.ts frames must match these).
 */
const SIZES = {
  desktop: { suffix: '', viewport: { width: 1024, height: 640 }, video: { width: 640, height: 400 } },
  phone: { suffix: '-phone', viewport: { width: 360, height: 640 }, video: { width: 360, height: 640 } },
};
const FPS = 15;
const wanted = process.argv.slice(2);
for (const name of wanted)
  if (!(name in SIZES))
    throw new Error(`unknown size ${name}: say ${Object.keys(SIZES).join(' or ')}, or nothing for both`);
const sizesToRecord = wanted.length > 0 ? wanted : Object.keys(SIZES);
/** The main video shows the whole journey this many times as fast, so it plays at normal speed in under a minute. */
const MAIN_SPEEDUP = 3;
/** The poster is the clip's frame this far in: the step's page drawn, before the first action. */
const POSTER_AT_SECONDS = 0.4;

const browsersPath = playwrightBrowsersPathWithOurFfmpeg();
process.env.PLAYWRIGHT_BROWSERS_PATH = browsersPath;
const { chromium } = await import('@playwright/test');

const { port } = e2eRun();
const baseURL = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'storyloom-tutorials-'));

async function startServer() {
  const server = spawn(process.execPath, ['e2e/scripts/start-test-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the site's server exited with ${server.exitCode}; did \`npm run build\` run?`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) return server;
    await pause(300);
  }
  server.kill('SIGTERM');
  throw new Error('the site did not answer /api/health within 60 s');
}

/** Drives the journey while Playwright records; returns the raw recording and when each step started and ended. */
async function recordJourney(browser, viewport, isMobile) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch: isMobile,
    recordVideo: { dir: join(work, `raw-${viewport.width}`), size: viewport },
  });
  await context.addInitScript(POINTER_SCRIPT);
  const page = await context.newPage();
  const recordingStarted = Date.now();
  const seconds = () => (Date.now() - recordingStarted) / 1000;
  await page.goto(JOURNEY[0].path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await pause(800);
  const marks = [];
  for (const step of JOURNEY) {
    // Each step's page arrives by the previous step's Proceed button, as it does for a visitor.
    await page.waitForURL((url) => url.pathname === step.path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const start = seconds();
    console.log(`recording ${step.id} (${step.path})`);
    await step.run(page);
    await pause(700);
    marks.push({ id: step.id, start, end: seconds() });
  }
  await context.close();
  const raw = await page.video().path();
  return { raw, marks };
}

const VP9 = [
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '40',
  '-deadline',
  'good',
  '-cpu-used',
  '2',
  '-row-mt',
  '1',
  '-an',
];

/**
 * Encodes the part of the raw recording from `start` to `end` (seconds), `speedup` times as fast, into `file`. The
 * cut is a trim filter and its timestamps restart at zero: cut by `-ss` the first frame kept its old time, and a
 * player rewound to 0 jumped to it. The frame rate is set on the output: ffmpeg 4.1's fps filter after a setpts
 * kept the original duration.
 */
async function encode(raw, { start, end, speedup = 1 }, frame, file) {
  const filters = [
    `trim=start=${start.toFixed(2)}:end=${end.toFixed(2)}`,
    `setpts=(PTS-STARTPTS)/${speedup}`,
    `scale=${frame.width}:${frame.height}:flags=lanczos`,
  ];
  await ffmpeg(['-i', raw, '-vf', filters.join(','), '-r', String(FPS), ...VP9, file]);
  return file;
}

async function poster(video, frame, name) {
  const png = join(work, `${name}.png`);
  await ffmpeg(['-ss', String(POSTER_AT_SECONDS), '-i', video, '-frames:v', '1', png]);
  await sharp(png)
    .resize(frame.width, frame.height)
    .webp({ quality: 72 })
    .toFile(join(OUT_DIR, `${name}.webp`));
}

/** Records the journey in one size and writes its videos and posters, named <id><suffix>.webm/.webp. */
async function recordSize(browser, { suffix, viewport, video: frame }) {
  const { raw, marks } = await recordJourney(browser, viewport, suffix === '-phone');
  for (const mark of marks) {
    const name = `${mark.id}${suffix}`;
    const file = await encode(raw, mark, frame, join(OUT_DIR, `${name}.webm`));
    await poster(file, frame, name);
    console.log(
      `${name}.webm ${(mark.end - mark.start).toFixed(1)} s, ${kb(file)}; poster ${kb(join(OUT_DIR, `${name}.webp`))}`,
    );
  }
  const journeyStart = marks[0].start;
  const journeyEnd = marks.at(-1).end;
  const main = join(OUT_DIR, `main${suffix}.webm`);
  await encode(raw, { start: journeyStart, end: journeyEnd, speedup: MAIN_SPEEDUP }, frame, main);
  await poster(main, frame, `main${suffix}`);
  console.log(
    `main${suffix}.webm ${((journeyEnd - journeyStart) / MAIN_SPEEDUP).toFixed(1)} s, ${kb(main)}; poster ${kb(join(OUT_DIR, `main${suffix}.webp`))}`,
  );
}

/** The files of one size: '-phone' ones for the phone, the others for the desktop. */
const isOfSize = (file, suffix) =>
  suffix === '' ? !/-phone\.\w+$/.test(file) : file.endsWith(`${suffix}.webm`) || file.endsWith(`${suffix}.webp`);

const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;

let server;
let browser;
try {
  server = await startServer();
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const sizeName of sizesToRecord) {
    const size = SIZES[sizeName];
    for (const name of readdirSync(OUT_DIR)) if (isOfSize(name, size.suffix)) rmSync(join(OUT_DIR, name));
    await recordSize(browser, size);
  }
  const total = readdirSync(OUT_DIR).reduce((sum, name) => sum + statSync(join(OUT_DIR, name)).size, 0);
  console.log(`wrote ${OUT_DIR}: ${Math.round(total / 1024)} KB in all`);
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(browsersPath, { recursive: true, force: true });
}
