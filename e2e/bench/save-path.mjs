#!/usr/bin/env node
// The API under load on one machine (issue 27): `node e2e/bench/save-path.mjs` after `npm run build`; run-bench.mjs
// prints the same rows as part of `npm run bench`. For each database (embedded PGlite, and the PostgreSQL server when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names one) it starts the built server (server-start.mjs) and measures:
//   - start to /api/health and resident memory once idle;
//   - the save path (POST /api/step1, a 1.2 KB body) and the read path (GET /api/step1) at saturation: autocannon,
//     closed loop, CONNECTIONS connections each with its own visitor cookie; only 2xx answers count as throughput,
//     and the slowest answer is printed too (PGlite's budget: nothing over 1 s at saturation);
//   - the same paths evenly paced at half of the measured saturation (an open-loop generator of our own below:
//     each request is timed from when it was due, not when a socket freed up, so a stalled server cannot hide its
//     queue), p50/p95/p99;
//   - resident memory at its highest under load.
// The generator shares the machine's two cores with the server, so every figure carries the load average beside it.
import { Agent, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { measureServerStart } from './server-start.mjs';
import { dropBenchSchema, runAloneIfMain } from './run-alone.mjs';

const CONNECTIONS = 32;
/** Overload: twice the default MAX_REQUESTS_IN_FLIGHT (128) of connections, each saving as fast as it is answered. */
const OVERLOAD_CONNECTIONS = 256;
const SATURATION_SECONDS = 8;
const PACED_SECONDS = 8;
const WARM_UP_SECONDS = 2;
/** The visitors the generator saves as: one per connection, as browsers would be. */
const VISITORS = CONNECTIONS;

export const BUDGETS = {
  startMs: 3000,
  idleMegabytes: 200,
  loadMegabytes: 300,
  /** On PostgreSQL, beside the generator on the same two cores. */
  saturationPerSecond: 2000,
  pacedP99Ms: 50,
  /** On PGlite at saturation: a visitor never waits a second for a save. */
  pgliteMaxMs: 1000,
};

/**
 * Measured when the budget was missed (issue 27), on the demo server (PGlite, no keys) once idle, ~205 MB: Node itself
 * ~42 MB; PGlite's WebAssembly PostgreSQL ~75 MB once open on the migrated database (16 MB shared buffers, baseline
 * compiler only: api/src/database/pglite-database.ts); the rest, ~88 MB, is the code every request needs (Nest with
 * rxjs ~30 MB, Express, zod, the contract, pg and pg-boss, our ~400 modules) and its heap. sharp, pdf-lib, fontkit,
 * typst, unpdf, the AWS SDK and the OpenAI SDK load on first use since (they held ~30 MB of the 235 idle before;
 * api/scripts/module-loads.spec.mjs keeps them out of the start). Under 200 MB needs a smaller PGlite or less code
 * at start.
 */
const IDLE_MEMORY_NOTE =
  'PGlite ~75 MB + Node ~42 MB + Nest/Express/zod/contract/pg-boss and our code ~88 MB; sharp, pdf-lib, fontkit, typst, AWS and OpenAI SDKs already load on first use';
const START_NOTE =
  'loading the modules takes ~1 s of CPU alone (1.4 s before sharp, pdf-lib, fontkit, AWS and OpenAI SDKs loaded on first use); on a busy machine the start waits for a core';

const residentMegabytes = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const loadAverage = () => loadavg()[0].toFixed(1);

/** Step 1's save as the wizard sends it: four characters, about 1.2 KB of JSON. */
export function saveBody() {
  const character = (index) => ({
    name: `Character ${index}`,
    isMainCharacter: index === 0,
    age: String(6 + index),
    gender: index % 2 ? 'male' : 'female',
    personality: ['Brave', 'Curious', 'Kind'],
    skills: 'Climbing, Map reading',
    hobbies: 'Kites, Stones',
    fears: 'The dark',
    ...(index === 0 ? {} : { relation: 'Friend' }),
    extraInfo: 'Curly red hair, a green raincoat with big pockets, freckles and a gap-toothed smile',
  });
  return JSON.stringify({ characters: [0, 1, 2, 3].map(character) });
}

/** New visitors: one GET each, keeping the signed cookie the server hands out. */
export async function visitorCookies(baseUrl, count) {
  const cookies = [];
  for (let index = 0; index < count; index++) {
    const reply = await fetch(`${baseUrl}/api/step1`);
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('storyloom_visitor='));
    if (!reply.ok || !cookie) throw new Error(`GET /api/step1 answered ${reply.status} without a visitor cookie`);
    cookies.push(cookie.split(';')[0]);
  }
  return cookies;
}

/** Closed-loop saturation with autocannon; each connection keeps one visitor's cookie. */
export async function saturate(baseUrl, { method, path, body, cookies, seconds, onTick, connections = CONNECTIONS }) {
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    method,
    body,
    headers: body ? { 'content-type': 'application/json' } : {},
    connections,
    duration: seconds,
    setupClient: (client) =>
      client.setHeaders({
        ...(body ? { 'content-type': 'application/json' } : {}),
        cookie: cookies[next++ % cookies.length],
      }),
  });
  onTick?.();
  return {
    shed: result.statusCodeStats?.['503']?.count ?? 0,
    perSecond: result['2xx'] / seconds,
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    maxMs: result.latency.max,
  };
}

/**
 * Open loop at `rate` requests a second: request i is due at start + i/rate whatever happened to the ones before,
 * and its latency counts from then. Sockets are kept alive and opened as needed (at most 256).
 */
export async function paced(baseUrl, { method, path, body, cookies, rate, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(path, baseUrl);
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let failed = 0;
  const started = performance.now();
  const one = (index) =>
    new Promise((resolve) => {
      const due = started + (index * 1000) / rate;
      const headers = {
        cookie: cookies[index % cookies.length],
        ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
      };
      const sent = httpRequest(url, { method, agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - due);
          else failed++;
          resolve();
        });
      });
      sent.on('error', () => {
        failed++;
        resolve();
      });
      sent.end(body);
    });
  const pending = [];
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(index));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (fraction) => latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), failed };
}

async function measureOn({ root, publishDir, label, env, record }) {
  const server = await measureServerStart({ root, publishDir, env });
  try {
    const row = (name, value, budget, over) => record(`${label}: ${name} [load ${loadAverage()}]`, value, budget, over);
    row('start to /api/health', `${server.startMs} ms`, `< ${BUDGETS.startMs} ms`, server.startMs >= BUDGETS.startMs);
    const idle = server.idleRssBytes / 1024 / 1024;
    row(
      'resident memory, idle',
      `${idle.toFixed(0)} MB`,
      `< ${BUDGETS.idleMegabytes} MB`,
      idle >= BUDGETS.idleMegabytes,
    );
    // Why a miss is not (yet) a fault of the budget: what the rest is, measured in issue 27.
    if (idle >= BUDGETS.idleMegabytes) record(`${label}: idle memory over budget because`, '-', IDLE_MEMORY_NOTE);
    if (server.startMs >= BUDGETS.startMs)
      record(
        `${label}: start over budget because`,
        '-',
        `${START_NOTE} (load average ${loadAverage()} on ${availableParallelism()} cores)`,
      );

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(server.pid))), 200);
    const isPostgres = label.includes('PostgreSQL');
    try {
      const cookies = await visitorCookies(server.baseUrl, VISITORS);
      const body = saveBody();
      const paths = [
        { name: 'save POST /api/step1', method: 'POST', path: '/api/step1', body },
        { name: 'read GET /api/step1', method: 'GET', path: '/api/step1' },
      ];
      for (const target of paths) {
        await saturate(server.baseUrl, { ...target, cookies, seconds: WARM_UP_SECONDS });
        const saturation = await saturate(server.baseUrl, { ...target, cookies, seconds: SATURATION_SECONDS });
        const refused = saturation.refused + saturation.errors;
        const satBudget = isPostgres ? `>= ${BUDGETS.saturationPerSecond}/s` : 'report';
        row(
          `${target.name} saturation (2xx)`,
          `${saturation.perSecond.toFixed(0)}/s`,
          satBudget,
          isPostgres && saturation.perSecond < BUDGETS.saturationPerSecond,
        );
        row(`${target.name} at saturation: not 2xx`, String(refused), 'report (503s when shedding)');
        const maxBudget = isPostgres ? 'report' : `<= ${BUDGETS.pgliteMaxMs} ms`;
        row(
          `${target.name} at saturation: slowest`,
          `${saturation.maxMs} ms`,
          maxBudget,
          !isPostgres && saturation.maxMs > BUDGETS.pgliteMaxMs,
        );

        const rate = Math.max(1, Math.round(saturation.perSecond / 2));
        const latency = await paced(server.baseUrl, { ...target, cookies, rate, seconds: PACED_SECONDS });
        const p99Budget = isPostgres ? `<= ${BUDGETS.pacedP99Ms} ms` : 'report';
        const ms = (value) => `${value.toFixed(1)} ms`;
        row(`${target.name} at ${rate}/s paced: p50`, ms(latency.p50), 'report');
        row(`${target.name} at ${rate}/s paced: p95`, ms(latency.p95), 'report');
        row(
          `${target.name} at ${rate}/s paced: p99`,
          ms(latency.p99),
          p99Budget,
          isPostgres && !(latency.p99 <= BUDGETS.pacedP99Ms),
        );
        if (latency.failed > 0) row(`${target.name} at ${rate}/s paced: not 2xx`, String(latency.failed), 'report');
      }

      // Overload: far more clients than the bound. Refused requests (503 + Retry-After) are answered at once, and a
      // new connection's first request is answered (served or refused) without waiting behind the queue.
      const save = paths[0];
      const overload = saturate(server.baseUrl, {
        ...save,
        cookies,
        seconds: SATURATION_SECONDS,
        connections: OVERLOAD_CONNECTIONS,
      });
      await new Promise((resolve) => setTimeout(resolve, (SATURATION_SECONDS * 1000) / 2));
      const firstStarted = performance.now();
      const first = await fetch(`${server.baseUrl}/api/step1`, {
        headers: { cookie: cookies[0], connection: 'close' },
      });
      await first.arrayBuffer();
      const firstMs = performance.now() - firstStarted;
      const overloaded = await overload;
      const over = `${OVERLOAD_CONNECTIONS} connections`;
      row(`save at ${over}: 2xx`, `${overloaded.perSecond.toFixed(0)}/s`, 'report');
      row(`save at ${over}: refused 503`, String(overloaded.shed), 'report (MAX_REQUESTS_IN_FLIGHT=128)');
      row(
        `save at ${over}: slowest answer`,
        `${overloaded.maxMs} ms`,
        `<= ${BUDGETS.pgliteMaxMs} ms`,
        overloaded.maxMs > BUDGETS.pgliteMaxMs,
      );
      row(
        `save at ${over}: a new connection's first answer (${first.status})`,
        `${firstMs.toFixed(0)} ms`,
        `<= ${BUDGETS.pgliteMaxMs} ms`,
        firstMs > BUDGETS.pgliteMaxMs,
      );
    } finally {
      clearInterval(sampler);
    }
    row(
      'resident memory, highest under load',
      `${peak.toFixed(0)} MB`,
      `< ${BUDGETS.loadMegabytes} MB`,
      peak >= BUDGETS.loadMegabytes,
    );
  } finally {
    await server.stop();
  }
}

/** Prints each figure through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchSavePath({ root, publishDir, record }) {
  await measureOn({ root, publishDir, label: 'load on PGlite', env: {}, record });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    record('load on PostgreSQL', 'not measured', 'set BENCH_DATABASE_URL');
    return;
  }
  const schema = `bench_load_${process.pid}`;
  try {
    await measureOn({
      root,
      publishDir,
      label: 'load on PostgreSQL',
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      record,
    });
  } finally {
    await dropBenchSchema(url, schema);
  }
}

// Run alone: `node e2e/bench/save-path.mjs` (after `npm run build`), against the build's own published site.
await runAloneIfMain(import.meta.url, benchSavePath, { nameWidth: 72 });
