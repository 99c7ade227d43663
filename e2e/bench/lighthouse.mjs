#!/usr/bin/env node
// Lighthouse 12 (mobile, its default config: simulated throttling) in Debian's Chromium against the built site, five
// runs per page reported by the median one (lighthouse-figures.mjs, LIGHTHOUSE_RUNS): the scores, LCP, TBT, CLS and
// the image/video bytes before the first scroll (issues 16 and 27), on the landing page, the five steps and a content page. Steps 2 to 5 are measured as a visitor who reached them
// sees them: a draft made through the API first (lighthouse-draft.mjs), its cookie sent with every request. Each
// page's row says the machine's 1-minute load average when it was measured; above the core count the performance
// score does not count (lighthouse-figures.mjs, machineBusy).
// run-bench.mjs prints them beside the other figures; alone:
//   node e2e/bench/lighthouse.mjs [/ /step4 ...]                 starts the built server (npm run build first) and stops it
//   node e2e/bench/lighthouse.mjs http://127.0.0.1:3000 [/ /step4 ...]   against a running server
// Chromium is started by chrome-launcher (Lighthouse's own launcher) with a profile folder of ours, and is stopped
// and that folder removed after the last page, whatever happened.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { seedDraftToStep5 } from './lighthouse-draft.mjs';
import {
  LIGHTHOUSE_RUNS,
  LIGHTHOUSE_TARGETS,
  lighthouseFigures,
  lighthouseRows,
  medianLighthouseRun,
} from './lighthouse-figures.mjs';
import { measureServerStart } from './server-start.mjs';

/** The landing page, the five steps and a content page (issue 16 named /, /step1 and /tos; issue 27 the steps). */
export const LIGHTHOUSE_PAGES = ['/', '/step1', '/step2', '/step3', '/step4', '/step5', '/tos'];

/** Pages that show a visitor's draft: measured with one that reaches them. */
const needsDraft = (path) => /^\/step[2-5]$/.test(path);

/** The machine's 1-minute load average and its cores, now. */
const machineNow = () => ({ loadAverage: loadavg()[0], cores: availableParallelism() });

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const missing = (error) => ({ ...lighthouseFigures({}), error });

/** Starts Chromium headless on a debugging port with a fresh profile; `stop()` ends it and removes the profile. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'storyloom-lighthouse-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      userDataDir: profile,
      // Chromium makes a folder of its own in TMPDIR (/tmp/org.chromium.Chromium.*) and leaves it behind when it is
      // killed: pointed into the profile folder, it goes with it.
      envVars: { ...process.env, TMPDIR: profile },
      logLevel: 'silent',
    });
    const closed = new Promise((resolve) =>
      chrome.process.exitCode !== null ? resolve() : chrome.process.once('close', resolve),
    );
    const stop = async () => {
      chrome.kill();
      await closed;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    };
    return { port: chrome.port, stop };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    throw error;
  }
}

/** One Lighthouse run of `url`: { machine, lhr } (lhr undefined, with `error`, when it threw). */
async function runOnce(url, port, cookie) {
  const machine = machineNow();
  try {
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
    };
    // Lighthouse clears the origin's storage before loading: the draft's cookie goes with every request instead.
    if (cookie) flags.extraHeaders = { Cookie: cookie };
    const run = await lighthouse(url, flags);
    return run ? { machine, lhr: run.lhr } : { machine, error: 'Lighthouse returned no result' };
  } catch (error) {
    return { machine, error: error.message };
  }
}

/**
 * [{ path, machine, figures, scores, lhr }] for each of `paths` on `baseUrl`: each page measured `runs` times (the
 * pages in turn, so a busy moment of the machine does not fall on one page's every run), reported by its median run
 * (medianLighthouseRun). Never throws for a page or a missing browser: those come back as figures that are null,
 * with `error` saying why.
 */
export async function measureLighthouse(baseUrl, paths = LIGHTHOUSE_PAGES, { cookie, runs = LIGHTHOUSE_RUNS } = {}) {
  if (!existsSync(chromiumPath()))
    return paths.map((path) => ({ path, figures: missing(`Chromium not found at ${chromiumPath()}`) }));
  let chromium;
  try {
    chromium = await startChromium();
  } catch (error) {
    return paths.map((path) => ({ path, figures: missing(`Chromium did not start: ${error.message}`) }));
  }
  try {
    const runsOf = new Map(paths.map((path) => [path, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const path of paths)
        runsOf.get(path).push(await runOnce(new URL(path, baseUrl).href, chromium.port, cookie));
    }
    return paths.map((path) => {
      const { machine, lhr, error, scores } = medianLighthouseRun(runsOf.get(path), computeMedianRun);
      const figures = lhr ? lighthouseFigures(lhr) : missing(error ?? 'Lighthouse returned no result');
      return { path, machine, figures, scores, lhr };
    });
  } finally {
    await chromium.stop();
  }
}

/**
 * The largest contentful paint's element, where its time went (Lighthouse's LCP breakdown: time to first byte, the
 * wait before its resource was requested, its download, then rendering) and the longest chain of requests that
 * block the page: what keeps a page's paint late, which a score on a loaded machine does not tell.
 */
function lcpDiagnosis(lhr) {
  const element = lhr?.audits?.['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  // A table of subparts, or (with an image as the element) a list whose first entry is that table.
  const details = lhr?.audits?.['lcp-breakdown-insight']?.details;
  const table = details?.type === 'list' ? details.items?.find((item) => item?.type === 'table') : details;
  const subparts = (table?.items ?? []).filter((subpart) => typeof subpart.duration === 'number');
  const breakdown = subparts
    .map((subpart) => `${subpart.label ?? subpart.subpart} ${Math.round(subpart.duration)} ms`)
    .join(', ');
  const chain = lhr?.audits?.['critical-request-chains']?.details?.longestChain;
  return [
    element && `LCP element ${element.slice(0, 100)}`,
    breakdown && `observed LCP: ${breakdown}`,
    chain && `longest critical request chain ${chain.length} deep, ${Math.round(chain.duration)} ms`,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The bench's rows (run-bench.mjs's `record`), with a line saying why for a page that could not be measured, and the
 * LCP diagnosis of a page below its target. A draft reaching step 5 is made first when a step page needs one (`cookie`
 * to use another); a draft that cannot be made is said, and those pages are measured as a new visitor sees them.
 */
export async function benchLighthouse({ baseUrl, record, paths = LIGHTHOUSE_PAGES, cookie }) {
  let draftCookie = cookie;
  if (draftCookie === undefined && paths.some(needsDraft)) {
    draftCookie = await seedDraftToStep5(baseUrl).catch((error) => {
      console.log(
        `Lighthouse: no draft for the step pages (${error.message}); they are measured as a new visitor sees them`,
      );
      return undefined;
    });
  }
  for (const { path, machine, figures, scores, lhr } of await measureLighthouse(baseUrl, paths, {
    cookie: draftCookie,
  })) {
    if (figures.error) console.log(`Lighthouse ${path}: ${figures.error}`);
    else if (figures.performance !== null && figures.performance < LIGHTHOUSE_TARGETS.performance)
      console.log(`Lighthouse ${path}: ${lcpDiagnosis(lhr)}`);
    for (const row of lighthouseRows(path, figures, LIGHTHOUSE_TARGETS, machine, scores))
      record(row.name, row.value, row.budget, row.overBudget);
  }
}

/** The built server (api/dist, the publish folder `npm run build` fills) on a free port, for a run on its own. */
async function startBuiltServer() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const publishDir = process.env.STORYLOOM_PUBLISH_DIR ?? join(root, '.published');
  if (!existsSync(join(publishDir, 'shell', 'index.html')))
    throw new Error(`no built site in ${publishDir}: run npm run build first`);
  return measureServerStart({ root, publishDir });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // An address first measures a running server; without one, the built server is started (paths may follow either way).
  const args = process.argv.slice(2);
  const given = /^https?:/.test(args[0] ?? '') ? args[0] : undefined;
  const paths = given ? args.slice(1) : args;
  const record = (name, value, budget, overBudget) =>
    console.log(`${name.padEnd(48)} ${value.padStart(12)}   budget ${budget}${overBudget ? '   OVER BUDGET' : ''}`);
  const server = given ? undefined : await startBuiltServer();
  try {
    const { loadAverage, cores } = machineNow();
    console.log(
      `machine: 1-min load average ${loadAverage.toFixed(2)} on ${cores} cores${loadAverage > cores ? ' (busy: performance scores will not count)' : ''}`,
    );
    await benchLighthouse({
      baseUrl: given ?? server.baseUrl,
      record,
      paths: paths.length > 0 ? paths : LIGHTHOUSE_PAGES,
    });
  } finally {
    await server?.stop();
  }
}
