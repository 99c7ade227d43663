#!/usr/bin/env node
// The digital edition's figures (`node e2e/bench/epub-build.mjs` after `npm run build`); run-bench.mjs prints the same
// rows in `npm run bench`: a 40-chapter book written by the offline writer made into the EPUB 3 the buyer downloads
// (api/src/production/digital-edition/epub-book.ts: cover, title page, dedication, contents, one XHTML per chapter)
// and into the screen PDF (the typesetter's screen variant). The first EPUB is built cold; the figure held to its
// budget is the median of the next RUNS books. The budget: a download made on first request must not keep the
// buyer waiting (docs/product/book-production.md#the-digital-edition).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeBookToTypeset } from './typeset-book.mjs';
import { benchRecorder } from './bench-record.mjs';

const RUNS = 3;
export const EPUB_BUDGET_MS = 2000;

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const since = (started) => Number(process.hrtime.bigint() - started) / 1e6;

/** In a child process of its own (fresh module caches, as a worker's first download): prints JSON. */
async function buildInChild(root) {
  const books = [];
  for (let seed = 1; seed <= RUNS + 1; seed++) books.push(await writeBookToTypeset(root, seed));
  const { buildEpub } = await load(root, 'production', 'digital-edition', 'epub-book.js');
  const { typesetScreenInterior } = await load(root, 'production', 'typeset', 'typesetter.js');
  let started = process.hrtime.bigint();
  const first = await buildEpub(books[0]);
  const firstMs = since(started);
  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    started = process.hrtime.bigint();
    await buildEpub(books[run]);
    times.push(since(started));
  }
  started = process.hrtime.bigint();
  const screen = await typesetScreenInterior(books[0]);
  const screenMs = since(started);
  console.log(
    JSON.stringify({
      firstMs,
      medianMs: median(times),
      epubBytes: first.length,
      screenMs,
      screenPages: screen.pageCount,
      screenBytes: screen.pdf.length,
    }),
  );
}

export async function benchEpubBuild({ root, record }) {
  const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', root], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  const figures = JSON.parse(output.trim().split('\n').at(-1));
  record('EPUB build: 40 chapters, first (cold)', `${(figures.firstMs / 1000).toFixed(2)} s`, 'report');
  record(
    `EPUB build time: 40 chapters (median of ${RUNS})`,
    `${(figures.medianMs / 1000).toFixed(2)} s`,
    `< ${EPUB_BUDGET_MS / 1000} s`,
    figures.medianMs >= EPUB_BUDGET_MS,
  );
  record('EPUB size (cover included)', `${(figures.epubBytes / 1024).toFixed(0)} KB`, 'report');
  record(`screen PDF: ${figures.screenPages} pages, typeset`, `${(figures.screenMs / 1000).toFixed(2)} s`, 'report');
  record('screen PDF size', `${(figures.screenBytes / 1024).toFixed(0)} KB`, 'report');
}

if (process.argv[2] === '--child') {
  await buildInChild(process.argv[3]);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchEpubBuild({ root, record: benchRecorder().record });
}
