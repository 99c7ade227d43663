#!/usr/bin/env node
// Requests per book (issue 24, "Tests and figures"): one whole small book (summary, outline, every chapter) written
// through the built OpenAI writer and the writing service's checks against the local OpenAI-compatible server,
// once clean and once with faults the provider throws in (a 429 on the summary, the outline cut off at the token
// cap, a chapter refused, a chapter answered 500, a chapter cut off at the token cap). Each fault may cost one more
// request and no more: retries that stack (issue 24, F9) put the book over budget. `node e2e/bench/writing-requests.mjs`
// after `npm run build` prints the rows alone; run-bench.mjs prints them as part of `npm run bench`.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_CHARACTERS, BENCH_STORY, loadOpenAiCompatibleServer } from './writing-support.mjs';
import { benchRecorder } from './bench-record.mjs';

const REFUSAL = "I'm sorry, but I can't help with that request.";

/**
 * The faults of the second book, each once, and where: `task` the request it hits (the summary, the outline, or
 * a book chapter by number). One request more per fault is the allowance.
 */
export const BENCH_FAULTS = [
  { name: '429 on the summary', task: 'summary', reply: { status: 429, headers: { 'retry-after-ms': '10' } } },
  { name: 'outline cut off at the token cap', task: 'outline', reply: { truncateAfterChars: 600 } },
  { name: 'chapter 3 refused', task: 3, reply: { text: REFUSAL } },
  { name: 'chapter 5 answered 500', task: 5, reply: { status: 500 } },
  { name: 'chapter 7 cut off at the token cap', task: 7, reply: { truncateAfterChars: 1200 } },
];

/** A clean book asks once per text: the summary, the outline, and each chapter. */
export const cleanRequestBudget = (chapters) => chapters + 2;

/** The rows ({ name, value, budget, overBudget }, run-bench.mjs's `record` arguments) of the two books. */
export function requestRows({ chapters, clean, faulty, faults }) {
  const cleanBudget = cleanRequestBudget(chapters);
  const faultyBudget = cleanBudget + faults.length;
  return [
    {
      name: `requests per book, clean (${chapters} chapters)`,
      value: String(clean),
      budget: `= ${cleanBudget} (summary + outline + chapters)`,
      overBudget: clean !== cleanBudget,
    },
    {
      name: `requests per book, ${faults.length} faults (${chapters} chapters)`,
      value: String(faulty),
      budget: `<= ${faultyBudget} (clean + 1 per fault: ${faults.map((fault) => fault.name).join(', ')})`,
      overBudget: faulty > faultyBudget,
    },
  ];
}

const load = (root, ...path) => import(pathToFileURL(join(root, 'api', 'dist', ...path)).href);

/** Writes one whole book through the writing service and answers the requests the provider saw. */
async function writeOneBook({ root, provider, bookSize }) {
  const contracts = await import(pathToFileURL(join(root, 'api', 'contracts', 'dist', 'index.js')).href);
  const { loadConfig } = await load(root, 'config', 'app-config.js');
  const { OpenAiWriter } = await load(root, 'writing', 'openai', 'openai-writer.js');
  const { WritingService } = await load(root, 'writing', 'writing.service.js');
  const { storyBriefFromDetails } = await load(root, 'writing', 'story-brief.js');
  const config = loadConfig({ OPENAI_BASE_URL: provider.baseUrl, OPENAI_API_KEY: 'bench', LOG_LEVEL: 'silent' });
  // The writing service as the app builds it, its generation limits and draft log admitting everything: the
  // requests to the provider are the figure, not the bookkeeping around them.
  const admitAll = { admit: async () => ({ id: 0, seed: 1 }), finish: async () => undefined };
  const noLog = { record: async () => undefined };
  const writing = new WritingService(new OpenAiWriter(config.writing.openai), admitAll, noLog);
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const story = storyBriefFromDetails(BENCH_STORY);
  const options = { visitorId: 'bench', ip: '127.0.0.1' };
  const summary = (await writing.writeSummary({ story, characters }, options)).text;
  const chapterCount = contracts.BOOK_SIZES[bookSize].chapters;
  const { chapters: outline } = await writing.writeOutline({ story, characters, summary, chapterCount }, options);
  const written = await writing.writeBook(
    { story, characters, summary, outline },
    { concurrency: 4, written: [], onChapter: async () => undefined },
  );
  return { chapters: written.length, requests: provider.requests.length };
}

/** The two books, on one local server: clean, then with BENCH_FAULTS. */
export async function measureRequestsPerBook({ root, bookSize = 'S' }) {
  const OpenAiCompatibleServer = await loadOpenAiCompatibleServer(root);
  const provider = await OpenAiCompatibleServer.start();
  try {
    const clean = await writeOneBook({ root, provider, bookSize });
    provider.reset();
    // Each fault once, on the first request of its task. The summary and the outline come one after the other
    // before any chapter, so the script orders them: the summary's fault, its retry answered plainly ({}), the outline's.
    const pending = new Map(BENCH_FAULTS.map((fault) => [fault.task, fault.reply]));
    provider.chapterReply = (number) => {
      const reply = pending.get(number);
      pending.delete(number);
      return reply;
    };
    provider.script(pending.get('summary'), {}, pending.get('outline'));
    const faulty = await writeOneBook({ root, provider, bookSize });
    return { chapters: clean.chapters, clean: clean.requests, faulty: faulty.requests };
  } finally {
    await provider.close();
  }
}

/** Prints the rows through `record(name, value, budget, overBudget)`, the row format of run-bench.mjs. */
export async function benchRequestsPerBook({ root, record }) {
  const measured = await measureRequestsPerBook({ root });
  for (const row of requestRows({ ...measured, faults: BENCH_FAULTS }))
    record(row.name, row.value, row.budget, row.overBudget);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  await benchRequestsPerBook({
    root,
    record: benchRecorder().record,
  });
}
