#!/usr/bin/env node
// The pair of processes vs one (issue 27): `node e2e/bench/process-pair.mjs` after `npm run build`; run-bench.mjs
// prints the same rows as part of `npm run bench`. Needs a PostgreSQL server (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; without one it prints why it measured nothing): PGlite's database belongs to one process.
//
// Two built API processes as README's "Running on many machines" sets them up: each with a data folder of its own,
// one database schema, one SESSION_SECRET, the second with WORKERS=0, both told the proxy's address as PUBLIC_ORIGIN,
// behind the round-robin proxy of the many-machines test (@storyloom/platform/round-robin-proxy). The same save and
// read paths as save-path.mjs (POST /api/step1 with a 1.2 KB body, GET /api/step1), at saturation and evenly paced,
// for each path first with one process alone behind the proxy, then with both: the same proxy hop in both figures,
// so the ratio is the second process's doing. The paced rate is half of the one process's saturation, for both.
//
// Two processes beat one only with a core to spare: on the bench's two cores the load generator and the proxy take
// their share, so the ratio is printed as measured, with the machine's 1-minute load average beside it. A comparison
// taken while the load average was above the core count (others' work included) is "not counted", as the Lighthouse
// bench does: printed, neither met nor OVER BUDGET.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { RoundRobinProxy } from '@storyloom/platform/round-robin-proxy';
import { machineBusy } from './lighthouse-figures.mjs';
import { BUDGETS, paced, saturate, saveBody, visitorCookies } from './save-path.mjs';
import { measureServerStart } from './server-start.mjs';
import { dropBenchSchema, runAloneIfMain } from './run-alone.mjs';

const CONNECTIONS = 32;
const SATURATION_SECONDS = 8;
const PACED_SECONDS = 8;
const WARM_UP_SECONDS = 2;

export const PAIR_BUDGETS = {
  /** Two processes answer at least as many requests a second as one, when the machine has the cores for them. */
  pairOverOne: 1,
  /** The same paced p99 as one process's on PostgreSQL (save-path.mjs), the proxy's hop included. */
  pacedP99Ms: BUDGETS.pacedP99Ms,
};

const machineNow = () => ({ loadAverage: loadavg()[0], cores: availableParallelism() });
const loadText = (machine) => `load ${machine.loadAverage.toFixed(1)} on ${machine.cores} cores`;
const ms = (value) => `${value.toFixed(1)} ms`;

/** One path at saturation, then paced at `rate` (or half the measured saturation); the machine's load before each. */
async function measurePath(baseUrl, target, cookies, rate) {
  const beforeSaturation = machineNow();
  await saturate(baseUrl, { ...target, cookies, seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
  const saturation = await saturate(baseUrl, {
    ...target,
    cookies,
    seconds: SATURATION_SECONDS,
    connections: CONNECTIONS,
  });
  const pacedRate = rate ?? Math.max(1, Math.round(saturation.perSecond / 2));
  const beforePaced = machineNow();
  const latency = await paced(baseUrl, { ...target, cookies, rate: pacedRate, seconds: PACED_SECONDS });
  // The busier of the two moments stands for the whole measurement.
  const machine = beforePaced.loadAverage > beforeSaturation.loadAverage ? beforePaced : beforeSaturation;
  return { saturation, rate: pacedRate, latency, machine };
}

/** The rows of one path: one process, the pair, their ratio, each pair figure against its budget unless the machine was busy. */
function recordPath(record, name, one, pair) {
  const busy = machineBusy(one.machine) || machineBusy(pair.machine);
  const busiest = pair.machine.loadAverage > one.machine.loadAverage ? pair.machine : one.machine;
  const counted = (budget) => (busy ? `${budget} (not counted: ${loadText(busiest)})` : budget);
  const label = (what) => `pair vs one: ${name} ${what}`;
  record(
    label(`saturation, one process [${loadText(one.machine)}]`),
    `${one.saturation.perSecond.toFixed(0)}/s`,
    'report (the proxy in front, as for the pair)',
  );
  record(
    label(`saturation, two processes [${loadText(pair.machine)}]`),
    `${pair.saturation.perSecond.toFixed(0)}/s`,
    'report',
  );
  const ratio = pair.saturation.perSecond / one.saturation.perSecond;
  record(
    label('saturation, two / one'),
    `${ratio.toFixed(2)}x`,
    counted(`>= ${PAIR_BUDGETS.pairOverOne.toFixed(2)}x`),
    !busy && !(ratio >= PAIR_BUDGETS.pairOverOne),
  );
  const refused = (run) => run.saturation.refused + run.saturation.errors;
  if (refused(one) + refused(pair) > 0)
    record(
      label('at saturation: not 2xx, one / two'),
      `${refused(one)} / ${refused(pair)}`,
      'report (503s when shedding)',
    );
  for (const quantile of ['p50', 'p95']) {
    record(
      label(`at ${one.rate}/s paced: ${quantile}, one / two`),
      `${ms(one.latency[quantile])} / ${ms(pair.latency[quantile])}`,
      'report',
    );
  }
  record(label(`at ${one.rate}/s paced: p99, one process`), ms(one.latency.p99), 'report');
  const p99 = pair.latency.p99;
  record(
    label(`at ${pair.rate}/s paced: p99, two processes`),
    ms(p99),
    counted(`<= ${PAIR_BUDGETS.pacedP99Ms} ms`),
    !busy && !(p99 <= PAIR_BUDGETS.pacedP99Ms),
  );
  const failed = one.latency.failed + pair.latency.failed;
  if (failed > 0)
    record(
      label(`at ${one.rate}/s paced: not 2xx, one / two`),
      `${one.latency.failed} / ${pair.latency.failed}`,
      'report',
    );
}

/** Prints each figure through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchProcessPair({ root, publishDir, record }) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    record(
      'pair vs one (two API processes behind a proxy)',
      'not measured',
      'set BENCH_DATABASE_URL or TEST_DATABASE_URL: they share a PostgreSQL database',
    );
    return;
  }
  const schema = `bench_pair_${process.pid}`;
  const started = [];
  const proxy = await RoundRobinProxy.start({ recordServed: false });
  try {
    // What both processes share: the database, the secret that signs visitor cookies, the site's address (the proxy's).
    const shared = {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      SESSION_SECRET: randomBytes(36).toString('base64'),
      PUBLIC_ORIGIN: proxy.url,
    };
    // measureServerStart gives each process a data folder of its own and removes it when the process stops. The
    // first migrates the schema; the second starts after it and works no jobs (WORKERS=0): the first already does,
    // as a deployment's one worker would.
    const first = await measureServerStart({ root, publishDir, env: shared });
    started.push(first);
    const second = await measureServerStart({ root, publishDir, env: { ...shared, WORKERS: '0' } });
    started.push(second);
    proxy.route([first.baseUrl]);
    const cookies = await visitorCookies(proxy.url, CONNECTIONS);
    const paths = [
      { name: 'save POST /api/step1', method: 'POST', path: '/api/step1', body: saveBody() },
      { name: 'read GET /api/step1', method: 'GET', path: '/api/step1' },
    ];
    // One and two back to back for each path, so both see the machine as alike as a shared machine allows (the
    // second process idles while the first is measured alone).
    for (const target of paths) {
      proxy.route([first.baseUrl]);
      const one = await measurePath(proxy.url, target, cookies);
      proxy.route([first.baseUrl, second.baseUrl]);
      const pair = await measurePath(proxy.url, target, cookies, one.rate);
      recordPath(record, target.name, one, pair);
    }
  } finally {
    for (const server of started.reverse()) await server.stop();
    await proxy.close();
    await dropBenchSchema(url, schema);
  }
}

// Run alone: `node e2e/bench/process-pair.mjs` (after `npm run build`), against the build's own published site.
await runAloneIfMain(import.meta.url, benchProcessPair, { nameWidth: 84 });
