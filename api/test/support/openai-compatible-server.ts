import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Lookouts } from './lookouts.js';

/**
 * A local OpenAI-compatible chat completions server (POST /v1/chat/completions) for tests and benchmarks: the
 * real `openai` SDK talks to it over HTTP on 127.0.0.1. It streams like the real API (SSE chunks, then
 * `data: [DONE]`, with a usage chunk when asked by stream_options.include_usage), answers non-streaming and
 * json_schema requests, and can be scripted the ways real servers misbehave: a status (429, 500, a plain 400 or a
 * content-policy 400 by its error body), a hang before the reply, a stall in the middle of a stream or after N
 * outline chapters, a connection reset mid-reply, a slow stream dribbling to its end, an answer cut off by the token
 * limit (finish_reason length), a chatty preamble, or an outline continuation that starts over at chapter 1.
 *
 * Without a script it writes plausible answers from the request itself: a section-3 summary naming the
 * characters of the <story_data> block, or for json_schema requests an outline with the requested number of
 * chapters (or the chapters a repair message asks for), each naming its share of the given details, followed by a
 * story bible (DEFAULT_OUTLINE_BIBLE).
 */

export interface ScriptedReply {
  /** An HTTP error status answered with OpenAI's error body; 200 (default) answers `text`. */
  status?: number;
  /** Fields of the error body for a `status` ({ code: 'content_policy_violation', message: '...' }). */
  error?: { message?: string; code?: string; type?: string };
  headers?: Record<string, string>;
  /** The answer's content; default: generated from the request (see above). */
  text?: string;
  /** Never answers: the client's timeout must end the request. */
  hang?: boolean;
  /** Streams this many characters of the answer, then goes silent without closing. */
  stallAfterChars?: number;
  /** Streams this many characters of the answer, then destroys the socket (a connection reset mid-reply). */
  resetAfterChars?: number;
  /**
   * A slow stream that still finishes: the answer in pieces of `chars` characters, `delayMs` apart (the server's
   * own pace, so the whole reply can outlast a per-attempt timeout while no gap reaches an idle timeout).
   */
  dribble?: { chars: number; delayMs: number };
  /** For an outline answer (compact JSON, as JSON.stringify writes it): streams its first N chapter objects, then goes silent. */
  stallAfterChapters?: number;
  /** Put before the answer, the way chatty models open ("Sure! Here is your summary:"). */
  preamble?: string;
  /**
   * The default outline answers an outline continuation ("chapters 11 to 15 only") from chapter 1 instead: with
   * chapters 1 to 15, or with only chapters 1 to `restartAtOne` when it is a number (copies of the first ones).
   */
  restartAtOne?: boolean | number;
  finishReason?: string;
  /** Answers only the first N characters, ended with finish_reason 'length' (cut off at the token cap) unless `finishReason` says otherwise. */
  truncateAfterChars?: number;
  /** This reply's streaming pace, instead of the server's. */
  tokensPerSecond?: number;
  /** For a default chapter answer: the sentence its prose opens with ('Rain drummed on the roof.'), as models open chapters. */
  chapterOpening?: string;
}

export interface OpenAiCompatibleServerOptions {
  /** Wait before the reply starts (stream headers, or the whole body when not streaming). */
  firstTokenDelayMs?: number;
  /** Streaming pace; a token is up to 4 characters (OpenAI's rule of thumb). 0 sends the whole answer at once. */
  tokensPerSecond?: number;
  /** Wait before a book chapter's reply starts, instead of firstTokenDelayMs (a slow chapter model, summaries and outlines fast). */
  chapterDelayMs?: number;
  /**
   * Requests it works on at once, like a local server's slots (llama.cpp --parallel, OLLAMA_NUM_PARALLEL): a request
   * arriving while all are busy is refused with 429 at once, or waits for a slot (`whenBusy: 'queue'`, as Ollama and
   * llama.cpp do) until the client gives up. Default: unlimited.
   */
  slots?: number;
  whenBusy?: 'refuse' | 'queue';
}

export interface RecordedRequest {
  body: ChatRequestBody;
  headers: IncomingMessage['headers'];
  receivedAt: number;
  /** When the first content token and the end were sent (ms since epoch). */
  firstTokenAt?: number;
  finishedAt?: number;
  /** When the client closed the connection before the answer was complete. */
  abandonedAt?: number;
  /** Refused with 429 because every slot was busy (options.slots). */
  refusedBusy?: boolean;
  /** The token counts sent in the usage chunk (prompt: a token per 4 characters of the messages). */
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** The answer's content as the server meant to send it (before a stall cut it short). */
  answer?: string;
}

interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
  [key: string]: unknown;
}

/** How long a reset reply is read before its socket is destroyed. */
const RESET_AFTER_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON between <story_data> tags of the conversation's first user message, as the prompts write it. */
export function storyDataOf(body: ChatRequestBody): Record<string, unknown> | undefined {
  const user = body.messages.find((message) => message.role === 'user');
  const match = /<story_data>\n([\s\S]*?)\n<\/story_data>/.exec(user?.content ?? '');
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

function defaultSummary(data: Record<string, unknown> | undefined): string {
  const characters = (data?.characters as Array<{ name: string; personality?: string[] }> | undefined) ?? [];
  return [
    `# ${String(data?.bookTitle ?? 'A Story')}`,
    `## A ${String(data?.genre ?? 'curious')} story`,
    `It begins with ${String(data?.premise ?? 'an idea')}, and nothing is the same afterwards.`,
    '### Characters',
    ...characters.map(
      (character) => `@${character.name}: %${(character.personality ?? ['brave'])[0]}% and ready for anything.`,
    ),
    '## The Story',
    `${characters.map((character) => character.name).join(' and ')} set out together, face their fears, and come home changed.`,
    '### Key Moments',
    '$ A discovery',
    '$ A turning point',
    '$ A brave ending',
  ].join('\n');
}

/** The story bible every default outline answer ends with: a place, a pet and an object the outline 'invented'. */
export const DEFAULT_OUTLINE_BIBLE = [
  {
    name: 'Whistlewood Cove',
    kind: 'place',
    attributes: ['a hidden cove behind the lighthouse', 'reached by ninety-nine steps'],
  },
  { name: 'Pebble', kind: 'pet', attributes: ['a grey rabbit with one floppy ear'] },
  { name: 'The Brass Lantern', kind: 'object', attributes: ['warm to the touch', 'glows green near secrets'] },
];

/**
 * The chapters the default outline gives each detail of <story_data>'s givenDetails: detail i (from 0) to chapter
 * (i mod count) + 1 and, for the first detail, also the last chapter.
 */
export function defaultDetailChapters(index: number, count: number): number[] {
  return [...new Set([(index % count) + 1, ...(index === 0 ? [count] : [])])];
}

function defaultOutline(body: ChatRequestBody, reply: ScriptedReply): string {
  const data = storyDataOf(body);
  const last = body.messages.at(-1)?.content ?? '';
  const repair = /chapters (\d+) to (\d+) only/.exec(last);
  const count = Number(data?.chapterCount ?? 3);
  let [from, to] = repair ? [Number(repair[1]), Number(repair[2])] : [1, count];
  if (reply.restartAtOne !== undefined && reply.restartAtOne !== false)
    [from, to] = [1, reply.restartAtOne === true ? to : reply.restartAtOne];
  const names = ((data?.characters as Array<{ name: string }> | undefined) ?? []).map((character) => character.name);
  const detailIds = ((data?.givenDetails as Array<{ id: string }> | undefined) ?? []).map((detail) => detail.id);
  const chapters = [];
  for (let number = from; number <= to; number++) {
    const hero = names[(number - 1) % Math.max(1, names.length)] ?? 'The hero';
    const details = detailIds.filter((_, index) => defaultDetailChapters(index, count).includes(number));
    chapters.push({
      number,
      title: `Chapter title ${number}`,
      synopsis: `${hero} faces the events of chapter ${number}.`,
      tags: [hero],
      details,
    });
  }
  return JSON.stringify({ chapters, bible: DEFAULT_OUTLINE_BIBLE });
}

/**
 * A chapter answer in the chapter prompt's format ('Chapter N: title', paragraphs, then the facts list), about as
 * long as the prompt's target, naming the chapter's outline title: what a book written against this server prints.
 */
function defaultChapter(data: Record<string, unknown>, opening?: string): string {
  const chapter = data.chapterToWrite as { number: number; title: string; synopsis?: string };
  const system = String(data.__system ?? '');
  const target = Number(/About (\d+) words of prose/.exec(system)?.[1] ?? 300);
  const names = ((data.characters as Array<{ name: string }> | undefined) ?? []).map((character) => character.name);
  const sentence = `${names[0] ?? 'The hero'} remembered why this mattered, and ${names[1] ?? 'a friend'} smiled back.`;
  const paragraph = Array.from({ length: 5 }, () => sentence).join(' ');
  const paragraphs: string[] = [
    [opening, chapter.synopsis ?? `Chapter ${chapter.number} begins.`].filter(Boolean).join(' '),
  ];
  const wordsOf = (text: string) => text.split(/\s+/).length;
  for (let words = wordsOf(paragraphs[0]!); words < target; words += wordsOf(paragraph)) paragraphs.push(paragraph);
  return [
    `Chapter ${chapter.number}: ${chapter.title}`,
    '',
    paragraphs.join('\n\n'),
    '',
    'FACTS:',
    `- In chapter ${chapter.number}, ${names[0] ?? 'the hero'} kept a promise.`,
  ].join('\n');
}

const schemaName = (body: ChatRequestBody) =>
  (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;

/**
 * The reading of a buyer's plain-words change (prompts/proof-change.v1.ts) when none is scripted: a rewrite of the
 * chapter the request names ('chapter 12') or was typed in, else of chapter 1. Its redrafts are default chapters.
 */
function defaultProofChange(body: ChatRequestBody): string {
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const request = /<change_request>\n([\s\S]*?)\n<\/change_request>/.exec(user);
  const change = request ? (JSON.parse(request[1]!) as { instruction?: string; typedInChapter?: number }) : {};
  const chapter = Number(/chapter (\d+)/i.exec(change.instruction ?? '')?.[1] ?? change.typedInChapter ?? 1);
  return JSON.stringify({
    kind: 'rewrite',
    rename_from: '',
    rename_to: '',
    chapter,
    find: [],
    bible: [],
    summary: `Rewrite chapter ${chapter}`,
  });
}

/** OpenAI's rule of thumb, a token per 4 characters, over every message of the request. */
function promptTokens(body: ChatRequestBody): number {
  return Math.ceil(body.messages.reduce((sum, message) => sum + String(message.content).length, 0) / 4);
}

/** Where the Nth chapter object of an outline answer ends ({"chapters":[{...},{...}]}). */
function endOfChapter(json: string, chapters: number): number {
  const parsed = JSON.parse(json) as { chapters: unknown[] };
  const head = JSON.stringify({ chapters: parsed.chapters.slice(0, chapters) });
  return head.length - 2; // without the closing ']}'
}

export class OpenAiCompatibleServer {
  readonly requests: RecordedRequest[] = [];
  private readonly scripted: ScriptedReply[] = [];
  private busySlots = 0;
  private readonly slotWaiters: Array<() => void> = [];
  private readonly lookouts = new Lookouts();
  /** Answers every request for this chapter number, before the script (a chapter that always fails, or is always cut off). */
  chapterReply?: (chapterNumber: number) => ScriptedReply | undefined;

  private constructor(
    private readonly server: Server,
    private readonly options: Required<OpenAiCompatibleServerOptions>,
  ) {}

  static async start(options: OpenAiCompatibleServerOptions = {}): Promise<OpenAiCompatibleServer> {
    const server = createServer();
    const fake = new OpenAiCompatibleServer(server, {
      firstTokenDelayMs: options.firstTokenDelayMs ?? 0,
      tokensPerSecond: options.tokensPerSecond ?? 0,
      chapterDelayMs: options.chapterDelayMs ?? options.firstTokenDelayMs ?? 0,
      slots: options.slots ?? Number.POSITIVE_INFINITY,
      whenBusy: options.whenBusy ?? 'refuse',
    });
    server.on('request', (request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The base URL to give the SDK (OPENAI_BASE_URL). */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Queues replies for the next requests, in order; requests beyond the script get the default answer. */
  script(...replies: ScriptedReply[]): this {
    this.scripted.push(...replies);
    return this;
  }

  /**
   * Resolves once `found()` is true, looking again each time a request arrives, is answered in full or is abandoned
   * by its client (never on a timer): what a test awaits instead of sleeping while the app talks to the provider.
   * No deadline of its own: the test's timeout is the limit.
   */
  until(found: () => boolean): Promise<void> {
    return this.lookouts.until(found);
  }

  reset(): void {
    this.scripted.length = 0;
    this.chapterReply = undefined;
    this.requests.length = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections(); // hanging and stalled replies included
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      this.sendError(response, 404, { message: 'not found' }, {});
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
    const recorded: RecordedRequest = { body, headers: request.headers, receivedAt: Date.now() };
    this.requests.push(recorded);
    response.on('close', () => {
      if (!response.writableFinished) recorded.abandonedAt = Date.now();
      this.lookouts.changed();
    });
    this.lookouts.changed();
    if (this.busySlots < this.options.slots) this.busySlots++;
    else if (this.options.whenBusy === 'refuse') {
      recorded.refusedBusy = true;
      this.sendError(response, 429, { message: 'all slots are busy' }, {});
      return;
    } else {
      // Handed the slot of a request that ended; a client that gave up meanwhile is dropped (the slot passes on).
      await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
      if (response.destroyed) {
        this.freeSlot();
        return;
      }
    }
    // The slot is free once the answer is complete, before its last bytes reach the client (as a real server frees
    // it when generation ends): a client that sends its next request on reading the last byte finds it free, which
    // freeing it on the response's 'close' event only did when the event loop happened to run that first.
    let slotHeld = true;
    const releaseSlot = () => {
      if (!slotHeld) return;
      slotHeld = false;
      this.freeSlot();
    };
    response.on('close', releaseSlot);
    const chapterNumber = (storyDataOf(body)?.chapterToWrite as { number?: number } | undefined)?.number;
    let reply =
      (chapterNumber === undefined ? undefined : this.chapterReply?.(chapterNumber)) ?? this.scripted.shift() ?? {};
    if (reply.hang) return; // the socket stays open until the client gives up or close() runs
    await sleep(storyDataOf(body)?.chapterToWrite ? this.options.chapterDelayMs : this.options.firstTokenDelayMs);
    if (reply.status && reply.status !== 200) {
      releaseSlot();
      this.sendError(response, reply.status, reply.error ?? {}, reply.headers ?? {});
      return;
    }
    const answer = reply.text ?? this.defaultAnswer(body, reply);
    const whole = `${reply.preamble ?? ''}${answer}`;
    const text = reply.truncateAfterChars === undefined ? whole : whole.slice(0, reply.truncateAfterChars);
    recorded.answer = text;
    if (reply.truncateAfterChars !== undefined) reply = { finishReason: 'length', ...reply };
    if (body.stream) await this.stream(response, body, text, reply, recorded, releaseSlot);
    else this.complete(response, body, text, reply, recorded, releaseSlot);
  }

  private freeSlot(): void {
    const next = this.slotWaiters.shift();
    if (next) next();
    else this.busySlots--;
  }

  private sendError(
    response: ServerResponse,
    status: number,
    error: ScriptedReply['error'] & object,
    headers: Record<string, string>,
  ): void {
    // retry-after-ms keeps the SDK's backoff short in tests; a script can override it.
    response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10', ...headers });
    const type = status === 429 ? 'rate_limit_exceeded' : status === 400 ? 'invalid_request_error' : 'server_error';
    response.end(JSON.stringify({ error: { message: `scripted ${status}`, type, param: null, code: null, ...error } }));
  }

  /**
   * Without a script: an outline for a structured request, a chapter for the chapter prompt, else a summary. Asked
   * to continue an answer cut off at the length limit (the cut-off answer as the assistant's turn), it answers the
   * rest of its default answer, as a model picking up where it stopped would.
   */
  private defaultAnswer(body: ChatRequestBody, reply: ScriptedReply): string {
    if (body.response_format?.type === 'json_schema')
      return schemaName(body) === 'proof_change' ? defaultProofChange(body) : defaultOutline(body, reply);
    const [cutOff, ask] = body.messages.slice(-2);
    if (cutOff?.role === 'assistant' && ask?.role === 'user' && /cut off at the length limit/.test(ask.content)) {
      const whole = this.defaultAnswer({ ...body, messages: body.messages.slice(0, -2) }, reply);
      return whole.startsWith(cutOff.content) ? whole.slice(cutOff.content.length) : whole;
    }
    const data = storyDataOf(body);
    if (data?.chapterToWrite) {
      const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
      return defaultChapter({ ...data, __system: system }, reply.chapterOpening);
    }
    return defaultSummary(data);
  }

  private complete(
    response: ServerResponse,
    body: ChatRequestBody,
    text: string,
    reply: ScriptedReply,
    recorded: RecordedRequest,
    releaseSlot: () => void,
  ): void {
    recorded.firstTokenAt = recorded.finishedAt = Date.now();
    releaseSlot();
    response.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-local',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }

  private async stream(
    response: ServerResponse,
    body: ChatRequestBody,
    text: string,
    reply: ScriptedReply,
    recorded: RecordedRequest,
    releaseSlot: () => void,
  ): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
    const chunk = (delta: object, finishReason: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-local', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    const stallAt =
      reply.stallAfterChapters === undefined ? reply.stallAfterChars : endOfChapter(text, reply.stallAfterChapters);
    const cutAt = stallAt ?? reply.resetAfterChars;
    const shown = cutAt === undefined ? text : text.slice(0, cutAt);
    const tokens = shown.match(new RegExp(`[\\s\\S]{1,${reply.dribble?.chars ?? 4}}`, 'g')) ?? [];
    const pace = reply.tokensPerSecond ?? this.options.tokensPerSecond;
    const interval = reply.dribble?.delayMs ?? (pace > 0 ? 1000 / pace : 0);
    const started = Date.now();
    for (const [index, token] of tokens.entries()) {
      if (response.destroyed) return;
      // Paced against the start time, so timer drift does not add up over thousands of tokens.
      const due = started + index * interval - Date.now();
      if (due > 0) await sleep(due);
      recorded.firstTokenAt ??= Date.now();
      response.write(chunk({ content: token }));
    }
    if (stallAt !== undefined) return; // silent, connection open
    if (reply.resetAfterChars !== undefined) {
      // Once the client is reading the reply (a reset in the same tick as the headers fails the request itself, a
      // different fault), the socket goes: no final chunk, no [DONE].
      await sleep(RESET_AFTER_MS);
      response.socket?.destroy();
      return;
    }
    response.write(chunk({}, reply.finishReason ?? 'stop'));
    if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
      recorded.usage = { prompt_tokens: promptTokens(body), completion_tokens: tokens.length };
      const usage = {
        ...recorded.usage,
        total_tokens: recorded.usage.prompt_tokens + recorded.usage.completion_tokens,
      };
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-local', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model, choices: [], usage })}\n\n`,
      );
    }
    releaseSlot();
    response.end('data: [DONE]\n\n');
    recorded.finishedAt = Date.now();
  }
}
