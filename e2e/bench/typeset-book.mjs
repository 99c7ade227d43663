#!/usr/bin/env node
// The typesetter's figures (`node e2e/bench/typeset-book.mjs` after `npm run build`); run-bench.mjs prints the same
// rows as part of `npm run bench`: a 40-chapter book written by the offline writer typeset
// into the print interior (Typst, TrimBox/BleedBox, font check), its wraparound cover, and /step5's preview pages;
// the time of each, how long the event loop waits with and without the typesetting thread, and the peak memory. The first book is set by a cold process (fonts loaded, Typst
// started); the median is of other books set after it.
//
// Everything runs in a child process of its own, so its peak resident memory (getrusage maxrss) is the
// typesetter's, not the bench's. Then an L book at each reading level (Kid, Average, Sophisticated: each layout sets
// a different book), typeset cold in a child of its own: its time, pages, blank pages and peak memory.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_CHARACTERS, BENCH_STORY, loadOfflineWriter } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

/** Interiors typeset per run after the first (warm) one: the figure is their median. */
const RUNS = 3;

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);
const loadSharp = async (root) =>
  (await import(pathToFileURL(createRequire(join(root, 'api', 'package.json')).resolve('sharp')).href)).default;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const since = (started) => Number(process.hrtime.bigint() - started) / 1e6;

/** /step2's reading levels on the writers' five-step scale (api/src/writing/story-brief.ts). */
const GRADE_OF_LEVEL = { Kid: 1, Average: 3, Sophisticated: 5 };

/** A 40-chapter book as the offline writer writes one at this reading level, made into the typesetter's input by bookToTypeset. */
export async function writeBookToTypeset(root, seed, readingLevel = 'Average') {
  const { OfflineWriter, contracts } = await loadOfflineWriter(root);
  const { writeBook } = await load(root, 'writing', 'book-writer.js');
  const { bookToTypeset } = await load(root, 'production', 'book-to-typeset.js');
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const story = {
    title: BENCH_STORY.bookTitle,
    genre: BENCH_STORY.genre,
    premise: BENCH_STORY.premise,
    styles: ['Lyrical'],
    tones: ['Hopeful'],
    readingGrade: GRADE_OF_LEVEL[readingLevel],
    readingLevelLabel: readingLevel,
  };
  const writer = new OfflineWriter(0);
  const summary = (await writer.writeSummary({ story, characters }, { seed })).text;
  const { chapters: outline } = await writer.writeOutline({ story, characters, summary, chapterCount: 40 }, { seed });
  const written = await writeBook(
    { story, characters, summary, outline },
    { concurrency: 4, writeChapter: (request) => writer.writeChapter(request, { seed }) },
  );
  const sharp = await loadSharp(root);
  const coverFrontPng = await sharp({ create: { width: 1875, height: 2775, channels: 3, background: '#2f5d50' } })
    .png()
    .toBuffer();
  return bookToTypeset({
    title: story.title,
    story: { ...BENCH_STORY, readingLevel, gift: { to: characters[0].name } },
    summary,
    dedication: 'For the one who draws the maps.',
    chapters: written.map((chapter) => ({ number: chapter.number, title: chapter.title, text: chapter.text })),
    byDemoWriter: true,
    binding: 'softcover',
    paperColor: 'cream',
    coverFrontPng,
    demo: false,
  });
}

/** The longest the event loop waited for a 10 ms timer while `work` ran. */
async function longestStall(work) {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last - 10);
}

/**
 * In the child: writes RUNS + 1 books (each from its own seed: Typst memoises layout, so typesetting the same book
 * again would measure its cache), typesets each, then the last one's cover and preview, and prints JSON.
 */
async function typesetInChild(root) {
  const books = [];
  for (let seed = 1; seed <= RUNS + 3; seed++) books.push(await writeBookToTypeset(root, seed));
  const book = books[0];
  const words = book.chapters.reduce((sum, chapter) => sum + chapter.text.split(/\s+/).length, 0);
  const { typesetInterior, typesetCover, renderPreviewPages } = await load(
    root,
    'production',
    'typeset',
    'typesetter.js',
  );
  const rssBeforeBytes = process.memoryUsage().rss;
  let started = process.hrtime.bigint();
  let interior = await typesetInterior(book);
  const firstMs = since(started);
  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    started = process.hrtime.bigint();
    interior = await typesetInterior(books[run]);
    times.push(since(started));
  }
  started = process.hrtime.bigint();
  const cover = await typesetCover(books[RUNS], interior.pageCount);
  const coverMs = since(started);
  // The preview before paying: chapter 1 written, the other 39 known by their outline titles only.
  const [firstChapter, ...chaptersToCome] = books[RUNS].chapters;
  const previewBook = {
    ...books[RUNS],
    chapters: [firstChapter],
    chaptersToCome: chaptersToCome.map(({ number, title }) => ({ number, title })),
  };
  started = process.hrtime.bigint();
  const preview = await renderPreviewPages(previewBook);
  const previewMs = since(started);
  // The same on the typesetting thread, as the API process runs it: how long the event loop is kept waiting.
  const { typesetInteriorInThread, closeTypesetThread } = await load(
    root,
    'production',
    'typeset',
    'typeset-thread.js',
  );
  const stalls = { inline: await longestStall(() => typesetInterior(books[RUNS + 1])) };
  stalls.thread = await longestStall(() => typesetInteriorInThread(books[RUNS + 2]));
  await closeTypesetThread();
  console.log(
    JSON.stringify({
      words,
      pages: interior.pageCount,
      interiorBytes: interior.pdf.length,
      firstMs,
      medianMs: median(times),
      coverMs,
      coverWidthPoints: cover.widthPoints,
      previewMs,
      previewPages: preview.length,
      stallInlineMs: stalls.inline,
      stallThreadMs: stalls.thread,
      rssBeforeBytes,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
    }),
  );
}

/** In a child of its own (so its peak memory is this level's): one L book of `readingLevel`, typeset cold. */
async function typesetLevelInChild(root, readingLevel) {
  const book = await writeBookToTypeset(root, 1, readingLevel);
  const { typesetInterior } = await load(root, 'production', 'typeset', 'typesetter.js');
  const started = process.hrtime.bigint();
  const interior = await typesetInterior(book);
  console.log(
    JSON.stringify({
      ms: since(started),
      pages: interior.pageCount,
      blankPages: interior.blankPages,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
    }),
  );
}

const inChild = (root, ...args) =>
  JSON.parse(
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), ...args, root], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    })
      .trim()
      .split('\n')
      .at(-1),
  );

/** Typeset time, pages and peak memory of an L book at each reading level (each layout sets a different book). */
export function measureLevels({ root }) {
  return Object.fromEntries(Object.keys(GRADE_OF_LEVEL).map((level) => [level, inChild(root, '--level', level)]));
}

export async function measureTypesetting({ root }) {
  return inChild(root, '--child');
}

/** Prints the typesetting figures through `record(name, value, budget)`, the row format of run-bench.mjs. */
export async function benchTypesetting({ root, record }) {
  const figures = await measureTypesetting({ root });
  const label = `40 chapters, ${figures.words} words, ${figures.pages} pages`;
  record(`typeset interior: ${label}`, `${(figures.firstMs / 1000).toFixed(2)} s`, 'report');
  record(
    `typeset interior: another book, Typst warm (median of ${RUNS})`,
    `${(figures.medianMs / 1000).toFixed(2)} s`,
    'report',
  );
  record('typeset interior: PDF size', `${(figures.interiorBytes / 1024).toFixed(0)} KB`, 'report');
  record(
    `typeset cover: wraparound ${figures.coverWidthPoints.toFixed(0)} pt wide`,
    `${(figures.coverMs / 1000).toFixed(2)} s`,
    'report',
  );
  record(`typeset preview: ${figures.previewPages} PNG pages`, `${(figures.previewMs / 1000).toFixed(2)} s`, 'report');
  record('typeset interior: event loop stalled, inline', `${Math.round(figures.stallInlineMs)} ms`, 'report');
  record('typeset interior: event loop stalled, own thread', `${Math.round(figures.stallThreadMs)} ms`, '< 250 ms');
  record('typesetter: peak resident memory', `${(figures.peakRssBytes / 1024 / 1024).toFixed(0)} MB`, 'report');
  record(
    'typesetter: resident memory before typesetting',
    `${(figures.rssBeforeBytes / 1024 / 1024).toFixed(0)} MB`,
    'report',
  );
  for (const [level, { ms, pages, blankPages, peakRssBytes }] of Object.entries(measureLevels({ root }))) {
    record(`typeset L, ${level}: ${pages} pages, ${blankPages} blank`, `${(ms / 1000).toFixed(2)} s`, 'report');
    record(`typeset L, ${level}: peak resident memory`, `${(peakRssBytes / 1024 / 1024).toFixed(0)} MB`, 'report');
  }
}

// Only when this file is the script (epub-build.mjs imports writeBookToTypeset from it, in a child of its own).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--child') {
  await typesetInChild(process.argv[3]);
} else if (process.argv[2] === '--level') {
  await typesetLevelInChild(process.argv[4], process.argv[3]);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchTypesetting({ root, record: benchRecorder().record });
}
