#!/usr/bin/env node
// Plain-words changes to a proofed book (issue 26, "Tests and figures"): the time from a request to the proposed
// chapters, for one chapter's rewrite and for a book-wide rename of a 40-chapter book, with the demo (offline)
// writer and with the local OpenAI-compatible server taking 20 s per chapter. Targets: one chapter <= 25 s, a
// rename (a literal replacement, never a model call) <= 5 s. The engine is the built one (npm run build first);
// `node e2e/bench/proof-change.mjs` prints the rows alone, run-bench.mjs as part of `npm run bench`.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_CHARACTERS, BENCH_STORY, loadOpenAiCompatibleServer } from './writing-support.mjs';

const CHAPTERS = 40;
const CHAPTER_DELAY_MS = 20_000;
export const PROOF_CHANGE_BUDGETS = { oneChapterMs: 25_000, renameMs: 5_000 };

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

/** A 40-chapter book naming Ada and Bo often (the local server's default redraft names the first two characters). */
function benchBook(contracts, storyBriefFromDetails, request) {
  const paragraph = (number) =>
    `In chapter ${number} Ada unrolled the map again, and Bo held the lantern while she traced the new roads with one finger. ` +
    `Ada's notebook filled with sketches; Bo hummed, and the map redrew itself as the night went on. `;
  const text = (number) =>
    Array.from({ length: 30 }, (_, index) => `${paragraph(number)}This was moment ${index + 1}.`).join('\n\n');
  return {
    book: {
      title: BENCH_STORY.bookTitle,
      chapters: Array.from({ length: CHAPTERS }, (_, index) => ({
        number: index + 1,
        title: `Ada's road ${index + 1}`,
        text: text(index + 1),
      })),
    },
    bible: [{ name: 'The Brass Lantern', kind: 'object', attributes: ['warm to the touch'] }],
    characters: BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character)),
    story: storyBriefFromDetails(BENCH_STORY),
    request,
  };
}

async function time(run) {
  const started = Date.now();
  const result = await run();
  return { ms: Date.now() - started, chapters: result.chapters.length };
}

export async function measureProofChanges({ root }) {
  const contracts = await import(pathToFileURL(join(root, 'api', 'contracts', 'dist', 'index.js')).href);
  const { loadConfig } = await load(root, 'config', 'app-config.js');
  const { storyBriefFromDetails } = await load(root, 'writing', 'story-brief.js');
  const { ProofChangeEngine } = await load(root, 'writing', 'proof-changes', 'proof-change.service.js');
  const book = (request) => benchBook(contracts, storyBriefFromDetails, request);
  const rename = { instruction: 'Her friend is Beau, not Bo' };
  const rewrite = { chapter: 12, instruction: 'Make chapter 12 funnier' };
  const figures = {};

  const offlineConfig = loadConfig({ LOG_LEVEL: 'silent' });
  const offline = new ProofChangeEngine(offlineConfig.writing, offlineConfig.production.writingConcurrency);
  figures.offlineRewrite = await time(() => offline.propose(book(rewrite)));
  figures.offlineRename = await time(() => offline.propose(book(rename)));

  const OpenAiCompatibleServer = await loadOpenAiCompatibleServer(root);
  const provider = await OpenAiCompatibleServer.start({ chapterDelayMs: CHAPTER_DELAY_MS, firstTokenDelayMs: 0 });
  try {
    const config = loadConfig({ OPENAI_BASE_URL: provider.baseUrl, OPENAI_API_KEY: 'bench', LOG_LEVEL: 'silent' });
    const model = new ProofChangeEngine(config.writing, config.production.writingConcurrency);
    figures.modelRewrite = await time(() => model.propose(book(rewrite)));
    figures.modelRename = await time(() => model.propose(book(rename)));
    figures.modelRequests = provider.requests.length;
  } finally {
    await provider.close();
  }
  return figures;
}

/** The rows ({ name, value, budget, overBudget }) of run-bench.mjs's `record`. */
export function proofChangeRows(figures) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const row = (name, { ms, chapters }, budgetMs) => ({
    name: `${name} (${chapters} ch. changed)`,
    value: seconds(ms),
    budget: `<= ${seconds(budgetMs)}`,
    overBudget: ms > budgetMs,
  });
  return [
    row('proof: rewrite one chapter, demo writer', figures.offlineRewrite, PROOF_CHANGE_BUDGETS.oneChapterMs),
    row('proof: rename in a 40-ch. book, demo writer', figures.offlineRename, PROOF_CHANGE_BUDGETS.renameMs),
    row('proof: rewrite one chapter, model 20 s/ch.', figures.modelRewrite, PROOF_CHANGE_BUDGETS.oneChapterMs),
    row('proof: rename in a 40-ch. book, model 20 s/ch.', figures.modelRename, PROOF_CHANGE_BUDGETS.renameMs),
  ];
}

export async function benchProofChanges({ root, record }) {
  for (const { name, value, budget, overBudget } of proofChangeRows(await measureProofChanges({ root })))
    record(name, value, budget, overBudget);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const record = (name, value, budget, overBudget) =>
    console.log(`${name.padEnd(64)} ${value.padStart(10)}   budget ${budget}${overBudget ? '   OVER BUDGET' : ''}`);
  await benchProofChanges({ root, record });
}
