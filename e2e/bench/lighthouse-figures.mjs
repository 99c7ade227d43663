// The figures `npm run bench` takes from one Lighthouse result (issue 16): the category scores, the paint and
// blocking times, and the image and video bytes the page fetched before anyone scrolled. Pure functions over the
// result JSON (the `lhr`), so they are tested on a trimmed result (lighthouse-figures.spec.mjs) without a browser.

/** Issue 16's targets, mobile with simulated throttling: performance at least 95, accessibility 100. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100 };

/** A category's score as Lighthouse shows it (0–100), or null when it could not be computed (e.g. the page failed). */
const categoryScore = (lhr, id) => {
  const score = lhr.categories?.[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

const auditValue = (lhr, id) => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/**
 * Bytes transferred for requests of one resource type in the network-requests audit. Lighthouse records the load
 * without scrolling, so these are the bytes a visitor pays for before the first scroll. Null when the audit is
 * missing (a failed load), so "no images" (0) and "not measured" stay apart.
 */
function transferredBytes(lhr, resourceTypes) {
  const items = lhr.audits?.['network-requests']?.details?.items;
  if (!Array.isArray(items)) return null;
  return items
    .filter((item) => resourceTypes.includes(item.resourceType))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * { performance, accessibility, bestPractices, seo } (0–100), lcpMs, tbtMs, cls, imageBytes, videoBytes; each null
 * when Lighthouse could not measure it, and `error` the run's own message when the page did not load.
 */
export function lighthouseFigures(lhr) {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    imageBytes: transferredBytes(lhr, ['Image']),
    // Chromium types <video>/<audio> downloads as Media.
    videoBytes: transferredBytes(lhr, ['Media']),
    error: lhr.runtimeError?.message ?? null,
  };
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const orMissing = (value, format) => (value === null ? 'not measured' : format(value));

/**
 * Whether the machine was too busy for a performance score to count: its 1-minute load average above its core count.
 * Lighthouse's simulated throttling multiplies the CPU time it measures by four, so on a machine whose cores are all
 * taken by other work the score says more about that work than about the page.
 */
export const machineBusy = (machine) => machine !== undefined && machine.loadAverage > machine.cores;

/**
 * How many times each page is measured. One Lighthouse run's performance score moves by several points from run to
 * run on the same page (page and browser nondeterminism, resource contention: Lighthouse's variability guide in
 * github.com/GoogleChrome/lighthouse); the run nearest the median of five (computeMedianRun below) halves that.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * Of one page's runs ([{ machine, lhr }]), the one whose figures the bench reports: Lighthouse's own median run
 * (`computeMedianRun`: the run nearest the median first paint and time to interactive) among the runs that loaded
 * on a machine that was not busy; among all that loaded when every one was busy (its score then does not count); else
 * the first run, whose error says why. `scores` lists every run's performance score, in order, for the report.
 */
export function medianLighthouseRun(runs, computeMedianRun) {
  const loaded = runs.filter(
    ({ lhr }) =>
      lhr &&
      !lhr.runtimeError &&
      Number.isFinite(lhr.audits?.['first-contentful-paint']?.numericValue) &&
      Number.isFinite(lhr.audits?.interactive?.numericValue),
  );
  const quiet = loaded.filter(({ machine }) => !machineBusy(machine));
  const candidates = quiet.length > 0 ? quiet : loaded;
  const median =
    candidates.length > 0
      ? candidates.find(({ lhr }) => lhr === computeMedianRun(candidates.map((run) => run.lhr)))
      : runs[0];
  return { ...median, scores: runs.map(({ lhr }) => (lhr ? categoryScore(lhr, 'performance') : null)) };
}

/**
 * One page's figures as bench rows: { name, value, budget, overBudget }. A score below its target is over budget,
 * and so is one that could not be measured (a target nobody checked is not met); the rest are information.
 * `machine` ({ loadAverage, cores }, when the page was measured) adds a row with the load; on a busy machine
 * (machineBusy) the performance score is printed but does not count: neither met nor OVER BUDGET, and says why.
 * `scores` (each run's performance score, medianLighthouseRun) adds a row listing them.
 */
export function lighthouseRows(path, figures, targets = LIGHTHOUSE_TARGETS, machine = undefined, scores = undefined) {
  const below = (score, target) => score === null || score < target;
  const name = (what) => `Lighthouse ${path} ${what}`;
  const busy = machineBusy(machine);
  const performanceBudget = busy
    ? `>= ${targets.performance} (not counted: load ${machine.loadAverage.toFixed(2)} on ${machine.cores} cores)`
    : `>= ${targets.performance}`;
  const loadRows = machine
    ? [
        {
          name: name('machine load (1-min average)'),
          value: `${machine.loadAverage.toFixed(2)} / ${machine.cores} cores`,
          budget: '(info)',
          overBudget: false,
        },
      ]
    : [];
  const runRows =
    scores && scores.length > 1
      ? [
          {
            name: name('performance of each run'),
            value: scores.map((score) => (score === null ? '-' : String(score))).join(' '),
            budget: '(info: the rows below are the median run)',
            overBudget: false,
          },
        ]
      : [];
  return [
    ...loadRows,
    ...runRows,
    {
      name: name('performance (mobile)'),
      value: orMissing(figures.performance, String),
      budget: performanceBudget,
      overBudget: !busy && below(figures.performance, targets.performance),
    },
    {
      name: name('accessibility'),
      value: orMissing(figures.accessibility, String),
      budget: `= ${targets.accessibility}`,
      overBudget: below(figures.accessibility, targets.accessibility),
    },
    {
      name: name('best practices'),
      value: orMissing(figures.bestPractices, String),
      budget: '(info)',
      overBudget: false,
    },
    { name: name('SEO'), value: orMissing(figures.seo, String), budget: '(info)', overBudget: false },
    {
      name: name('largest contentful paint'),
      value: orMissing(figures.lcpMs, (ms) => `${(ms / 1000).toFixed(1)} s`),
      budget: '(info)',
      overBudget: false,
    },
    {
      name: name('total blocking time'),
      value: orMissing(figures.tbtMs, (ms) => `${Math.round(ms)} ms`),
      budget: '(info)',
      overBudget: false,
    },
    {
      name: name('cumulative layout shift'),
      value: orMissing(figures.cls, (cls) => cls.toFixed(3)),
      budget: '(info)',
      overBudget: false,
    },
    {
      name: name('images before first scroll'),
      value: orMissing(figures.imageBytes, kilobytes),
      budget: '(info)',
      overBudget: false,
    },
    {
      name: name('video before first scroll'),
      value: orMissing(figures.videoBytes, kilobytes),
      budget: '(info)',
      overBudget: false,
    },
  ];
}
