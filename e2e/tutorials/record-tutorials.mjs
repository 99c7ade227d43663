#!/usr/bin/env node
// `npm run tutorials`: records the landing page's tutorial videos from our own wizard. It starts the built site the
// way the browser tests do (e2e/scripts/start-test-server.mjs: its own folder and database, the offline writer and
// cover designer, no keys), drives Debian's Chromium through steps 1 to 4 at a human pace while Playwright records
// the screen, then cuts one WebM per step and a main video (the whole journey, three times as fast) and writes a
// WebP poster for each: mf-content/src/how-it-works/tutorials/. Re-run it when a step's screens change, and commit
// what it writes. The build it serves is the last `npm run build` (the npm script builds first).
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
/** The browser window recorded: wide enough for the wizard's two-column layouts. */
const VIEWPORT = { width: 1024, height: 640 };
/** The videos' frame: the cards show them at most about 640 CSS pixels wide. */
const VIDEO = { width: 640, height: 400, fps: 15 };
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
  const server = spawn(process.execPath, ['e2e/scripts/start-test-server.mjs'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the site's server exited with ${server.exitCode}; did \`npm run build\` run?`);
    const healthy = await fetch(`${baseURL}/api/health`).then((reply) => reply.ok, () => false);
    if (healthy) return server;
    await pause(300);
  }
  server.kill('SIGTERM');
  throw new Error('the site did not answer /api/health within 60 s');
}

/** Drives the journey while Playwright records; returns the raw recording and when each step started and ended. */
async function recordJourney(browser) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, recordVideo: { dir: join(work, 'raw'), size: VIEWPORT } });
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

const VP9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-an'];

/**
 * Encodes the part of the raw recording from `start` to `end` (seconds), `speedup` times as fast, into `file`. The
 * cut is a trim filter and its timestamps restart at zero: cut by `-ss` the first frame kept its old time, and a
 * player rewound to 0 jumped to it. The frame rate is set on the output: ffmpeg 4.1's fps filter after a setpts
 * kept the original duration.
 */
async function encode(raw, { start, end, speedup = 1 }, file) {
  const filters = [`trim=start=${start.toFixed(2)}:end=${end.toFixed(2)}`, `setpts=(PTS-STARTPTS)/${speedup}`, `scale=${VIDEO.width}:${VIDEO.height}:flags=lanczos`];
  await ffmpeg(['-i', raw, '-vf', filters.join(','), '-r', String(VIDEO.fps), ...VP9, file]);
  return file;
}

async function poster(video, name) {
  const png = join(work, `${name}.png`);
  await ffmpeg(['-ss', String(POSTER_AT_SECONDS), '-i', video, '-frames:v', '1', png]);
  await sharp(png).resize(VIDEO.width, VIDEO.height).webp({ quality: 72 }).toFile(join(OUT_DIR, `${name}.webp`));
}

const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;

let server;
let browser;
try {
  server = await startServer();
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const { raw, marks } = await recordJourney(browser);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const name of readdirSync(OUT_DIR)) rmSync(join(OUT_DIR, name));
  for (const mark of marks) {
    const file = await encode(raw, mark, join(OUT_DIR, `${mark.id}.webm`));
    await poster(file, mark.id);
    console.log(`${mark.id}.webm ${(mark.end - mark.start).toFixed(1)} s, ${kb(file)}; poster ${kb(join(OUT_DIR, `${mark.id}.webp`))}`);
  }
  const journeyStart = marks[0].start;
  const journeyEnd = marks.at(-1).end;
  const main = join(OUT_DIR, 'main.webm');
  await encode(raw, { start: journeyStart, end: journeyEnd, speedup: MAIN_SPEEDUP }, main);
  await poster(main, 'main');
  console.log(`main.webm ${((journeyEnd - journeyStart) / MAIN_SPEEDUP).toFixed(1)} s, ${kb(main)}; poster ${kb(join(OUT_DIR, 'main.webp'))}`);
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
