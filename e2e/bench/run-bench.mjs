#!/usr/bin/env node
// `npm run bench`: prints the figures behind the platform's budgets. Each figure is measured, not asserted:
//   clean build of everything, one remote alone, server start to /api/health, idle memory,
//   JavaScript transferred (gzipped) for the first load of /, Lighthouse's mobile scores, paint and blocking times
//   for /, /step1 to /step5 (with a draft that reaches them) and /tos, each with the machine's load (lighthouse.mjs),
//   each remote's own code (shared libraries excluded),
//   the writing engine's streaming times (see writing-bench.mjs), the offline writer's words per chapter against
//   the chapter-length targets by reading level and book size (chapter-length.mjs), requests per book with and
//   without provider faults (writing-requests.mjs), the job queue's send and work rates
//   (jobs-bench.mjs; on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), the API under load:
//   the save and read paths at saturation and evenly paced, overload, memory and start (save-path.mjs), step 4's photo
//   uploads (cover-uploads.mjs), and the offline cover designer's time and peak memory for eight 12-megapixel
//   photos (cover-design.mjs), the typesetter's time and peak memory for a 40-chapter book (typeset-book.mjs), the
//   EPUB build time and the screen PDF of the same book (epub-build.mjs), the proof's personalisation panel for a
//   40-chapter book, from its typeset pages (personal-details.mjs), and
//   paid books from payment to print-ready PDFs: S, M and L with the demo writer, and 40 chapters with the provider
//   taking 20 s per chapter, each with the time from payment to writing started (book-production.mjs), and a plain-words change to the proof: one chapter rewritten and a rename across 40
//   chapters, demo writer and a provider taking 20 s per chapter (proof-change.mjs), and the same through the API:
//   from a request to the updated proof (proposed, accepted, re-typeset) and a hand edit's re-typeset, on a paid
//   40-chapter book with the demo writer (proof-request.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRemoteOwnCode } from './remote-own-code.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { SIZE_BUDGETS, remoteOwnCodeBudget } from './size-budgets.mjs';
import { measureServerStart } from './server-start.mjs';
import { benchJobs } from './jobs-bench.mjs';
import { benchSavePath } from './save-path.mjs';
import { benchProcessPair } from './process-pair.mjs';
import { benchCoverUploads } from './cover-uploads.mjs';
import { benchCoverDesign } from './cover-design.mjs';
import { benchWriting } from './writing-bench.mjs';
import { benchChapterLengths } from './chapter-length.mjs';
import { benchRequestsPerBook } from './writing-requests.mjs';
import { benchTypesetting } from './typeset-book.mjs';
import { benchEpubBuild } from './epub-build.mjs';
import { benchPersonalDetails } from './personal-details.mjs';
import { benchBookProduction } from './book-production.mjs';
import { benchProofChanges } from './proof-change.mjs';
import { benchProofRequests } from './proof-request.mjs';
import { benchRecorder } from './bench-record.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publishDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-'));
const env = { ...process.env, STORYLOOM_PUBLISH_DIR: publishDir };
// Every row through one recorder, which checks each figure against a budget that is a limit (bench-record.mjs).
const { record } = benchRecorder();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  let started = Date.now();
  // Every build output deleted and Turborepo's cache ignored (--force): a build from nothing.
  execFileSync('npm', ['run', 'build:clean'], { cwd: root, env, stdio: 'ignore' });
  record('clean build (contract, API, shell, 6 remotes)', seconds(Date.now() - started), '< 120 s');

  // mf-premise's own build and publish (its package scripts, without Turborepo's cache), into a folder of its own.
  started = Date.now();
  const one = { cwd: root, env: { ...env, STORYLOOM_PUBLISH_DIR: join(publishDir, 'one') }, stdio: 'ignore' };
  execFileSync('npm', ['run', 'build', '-w', 'mf-premise'], one);
  execFileSync('npm', ['run', 'publish', '-w', 'mf-premise'], one);
  record('one remote alone (mf-premise)', seconds(Date.now() - started), '< 15 s');

  const server = await measureServerStart({ root, publishDir });
  try {
    record('server start to /api/health', `${server.startMs} ms`, '< 3000 ms', server.startMs >= 3000);
    const idleMegabytes = server.idleRssBytes / 1024 / 1024;
    record('server resident memory, idle', `${idleMegabytes.toFixed(0)} MB`, '< 200 MB', idleMegabytes >= 200);
    const firstLoad = await measureFirstLoad(server.baseUrl);
    const firstLoadBudget = SIZE_BUDGETS.firstLoadGzipBytes;
    record(
      `first load of / (${firstLoad.files} JS files, gzip transfer)`,
      kilobytes(firstLoad.gzipBytes),
      `<= ${kilobytes(firstLoadBudget)}`,
      firstLoad.gzipBytes > firstLoadBudget,
    );
    record(
      `first load of / (${firstLoad.brotli.files.length} JS files, brotli transfer)`,
      kilobytes(firstLoad.brotliBytes),
      '(info)',
    );
    // Lighthouse 12, mobile with simulated throttling, the median of five runs per page against the same
    // server (issue 16's targets).
    await benchLighthouse({ baseUrl: server.baseUrl, record });
  } finally {
    await server.stop();
  }

  for (const { remote, gzipBytes } of measureRemoteOwnCode(join(publishDir, 'remotes'))) {
    const budget = remoteOwnCodeBudget(remote);
    record(`${remote} own code (gzipped)`, kilobytes(gzipBytes), `<= ${kilobytes(budget)}`, gzipBytes > budget);
  }

  // Writing engine: streaming through the API against a local OpenAI-compatible server, and the offline writer.
  await benchWriting({ root, publishDir, record });
  // Words per chapter by reading level and book size, each book's chapters held to the target ±25%.
  await benchChapterLengths({ root, record });
  // Requests per book through the OpenAI writer, clean and with one of each fault (writing-requests.mjs).
  await benchRequestsPerBook({ root, record });

  // Job queue (pg-boss): sending and working jobs on PGlite and, when configured, the PostgreSQL server.
  await benchJobs({ root, record });
  // The API under load on one machine: save and read paths, overload, memory and start (save-path.mjs).
  await benchSavePath({ root, publishDir, record });
  // The pair of processes vs one: two API processes behind a round-robin proxy on one PostgreSQL (process-pair.mjs).
  await benchProcessPair({ root, publishDir, record });

  // Step 4: eight 12-megapixel photos through generate_cover, time and the server's peak memory.
  await benchCoverUploads({ root, publishDir, record });
  // Step 4: the offline cover designer, in a process of its own (its peak memory is the figure).
  await benchCoverDesign({ root, record });
  // Book production: the interior, cover and preview of a 40-chapter book, in a process of its own.
  await benchTypesetting({ root, record });
  // The digital edition: a 40-chapter book's EPUB and screen PDF (epub-build.mjs).
  await benchEpubBuild({ root, record });
  // The proof's "What's personal in this book" panel of a typeset 40-chapter book (personal-details.mjs).
  await benchPersonalDetails({ root, record });
  // Paid books from payment to print-ready PDFs: S/M/L with the demo writer, L at 20 s per chapter (book-production.mjs).
  await benchBookProduction({ root, record });
  // The buyer's proof: a plain-words rewrite of one chapter and a rename across 40 chapters (proof-change.mjs).
  await benchProofChanges({ root, record });
  // The same through the API: a request to the updated proof, and a hand edit's re-typeset (proof-request.mjs).
  await benchProofRequests({ root, record });
} catch (error) {
  // e.g. a server that does not start: its message carries the server's own output.
  console.error(`\nThe bench stopped: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(publishDir, { recursive: true, force: true });
}
