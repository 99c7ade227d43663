// Step 2 through the built API with a local OpenAI-compatible server that answers after 1 s and streams
// 50 tokens/s: time to the first streamed word and to the full summary, and the API's overhead over the
// provider's own time. Also the offline writer's time per summary.
import { measureServerStart } from './server-start.mjs';
import {
  BENCH_CHARACTERS,
  BENCH_STORY,
  loadOfflineWriter,
  loadOpenAiCompatibleServer,
  timeEventStream,
} from './writing-support.mjs';

const PROVIDER = { firstTokenDelayMs: 1000, tokensPerSecond: 50 };

/** A realistic summary for the provider to stream: the offline writer's own, for the bench's story. */
async function realisticSummary(root) {
  const { OfflineWriter, contracts } = await loadOfflineWriter(root);
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const story = {
    title: BENCH_STORY.bookTitle,
    genre: BENCH_STORY.genre,
    premise: BENCH_STORY.premise,
    styles: ['Lyrical'],
    tones: ['Hopeful'],
    readingGrade: 3,
    readingLevelLabel: 'Average',
  };
  return (await new OfflineWriter(0).writeSummary({ story, characters }, { seed: 1 })).text;
}

export async function measureSummaryStreaming({ root, publishDir }) {
  const OpenAiCompatibleServer = await loadOpenAiCompatibleServer(root);
  const provider = await OpenAiCompatibleServer.start(PROVIDER);
  const server = await measureServerStart({
    root,
    publishDir,
    env: { OPENAI_BASE_URL: provider.baseUrl, OPENAI_API_KEY: 'bench' },
  }).catch(async (error) => {
    await provider.close(); // an open provider would keep the bench process alive after the error
    throw error;
  });
  try {
    const text = await realisticSummary(root);
    const url = `${server.baseUrl}/api/step2`;
    const body = { ...BENCH_STORY, characters: BENCH_CHARACTERS };
    // Warm-up: first-request costs (lazy modules, connection pools) are not what a visitor waits for each time.
    provider.script({ text: '# Warm-up\n@Ada: ready', tokensPerSecond: 0 });
    await timeEventStream(url, { body });
    provider.script({ text });
    const { times } = await timeEventStream(url, { body });
    const own = provider.requests.at(-1);
    return {
      tokens: Math.ceil(text.length / 4),
      // What the provider reported in the stream's usage chunk, which the API records per generation.
      usage: own.usage,
      firstWordMs: times.firstTextAt - times.sentAt,
      fullMs: times.doneAt - times.sentAt,
      providerFirstTokenMs: own.firstTokenAt - own.receivedAt,
      providerFullMs: own.finishedAt - own.receivedAt,
      firstWordOverheadMs: times.firstTextAt - times.sentAt - (own.firstTokenAt - own.receivedAt),
      fullOverheadMs: times.doneAt - times.sentAt - (own.finishedAt - own.receivedAt),
    };
  } finally {
    await server.stop();
    await provider.close();
  }
}

/** Mean time the offline writer takes for one summary (no pacing), over many seeds and reading levels. */
export async function measureOfflineSummary({ root, runs = 200 }) {
  const { OfflineWriter, contracts } = await loadOfflineWriter(root);
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const writer = new OfflineWriter(0);
  const started = process.hrtime.bigint();
  for (let seed = 1; seed <= runs; seed++) {
    const story = {
      title: 'Bench',
      genre: BENCH_STORY.genre,
      premise: BENCH_STORY.premise,
      styles: ['Lyrical'],
      tones: ['Hopeful'],
      readingGrade: (seed % 5) + 1,
      readingLevelLabel: 'x',
    };
    await writer.writeSummary({ story, characters }, { seed });
  }
  return { perSummaryMs: Number(process.hrtime.bigint() - started) / 1e6 / runs };
}
