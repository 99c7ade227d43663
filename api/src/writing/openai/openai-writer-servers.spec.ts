import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { savedCharacterSchema, summaryFormatIssues } from '@storyloom/contracts';
import { OpenAiCompatibleServer } from '../../../test/support/openai-compatible-server.js';
import { openAiTestConfig } from '../../../test/support/openai-test-config.js';
import type { OpenAiConfig } from '../../config/app-config.js';
import { WriterOutputInvalidException } from '../writing.exception.js';
import type { OutlineRequest, StoryBrief, SummaryRequest } from '../writing.types.js';
import { CONTINUE_INSTRUCTION } from './completion-options.js';
import { OpenAiWriter } from './openai-writer.js';

/**
 * What "any OpenAI-compatible server" needs (issue 11), each through the real openai SDK against the local
 * server of the tests: the cap's name and size, cut-off and stalled answers, repeated chapters, the visitor's
 * messages for provider errors, the interactive time limit, preambles and token usage.
 */

const story: StoryBrief = {
  title: 'The Glass Lighthouse',
  genre: 'Mystery',
  premise: 'Quest',
  styles: ['Lyrical'],
  tones: ['Hopeful'],
  readingGrade: 3,
  readingLevelLabel: 'Average',
};
const characters = [
  savedCharacterSchema.parse({ name: 'Ada', isMainCharacter: true, personality: ['Funny'] }),
  savedCharacterSchema.parse({ name: 'Bo', isMainCharacter: false, relation: 'Friend' }),
];
const summaryRequest: SummaryRequest = { story, characters };
const outlineRequest = (chapterCount: number): OutlineRequest => ({
  story,
  characters,
  summary: '# The Glass Lighthouse\n@Ada: brave',
  chapterCount,
});
const chapter = (number: number, title = `T${number}`) => ({
  number,
  title,
  synopsis: `Ada in ${number}.`,
  tags: ['Ada'],
});
const outlineJson = (numbers: number[]) => JSON.stringify({ chapters: numbers.map((number) => chapter(number)) });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('OpenAiWriter with the quirks of OpenAI-compatible servers (openai SDK, local server)', () => {
  let server: OpenAiCompatibleServer;
  const config = (changes: Partial<OpenAiConfig> = {}): OpenAiConfig => openAiTestConfig(server.baseUrl, changes);

  beforeAll(async () => {
    server = await OpenAiCompatibleServer.start();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the output cap as max_tokens to a server other than OpenAI, sized by the work, and asks for the usage', async () => {
    await new OpenAiWriter(config()).writeSummary(summaryRequest, { seed: 1 });
    server.script({ text: outlineJson(range(1, 13)) });
    await new OpenAiWriter(config()).writeOutline(outlineRequest(15), { seed: 1 });
    const [summary, outline, continuation] = server.requests.map((request) => request.body);
    expect(summary).toMatchObject({ max_tokens: 2000, stream_options: { include_usage: true } });
    expect(outline).toMatchObject({ max_tokens: 200 + 15 * 250 });
    expect(continuation).toMatchObject({ max_tokens: 200 + 2 * 250 });
    for (const body of [summary, outline, continuation]) expect(body).not.toHaveProperty('max_completion_tokens');
  });

  it('records the tokens the provider reports, summed over every request of a generation', async () => {
    const summary = await new OpenAiWriter(config()).writeSummary(summaryRequest, { seed: 1 });
    expect(summary.usage).toEqual({
      promptTokens: server.requests[0]!.usage!.prompt_tokens,
      completionTokens: server.requests[0]!.usage!.completion_tokens,
    });
    expect(summary.usage!.completionTokens).toBeGreaterThan(10);
    server.reset();
    server.script({ text: outlineJson([1, 2]) });
    const outline = await new OpenAiWriter(config()).writeOutline(outlineRequest(4), { seed: 1 });
    expect(server.requests).toHaveLength(2);
    const sum = (key: 'prompt_tokens' | 'completion_tokens') =>
      server.requests.reduce((total, request) => total + request.usage![key], 0);
    expect(outline.usage).toEqual({ promptTokens: sum('prompt_tokens'), completionTokens: sum('completion_tokens') });
  });

  it('drops the chapters of a continuation that restarts at chapter 1 instead of saving them as chapters 11-15', async () => {
    // Chapters 1-10, then a continuation answering with copies of 1-5, then one that gets it right.
    server.script({ text: outlineJson(range(1, 10)) }, { restartAtOne: 5 });
    const written = await new OpenAiWriter(config()).writeOutline(outlineRequest(15), { seed: 1 });
    expect(written.chapters.map((chapter) => chapter.number)).toEqual(range(1, 15));
    expect(written.chapters.slice(10).map((chapter) => chapter.title)).toEqual(
      range(11, 15).map((number) => `Chapter title ${number}`),
    );
    expect(new Set(written.chapters.map((chapter) => chapter.title)).size).toBe(15);
    expect(server.requests).toHaveLength(3);
  });

  it('keeps only the new chapters of a continuation that rewrites the whole outline from chapter 1', async () => {
    server.script({ text: outlineJson(range(1, 10)) }, { restartAtOne: true });
    const shown: string[] = [];
    const written = await new OpenAiWriter(config()).writeOutline(outlineRequest(15), {
      seed: 1,
      onText: (text) => shown.push(text),
    });
    expect(written.chapters.map((chapter) => chapter.title)).toEqual([
      ...range(1, 10).map((number) => `T${number}`),
      ...range(11, 15).map((number) => `Chapter title ${number}`),
    ]);
    expect(server.requests).toHaveLength(2);
    expect(shown).toHaveLength(15);
  });

  it('drops the chapters a continuation writes past the end of the book, without asking for a condensed outline', async () => {
    server.script({ text: outlineJson([1, 2]) }, { text: outlineJson([3, 4, 5, 6]) });
    const written = await new OpenAiWriter(config()).writeOutline(outlineRequest(4), { seed: 1 });
    expect(written.chapters.map((chapter) => chapter.title)).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(server.requests).toHaveLength(2);
  });

  it('catches a repeated title even under a new number, and refuses an outline that cannot reach N distinct chapters', async () => {
    const repeats = JSON.stringify({ chapters: [chapter(3, 'T1'), chapter(4, 't2!')] });
    server.script({ text: outlineJson([1, 2]) }, { text: repeats }, { text: repeats });
    await expect(new OpenAiWriter(config()).writeOutline(outlineRequest(4), { seed: 1 })).rejects.toBeInstanceOf(
      WriterOutputInvalidException,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('continues a summary cut off by the token limit, streaming on, and refuses one still cut off after that', async () => {
    server.script(
      { text: '# The Glass Lighthouse\n## A tale\n@Ada: bra', finishReason: 'length' },
      { text: 've and quick.\n## The Story\nAda climbs.' },
    );
    const deltas: string[] = [];
    const written = await new OpenAiWriter(config()).writeSummary(summaryRequest, {
      seed: 1,
      onText: (delta) => deltas.push(delta),
    });
    expect(written.text).toBe('# The Glass Lighthouse\n## A tale\n@Ada: brave and quick.\n## The Story\nAda climbs.');
    expect(deltas.join('')).toBe(written.text);
    const continuation = server.requests[1]!.body.messages.slice(-2);
    expect(continuation).toEqual([
      { role: 'assistant', content: '# The Glass Lighthouse\n## A tale\n@Ada: bra' },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ]);

    server.reset();
    server.script(
      { text: '# The Glass Lighthouse\n## A', finishReason: 'length' },
      { text: ' tale', finishReason: 'length' },
    );
    await expect(new OpenAiWriter(config()).writeSummary(summaryRequest, { seed: 1 })).rejects.toMatchObject({
      code: 'WRITER_OUTPUT_INVALID',
    });
  });

  it('writes a whole outline through a small-context server whose answers are each cut off by the token limit', async () => {
    // Each answer ends inside a chapter (finish_reason length): its complete chapters are kept, the rest is asked for.
    const cut = (numbers: number[]) => ({ text: outlineJson(numbers).slice(0, -40), finishReason: 'length' });
    server.script(cut([1, 2, 3, 4]), cut([4, 5, 6, 7]), cut([7, 8]));
    const shown: string[] = [];
    const written = await new OpenAiWriter(config()).writeOutline(outlineRequest(8), {
      seed: 1,
      onText: (text) => shown.push(text),
    });
    expect(written.chapters.map((chapter) => chapter.title)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'Chapter title 8',
    ]);
    expect(
      server.requests.map((request) => /chapters (\d+) to 8 only/.exec(request.body.messages.at(-1)!.content)?.[1]),
    ).toEqual([undefined, '4', '7', '8']);
    expect(shown).toHaveLength(8);
  });

  it('continues an outline whose stream stalls after some chapters, keeping the chapters already on screen', async () => {
    server.script({ stallAfterChapters: 3 });
    const shown: string[] = [];
    const written = await new OpenAiWriter(config({ interactiveTimeoutMs: 400 })).writeOutline(outlineRequest(6), {
      seed: 1,
      onText: (text) => shown.push(text),
    });
    expect(written.chapters.map((chapter) => chapter.title)).toEqual(
      range(1, 6).map((number) => `Chapter title ${number}`),
    );
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body.messages.at(-1)!.content).toMatch(/chapters 4 to 6 only/);
    expect(shown).toHaveLength(6);
  });

  it('tells the visitor "refused" only for a content-policy 400; any other 400 is a misconfiguration, logged with the provider\'s words', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    server.script({
      status: 400,
      error: {
        code: 'content_policy_violation',
        message: 'Your request was rejected as a result of our safety system.',
      },
    });
    await expect(new OpenAiWriter(config()).writeSummary(summaryRequest, { seed: 1 })).rejects.toMatchObject({
      status: 502,
      reason: 'refused',
      message: expect.stringMatching(/could not write this text/),
    });
    expect(logged).not.toHaveBeenCalled();

    server.script({ status: 400, error: { message: "Unsupported parameter: 'max_completion_tokens'" } });
    await expect(new OpenAiWriter(config()).writeSummary(summaryRequest, { seed: 1 })).rejects.toMatchObject({
      status: 502,
      reason: 'misconfigured',
      message: expect.stringMatching(/not available at the moment/),
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("Unsupported parameter: 'max_completion_tokens'"));
  });

  it("answers a provider that keeps rate-limiting with 503 and the provider's Retry-After", async () => {
    const busy = { status: 429, headers: { 'retry-after': '20' } };
    server.script(busy, busy);
    await expect(new OpenAiWriter(config()).writeSummary(summaryRequest, { seed: 1 })).rejects.toMatchObject({
      code: 'WRITER_UNAVAILABLE',
      status: 503,
      reason: 'busy',
      headers: { 'Retry-After': '20' },
      details: { reason: 'busy', retryAfterSeconds: 20 },
    });
  });

  it('answers at once, without sleeping, when the Retry-After is longer than the interactive limit (issue 24, F4)', async () => {
    // The SDK alone slept the whole 120 s, uninterruptibly, against a 30 s limit.
    // Both of OpenAI's headers, saying the same two minutes (the stand-in's own default retry-after-ms is 10 ms).
    const busy = { status: 429, headers: { 'retry-after': '120', 'retry-after-ms': '120000' } };
    server.script(busy, busy);
    await expect(
      new OpenAiWriter(config({ timeoutMs: 60_000, maxRetries: 2, interactiveTimeoutMs: 30_000 })).writeSummary(
        summaryRequest,
        { seed: 1 },
      ),
    ).rejects.toMatchObject({
      status: 503,
      reason: 'busy',
      headers: { 'Retry-After': '120' },
    });
    // One request: no retry was waited for.
    expect(server.requests).toHaveLength(1);
  });

  it('waits a Retry-After that fits in the interactive limit, then writes', async () => {
    server.script({ status: 429, headers: { 'retry-after-ms': '20' } });
    const written = await new OpenAiWriter(config({ maxRetries: 2, interactiveTimeoutMs: 30_000 })).writeSummary(
      summaryRequest,
      { seed: 1 },
    );
    expect(written.text).toMatch(/^# The Glass Lighthouse/);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a hanging provider within the interactive limit, after one retry at most', async () => {
    server.script({ hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    // Per attempt, the SDK alone would wait 60 s three times over.
    await expect(
      new OpenAiWriter(config({ timeoutMs: 60_000, maxRetries: 2, interactiveTimeoutMs: 600 })).writeSummary(
        summaryRequest,
        { seed: 1 },
      ),
    ).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.requests.length).toBeLessThanOrEqual(2);
  });

  it('gives up within the interactive limit on a server that opens the stream but never writes a word', async () => {
    server.script({ stallAfterChars: 0 });
    await expect(
      new OpenAiWriter(config({ timeoutMs: 60_000, interactiveTimeoutMs: 500 })).writeSummary(summaryRequest, {
        seed: 1,
      }),
    ).rejects.toMatchObject({ reason: 'timeout' });
    expect(server.requests).toHaveLength(1);
  });

  it('never shows a preamble before the summary', async () => {
    server.script({ preamble: 'Sure! Here is your story summary:\n\n```markdown\n' });
    const deltas: string[] = [];
    const written = await new OpenAiWriter(config()).writeSummary(summaryRequest, {
      seed: 1,
      onText: (delta) => deltas.push(delta),
    });
    expect(deltas.join('')).not.toMatch(/Sure|```/);
    expect(deltas.join('')).toBe(written.text);
    expect(written.text).toMatch(/^# The Glass Lighthouse\n/);
    expect(summaryFormatIssues(written.text)).toEqual([]);
  });

  it('still streams a summary that has no heading at all, under the title the saved text gets', async () => {
    const plain = `${'Ada climbs the lighthouse stairs one by one. '.repeat(12)}The end.`;
    server.script({ text: plain });
    const deltas: string[] = [];
    const written = await new OpenAiWriter(config()).writeSummary(summaryRequest, {
      seed: 1,
      onText: (delta) => deltas.push(delta),
    });
    expect(written.text).toBe(`# The Glass Lighthouse\n${plain.trim()}`);
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe(written.text);
  });

  it("puts the book's title first on screen when the model starts at a '##' heading after a preamble", async () => {
    server.script({ text: 'Here you go!\n## A tale\n@Ada: brave' });
    const deltas: string[] = [];
    const written = await new OpenAiWriter(config()).writeSummary(summaryRequest, {
      seed: 1,
      onText: (delta) => deltas.push(delta),
    });
    expect(written.text).toBe('# The Glass Lighthouse\n## A tale\n@Ada: brave');
    expect(deltas.join('')).toBe(written.text);
  });
});
