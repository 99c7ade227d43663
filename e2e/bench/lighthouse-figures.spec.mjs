// The Lighthouse figures `npm run bench` prints, taken from a trimmed Lighthouse 12 result (a real run's shape,
// fewer requests): what each figure reads, and which rows are marked OVER BUDGET.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  LIGHTHOUSE_TARGETS,
  lighthouseFigures,
  lighthouseRows,
  machineBusy,
  medianLighthouseRun,
} from './lighthouse-figures.mjs';

const landing = JSON.parse(readFileSync(new URL('./fixtures/lighthouse-landing-result.json', import.meta.url), 'utf8'));
/** What Lighthouse returns for a page that did not load: a runtime error, no scores, no network audit. */
const failedLoad = {
  runtimeError: {
    code: 'FAILED_DOCUMENT_REQUEST',
    message: 'Lighthouse was unable to reliably load the page you requested.',
  },
  categories: { performance: { score: null }, accessibility: { score: null } },
  audits: { 'largest-contentful-paint': { numericValue: undefined } },
};
const rowNamed = (rows, ending) => rows.find((row) => row.name.endsWith(ending));

describe('lighthouseFigures', () => {
  it('reads the scores as 0-100, LCP, TBT and CLS, and adds up image and video bytes by resource type', () => {
    expect(lighthouseFigures(landing)).toEqual({
      performance: 86,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2083.4,
      tbtMs: 502.3,
      cls: 0.0123,
      imageBytes: 30720 + 0 + 2048,
      videoBytes: 524288,
      error: null,
    });
  });

  it("gives null, not zero, for what a failed load could not measure, with Lighthouse's reason", () => {
    const figures = lighthouseFigures(failedLoad);
    expect(figures).toMatchObject({
      performance: null,
      accessibility: null,
      lcpMs: null,
      imageBytes: null,
      videoBytes: null,
    });
    expect(figures.error).toBe('Lighthouse was unable to reliably load the page you requested.');
  });
});

describe('lighthouseRows', () => {
  it('marks performance below 95 OVER BUDGET and accessibility 100 within it; the rest are information', () => {
    const rows = lighthouseRows('/', lighthouseFigures(landing));
    expect(rowNamed(rows, 'performance (mobile)')).toEqual({
      name: 'Lighthouse / performance (mobile)',
      value: '86',
      budget: `>= ${LIGHTHOUSE_TARGETS.performance}`,
      overBudget: true,
    });
    expect(rowNamed(rows, 'accessibility')).toMatchObject({ value: '100', budget: '= 100', overBudget: false });
    expect(rowNamed(rows, 'largest contentful paint')).toMatchObject({ value: '2.1 s', overBudget: false });
    expect(rowNamed(rows, 'total blocking time')).toMatchObject({ value: '502 ms' });
    expect(rowNamed(rows, 'cumulative layout shift')).toMatchObject({ value: '0.012' });
    expect(rowNamed(rows, 'images before first scroll')).toMatchObject({ value: '32.0 KB' });
    expect(rowNamed(rows, 'video before first scroll')).toMatchObject({ value: '512.0 KB' });
    expect(rows.filter((row) => row.overBudget).map((row) => row.name)).toEqual(['Lighthouse / performance (mobile)']);
  });

  it('meets the performance target at 95 exactly', () => {
    const rows = lighthouseRows('/tos', { ...lighthouseFigures(landing), performance: 95 });
    expect(rowNamed(rows, 'performance (mobile)').overBudget).toBe(false);
  });

  it('on a busy machine (1-min load above the cores) prints the score but does not count it, and says why', () => {
    const machine = { loadAverage: 3.42, cores: 2 };
    expect(machineBusy(machine)).toBe(true);
    const rows = lighthouseRows('/step4', lighthouseFigures(landing), LIGHTHOUSE_TARGETS, machine);
    expect(rowNamed(rows, 'machine load (1-min average)')).toMatchObject({
      value: '3.42 / 2 cores',
      overBudget: false,
    });
    expect(rowNamed(rows, 'performance (mobile)')).toEqual({
      name: 'Lighthouse /step4 performance (mobile)',
      value: '86',
      budget: '>= 95 (not counted: load 3.42 on 2 cores)',
      overBudget: false,
    });
    // Accessibility does not depend on the load: still checked.
    expect(rowNamed(rows, 'accessibility').overBudget).toBe(false);
  });

  it('on a quiet machine (load at or below the cores) counts the score as usual', () => {
    const machine = { loadAverage: 2, cores: 2 };
    expect(machineBusy(machine)).toBe(false);
    const rows = lighthouseRows('/step4', lighthouseFigures(landing), LIGHTHOUSE_TARGETS, machine);
    expect(rowNamed(rows, 'performance (mobile)')).toMatchObject({ budget: '>= 95', overBudget: true });
  });

  it('reports a page it could not measure as "not measured", and its targets as missed', () => {
    const rows = lighthouseRows('/step1', lighthouseFigures(failedLoad));
    expect(rows.map((row) => row.value)).toEqual(Array(9).fill('not measured'));
    expect(rows.filter((row) => row.overBudget).map((row) => row.name)).toEqual([
      'Lighthouse /step1 performance (mobile)',
      'Lighthouse /step1 accessibility',
    ]);
  });
});

describe('medianLighthouseRun', () => {
  /** A result with the figures Lighthouse's median run is chosen by (first paint, time to interactive) and a score. */
  const result = (performance, fcp, tti) => ({
    categories: { performance: { score: performance / 100 } },
    audits: { 'first-contentful-paint': { numericValue: fcp }, interactive: { numericValue: tti } },
  });
  const quiet = { loadAverage: 0.8, cores: 2 };
  const busy = { loadAverage: 3.1, cores: 2 };

  it("reports Lighthouse's median run (nearest the median first paint and interactive time), with every score", () => {
    const runs = [
      { machine: quiet, lhr: result(84, 700, 4200) },
      { machine: quiet, lhr: result(96, 640, 2900) },
      { machine: quiet, lhr: result(95, 660, 3100) },
      { machine: quiet, lhr: result(97, 630, 2800) },
      { machine: quiet, lhr: result(94, 670, 3300) },
    ];
    const median = medianLighthouseRun(runs, computeMedianRun);
    expect(median.lhr).toBe(runs[2].lhr);
    expect(median.machine).toBe(quiet);
    expect(median.scores).toEqual([84, 96, 95, 97, 94]);
    expect(lighthouseFigures(median.lhr).performance).toBe(95);
  });

  it('leaves out runs on a busy machine while a quiet one exists, and uses them when none was quiet', () => {
    const fastButBusy = { machine: busy, lhr: result(99, 600, 2500) };
    const quietRun = { machine: quiet, lhr: result(93, 700, 3400) };
    expect(medianLighthouseRun([fastButBusy, quietRun, fastButBusy], computeMedianRun).lhr).toBe(quietRun.lhr);
    const allBusy = medianLighthouseRun([fastButBusy, { machine: busy, lhr: result(90, 700, 3600) }], computeMedianRun);
    expect(allBusy.machine).toBe(busy);
    expect(machineBusy(allBusy.machine)).toBe(true);
  });

  it("skips runs that did not load, and when none did gives the first run's error", () => {
    const loadedRun = { machine: quiet, lhr: result(96, 650, 3000) };
    const failedRun = { machine: quiet, lhr: failedLoad };
    const thrown = { machine: quiet, error: 'Chromium crashed' };
    const median = medianLighthouseRun([failedRun, thrown, loadedRun], computeMedianRun);
    expect(median.lhr).toBe(loadedRun.lhr);
    expect(median.scores).toEqual([null, null, 96]);
    const none = medianLighthouseRun([thrown, failedRun], computeMedianRun);
    expect(none).toMatchObject({ error: 'Chromium crashed', scores: [null, null] });
  });

  it("lists each run's score in a row of its own when there were several", () => {
    const rows = lighthouseRows('/step5', lighthouseFigures(landing), LIGHTHOUSE_TARGETS, quiet, [93, 96, 95]);
    expect(rowNamed(rows, 'performance of each run')).toMatchObject({ value: '93 96 95', overBudget: false });
    expect(rowNamed(lighthouseRows('/step5', lighthouseFigures(landing)), 'performance of each run')).toBeUndefined();
  });
});
