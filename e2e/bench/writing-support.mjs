// Shared by the writing benchmarks: the test suite's local OpenAI-compatible server (TypeScript, one home in
// api/test/support) loaded through swc, the built offline writer, and a reader for the API's event streams.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFile } from '@swc/core';
import { createParser } from 'eventsource-parser';

/** The fake provider's module; its types are stripped by swc into a throw-away ESM file. */
export async function loadOpenAiCompatibleServer(root) {
  const source = join(root, 'api', 'test', 'support', 'openai-compatible-server.ts');
  const { code } = await transformFile(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
    sourceMaps: false,
  });
  const dir = mkdtempSync(join(tmpdir(), 'storyloom-bench-provider-'));
  try {
    const file = join(dir, 'openai-compatible-server.mjs');
    writeFileSync(file, code);
    return (await import(pathToFileURL(file).href)).OpenAiCompatibleServer;
  } finally {
    rmSync(dir, { recursive: true, force: true }); // once imported, the module no longer needs its file
  }
}

/** The built offline writer and the contract (npm run build makes both). */
export async function loadOfflineWriter(root) {
  const { OfflineWriter } = await import(
    pathToFileURL(join(root, 'api', 'dist', 'writing', 'offline', 'offline-writer.js')).href
  );
  const contracts = await import(pathToFileURL(join(root, 'api', 'contracts', 'dist', 'index.js')).href);
  return { OfflineWriter, contracts };
}

export const BENCH_CHARACTERS = [
  {
    name: 'Ada',
    isMainCharacter: true,
    gender: 'female',
    age: '9',
    personality: ['Funny', 'Overthinker'],
    skills: 'Music, Problem-solving',
    hobbies: 'Gardening',
    quirks: 'Talks to self',
    fears: 'Heights, Spiders',
  },
  {
    name: 'Bo',
    isMainCharacter: false,
    relation: 'Friend',
    gender: 'male',
    personality: ['Adventurous'],
    skills: 'Cooking',
    quirks: 'Always humming',
    fears: 'Darkness',
  },
  {
    name: 'Grandpa Joe',
    isMainCharacter: false,
    relation: 'Mentor',
    personality: ['Quiet Observer'],
    hobbies: 'Collecting random things',
  },
];
export const BENCH_STORY = {
  bookTitle: 'The Map of Tomorrow',
  genre: 'Fantasy',
  premise: 'An apprentice mapmaker finds a map that redraws itself every night',
  style: 'Lyrical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

/**
 * POSTs with `Accept: text/event-stream` and timestamps what arrives: the first text event, the first text event
 * matching `mark` (e.g. a chapter heading), and the done event. Times are ms since epoch.
 */
export async function timeEventStream(url, { body, form, cookie, mark }) {
  const sentAt = Date.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      ...(form ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: form ? new URLSearchParams(form) : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  const times = { sentAt };
  // The kit's client and the API tests read streams with the same parser (eventsource-parser).
  const events = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  for await (const chunk of response.body) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    for (const { event, data } of events.splice(0)) {
      if (event === 'text') {
        times.firstTextAt ??= Date.now();
        text += JSON.parse(data).delta;
        if (mark && times.markAt === undefined && mark.test(text)) times.markAt = Date.now();
      } else if (event === 'done') {
        times.doneAt = Date.now();
        return { times, done: JSON.parse(data) };
      } else if (event === 'error') {
        throw new Error(`${url} streamed an error: ${data}`);
      }
    }
  }
  throw new Error(`${url} ended its stream without a done event`);
}

export const ms = (value) => `${Math.round(value)} ms`;
export const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
