#!/usr/bin/env node
// The writing engine's figures on their own (`node e2e/bench/writing-bench.mjs` after `npm run build`);
// run-bench.mjs prints the same rows as part of `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOK_CONCURRENCY, measureChapterWriting } from './writing-chapter.mjs';
import { measureOutlineStreaming } from './writing-outline.mjs';
import { measureOfflineSummary, measureSummaryStreaming } from './writing-summary.mjs';
import { ms, seconds } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

/** A generation's token counts as the provider reported them (stream_options.include_usage). */
const tokenFigure = (usage) => (usage ? `${usage.prompt_tokens} + ${usage.completion_tokens}` : 'not reported');

/** Prints each writing figure through `record(name, value, budget)`, the row format of run-bench.mjs. */
export async function benchWriting({ root, publishDir, record }) {
  const summary = await measureSummaryStreaming({ root, publishDir });
  record(`summary: first streamed word (provider 1 s, 50 tok/s)`, ms(summary.firstWordMs), 'provider + < 300 ms');
  record(`summary: full text (${summary.tokens} tokens)`, seconds(summary.fullMs), 'provider + < 300 ms');
  record('summary: API overhead, first word', ms(summary.firstWordOverheadMs), '< 300 ms');
  record('summary: API overhead, full text', ms(summary.fullOverheadMs), '< 300 ms');
  record('summary: tokens (prompt + completion)', tokenFigure(summary.usage), 'report');
  const offline = await measureOfflineSummary({ root });
  record('offline writer: one summary', `${offline.perSummaryMs.toFixed(2)} ms`, 'report');
  const outline = await measureOutlineStreaming({ root, publishDir });
  record('outline L: first chapter heading (50 tok/s)', ms(outline.firstHeadingMs), 'report');
  record(`outline L: 40 chapters complete (${outline.tokens} tokens)`, seconds(outline.fullMs), 'provider + < 300 ms');
  record('outline L: API overhead, complete', ms(outline.fullOverheadMs), '< 300 ms');
  record(
    `outline L: tokens (prompt + completion, ${outline.outlineRequests} request(s))`,
    tokenFigure(outline.usage),
    'report',
  );
  if (outline.onScreen) {
    record('outline L on screen: first chapter heading', ms(outline.onScreen.firstHeadingMs), 'report');
    record('outline L on screen: all 40 headings', seconds(outline.onScreen.allHeadingsMs), 'report');
  }
  record('offline writer: one 40-chapter outline', `${outline.offlineOutlineMs.toFixed(1)} ms`, 'report');
  const { chapter, book } = await measureChapterWriting({ root });
  record('chapter: first streamed word (provider 1 s, 50 tok/s)', ms(chapter.firstWordMs), 'report');
  record(
    `chapter: full text (${chapter.words} words, target ${chapter.targetWords})`,
    seconds(chapter.fullMs),
    'report',
  );
  record('chapter: tokens (prompt + completion)', tokenFigure(chapter.usage), 'report');
  record(`book: 40 chapters, ${BOOK_CONCURRENCY} at a time (${book.words} words)`, seconds(book.ms), 'report');
  record('book: completion tokens', String(book.completionTokens), 'report');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const publishDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-'));
  try {
    await benchWriting({ root, publishDir, record: benchRecorder().record });
  } finally {
    rmSync(publishDir, { recursive: true, force: true });
  }
}
