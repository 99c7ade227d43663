#!/usr/bin/env node
// Lighthouse 12 (mobile, its default config: simulated throttling) in Debian's Chromium against the built site,
// one run per page: the scores, LCP, TBT, CLS and the image/video bytes before the first scroll (issue 16).
// run-bench.mjs prints them beside the other figures; alone, against a running server:
//   node e2e/bench/lighthouse.mjs http://127.0.0.1:3000 [/ /step1 /tos]
// Chromium is started by chrome-launcher (Lighthouse's own launcher) with a profile folder of ours, and is stopped
// and that folder removed after the last page, whatever happened.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { lighthouseFigures, lighthouseRows } from './lighthouse-figures.mjs';

/** The pages issue 16 names: the landing page, the first step and a content page. */
export const LIGHTHOUSE_PAGES = ['/', '/step1', '/tos'];

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
    const closed = new Promise((resolve) => (chrome.process.exitCode !== null ? resolve() : chrome.process.once('close', resolve)));
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

/**
 * [{ path, figures }] for each of `paths` on `baseUrl`. Never throws for a page or a missing browser: those come
 * back as figures that are null, with `error` saying why.
 */
export async function measureLighthouse(baseUrl, paths = LIGHTHOUSE_PAGES) {
  if (!existsSync(chromiumPath())) return paths.map((path) => ({ path, figures: missing(`Chromium not found at ${chromiumPath()}`) }));
  let chromium;
  try {
    chromium = await startChromium();
  } catch (error) {
    return paths.map((path) => ({ path, figures: missing(`Chromium did not start: ${error.message}`) }));
  }
  try {
    const results = [];
    for (const path of paths) {
      try {
        const flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true };
        const run = await lighthouse(new URL(path, baseUrl).href, flags);
        results.push({ path, figures: run ? lighthouseFigures(run.lhr) : missing('Lighthouse returned no result') });
      } catch (error) {
        results.push({ path, figures: missing(error.message) });
      }
    }
    return results;
  } finally {
    await chromium.stop();
  }
}

/** The bench's rows (run-bench.mjs's `record`), with a line saying why for a page that could not be measured. */
export async function benchLighthouse({ baseUrl, record, paths = LIGHTHOUSE_PAGES }) {
  for (const { path, figures } of await measureLighthouse(baseUrl, paths)) {
    if (figures.error) console.log(`Lighthouse ${path}: ${figures.error}`);
    for (const row of lighthouseRows(path, figures)) record(row.name, row.value, row.budget, row.overBudget);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
  const record = (name, value, budget, overBudget) => console.log(`${name.padEnd(48)} ${value.padStart(12)}   budget ${budget}${overBudget ? '   OVER BUDGET' : ''}`);
  await benchLighthouse({ baseUrl, record, paths: paths.length > 0 ? paths : LIGHTHOUSE_PAGES });
}
