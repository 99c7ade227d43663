// Step 3 through the built API (POST /api/step3, book size L) with a local OpenAI-compatible server that answers
// after 1 s and streams 50 tokens/s: time to the first chapter heading on the stream and to a complete
// 40-chapter outline. Also the offline writer's time for a 40-chapter outline.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureOutlineOnScreen } from './outline-on-screen.mjs';
import { measureServerStart } from './server-start.mjs';
import {
  BENCH_CHARACTERS,
  BENCH_STORY,
  loadOfflineWriter,
  loadOpenAiCompatibleServer,
  timeEventStream,
} from './writing-support.mjs';

const PROVIDER = { firstTokenDelayMs: 1000, tokensPerSecond: 50 };
const story = {
  title: BENCH_STORY.bookTitle,
  genre: BENCH_STORY.genre,
  premise: BENCH_STORY.premise,
  styles: ['Lyrical'],
  tones: ['Hopeful'],
  readingGrade: 3,
  readingLevelLabel: 'Average',
};

/** A realistic 40-chapter answer for the provider to stream: the offline writer's outline as the model's JSON. */
async function realisticOutline(root) {
  const { OfflineWriter, contracts } = await loadOfflineWriter(root);
  const characters = BENCH_CHARACTERS.map((character) => contracts.savedCharacterSchema.parse(character));
  const writer = new OfflineWriter(0);
  const summary = (await writer.writeSummary({ story, characters }, { seed: 1 })).text;
  const started = process.hrtime.bigint();
  const outline = await writer.writeOutline({ story, characters, summary, chapterCount: 40 }, { seed: 1 });
  const offlineMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { summary, json: JSON.stringify({ chapters: outline.chapters }), offlineMs };
}

export async function measureOutlineStreaming({ root, publishDir }) {
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
    const { summary, json, offlineMs } = await realisticOutline(root);
    // Steps 1 and 2 first (answered at once), so the draft has what an outline is written from.
    const first = await fetch(`${server.baseUrl}/api/step1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ characters: BENCH_CHARACTERS }),
    });
    const cookie = first.headers.get('set-cookie').split(';')[0];
    provider.script({ text: summary, tokensPerSecond: 0 });
    await timeEventStream(`${server.baseUrl}/api/step2`, { body: BENCH_STORY, cookie });
    provider.script({ text: json });
    const { times, done } = await timeEventStream(`${server.baseUrl}/api/step3`, {
      form: { book_size: 'big' },
      cookie,
      mark: /\*\*Chapter 1: /,
    });
    if (done.chapters?.length !== 40) throw new Error(`expected 40 chapters, got ${done.chapters?.length}`);
    const own = provider.requests.at(-1);
    // Every request of this outline (one, unless it needed repairs), as the provider reported them.
    const outlineRequests = provider.requests.slice(
      provider.requests.findIndex((request) => request.body.response_format?.type === 'json_schema'),
    );
    const usage = outlineRequests.reduce(
      (sum, request) => ({
        prompt_tokens: sum.prompt_tokens + (request.usage?.prompt_tokens ?? 0),
        completion_tokens: sum.completion_tokens + (request.usage?.completion_tokens ?? 0),
      }),
      { prompt_tokens: 0, completion_tokens: 0 },
    );
    // On screen needs the built front ends; run alone after `npm run build` without them, this part is skipped.
    const onScreen = existsSync(join(publishDir, 'shell', 'index.html'))
      ? await measureOutlineOnScreen({
          server,
          provider,
          characters: BENCH_CHARACTERS,
          story: { summary, details: BENCH_STORY },
          outlineJson: json,
        })
      : undefined;
    return {
      onScreen,
      tokens: Math.ceil(json.length / 4),
      usage,
      outlineRequests: outlineRequests.length,
      firstHeadingMs: times.markAt - times.sentAt,
      fullMs: times.doneAt - times.sentAt,
      providerFullMs: own.finishedAt - own.receivedAt,
      fullOverheadMs: times.doneAt - times.sentAt - (own.finishedAt - own.receivedAt),
      offlineOutlineMs: offlineMs,
    };
  } finally {
    await server.stop();
    await provider.close();
  }
}
