#!/usr/bin/env node
// The proof's personalisation panel (`node e2e/bench/personal-details.mjs` after `npm run build`); run-bench.mjs
// prints the same rows as part of `npm run bench`: a 40-chapter book written by the offline writer and typeset
// (typeset-book.mjs's writeBookToTypeset), its page texts read back from the interior PDF (pageTexts), then the
// panel computed from them (personalDetails): the median of several runs, against the budget of well under a
// second. In a child process of its own, like the typesetter's figures.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeBookToTypeset } from './typeset-book.mjs';
import { BENCH_CHARACTERS, loadOfflineWriter } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

/** Panels computed after the first (cold) one: the figure is their median. */
const RUNS = 9;
/** The panel's budget: it is computed on every proof view and after every change. */
const BUDGET_MS = 500;

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const since = (started) => Number(process.hrtime.bigint() - started) / 1e6;

async function measureInChild(root) {
  const { contracts } = await loadOfflineWriter(root);
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const grandpa = characters.find((character) => character.name === 'Grandpa Joe');
  const gift = {
    occasion: 'Birthday',
    callNames: { [grandpa.id]: 'Pops' },
    avoid: 'No spiders please, nothing about storms',
  };
  const book = await writeBookToTypeset(root, 1);
  const { typesetInterior } = await load(root, 'production', 'typeset', 'typesetter.js');
  const { pageTexts, personalDetails } = await load(root, 'production', 'proof', 'personal', 'index.js');
  const interior = await typesetInterior(book);
  let started = process.hrtime.bigint();
  const pages = await pageTexts(interior.pdf);
  const pageTextsMs = since(started);
  const input = { characters, gift, bible: [], pages };
  started = process.hrtime.bigint();
  const details = personalDetails(input);
  const firstMs = since(started);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    started = process.hrtime.bigint();
    personalDetails(input);
    times.push(since(started));
  }
  const words = pages.join(' ').split(/\s+/).length;
  console.log(
    JSON.stringify({
      pages: pages.length,
      words,
      details: details.length,
      flags: details.reduce((sum, detail) => sum + detail.flags.length, 0),
      pageTextsMs,
      firstMs,
      medianMs: median(times),
    }),
  );
}

export function measurePersonalDetails({ root }) {
  const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', root], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/** Prints the panel's figures through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchPersonalDetails({ root, record }) {
  const figures = measurePersonalDetails({ root });
  const label = `40 chapters, ${figures.pages} pages, ${figures.details} details`;
  record(`proof page texts (pdf.js): ${figures.pages} pages`, `${Math.round(figures.pageTextsMs)} ms`, 'report');
  record(
    `personalisation panel, cold: ${label}`,
    `${Math.round(figures.firstMs)} ms`,
    `< ${BUDGET_MS} ms`,
    figures.firstMs >= BUDGET_MS,
  );
  record(
    `personalisation panel, median of ${RUNS}`,
    `${Math.round(figures.medianMs)} ms`,
    `< ${BUDGET_MS} ms`,
    figures.medianMs >= BUDGET_MS,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--child') {
  await measureInChild(process.argv[3]);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchPersonalDetails({ root, record: benchRecorder().record });
}
