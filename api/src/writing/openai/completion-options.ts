import type OpenAI from 'openai';
import type { OpenAiConfig } from '../../config/app-config.js';
import { continuationSeed } from '../attempt-seed.js';
import { WriterOutputInvalidException } from '../writing.exception.js';
import type { TokenUsage } from '../writing.types.js';
import { addUsage, streamChat, type ChatRequest, type ChatStreamOptions, type StreamedChat } from './chat-stream.js';
import { chapterWordBudget } from '../chapter-length.js';

/**
 * What every OpenAI writer method (summary, outline, chapter) builds its requests with, so that all of them agree
 * on the output cap, the name it is sent under, the usage report and what a cut-off answer means.
 *
 *   const request = completionRequest(config, { model, messages, temperature: 0.8, seed }, chapterTokenCap(words));
 *   const { text, usage } = await streamWholeText(client, request, { ...streamTiming(config, false), signal, onDelta });
 */

/** What a request needs besides its output cap: everything else of the chat completion. */
export type ChatRequestBase = Omit<ChatRequest, 'max_tokens' | 'max_completion_tokens' | 'stream_options'>;

/** The fields a request is sent with: the cap under the right name, and the usage report in the stream. */
export type CappedChatRequest = ChatRequest & { stream_options: { include_usage: true } };

/**
 * OpenAI's own API wants `max_completion_tokens` (and rejects `max_tokens` for its reasoning models); Ollama and
 * older llama.cpp servers only know `max_tokens` and silently ignore the other, so they would never stop.
 */
export function tokenLimitField(baseURL: string | undefined): 'max_tokens' | 'max_completion_tokens' {
  if (!baseURL) return 'max_completion_tokens';
  const host = new URL(baseURL).hostname;
  return host === 'api.openai.com' || host.endsWith('.openai.azure.com') ? 'max_completion_tokens' : 'max_tokens';
}

/** The request as sent: the cap (never above OPENAI_MAX_OUTPUT_TOKENS) and the streaming usage option. */
export function completionRequest(
  config: Pick<OpenAiConfig, 'baseURL' | 'outputTokens'>,
  base: ChatRequestBase,
  cap: number,
): CappedChatRequest {
  const tokens = Math.max(1, Math.min(Math.ceil(cap), config.outputTokens.max));
  return { ...base, [tokenLimitField(config.baseURL)]: tokens, stream_options: { include_usage: true } };
}

/** A summary's cap: OPENAI_MAX_TOKENS_SUMMARY. */
export const summaryTokenCap = (config: Pick<OpenAiConfig, 'outputTokens'>): number => config.outputTokens.summary;

/** JSON around the chapters ({"chapters":[...]}) and a little slack. */
const OUTLINE_OVERHEAD_TOKENS = 200;

/** An outline's cap grows with the chapters asked for: a 15-chapter outline does not reserve what 40 need. */
export const outlineTokenCap = (config: Pick<OpenAiConfig, 'outputTokens'>, chapters: number): number =>
  OUTLINE_OVERHEAD_TOKENS + chapters * config.outputTokens.perOutlineChapter;

/**
 * English prose is about 1.35 tokens a word. The cap fits a chapter at the top of its ±25% word budget
 * (chapter-length.ts) with 20% to spare, so a chapter the length check accepts is never cut off, plus its title and facts.
 */
const TOKENS_PER_WORD = 1.35;
const CHAPTER_SLACK = 1.2;
const CHAPTER_OVERHEAD_TOKENS = 300;

/** A chapter's cap from its target length in words (1.5 × the target's tokens, as the budget's max is 1.25 × it). */
export const chapterTokenCap = (targetWords: number): number =>
  Math.ceil(chapterWordBudget(targetWords).max * TOKENS_PER_WORD * CHAPTER_SLACK) + CHAPTER_OVERHEAD_TOKENS;

/** How long a request may take before it is given up, and how often it is retried. */
export interface StreamTiming {
  idleTimeoutMs: number;
  firstTextDeadlineMs?: number;
  requestOptions: { timeout: number; maxRetries: number };
}

/**
 * A visitor waiting on screen (interactive: summary, outline, first chapter) hears back within
 * OPENAI_INTERACTIVE_TIMEOUT_MS: two attempts at most, each given half of it, and the first words must arrive
 * within it whatever happens in between. Background work (the book's chapters) keeps the longer per-attempt
 * OPENAI_TIMEOUT_MS and OPENAI_MAX_RETRIES.
 */
export function streamTiming(
  config: Pick<OpenAiConfig, 'timeoutMs' | 'maxRetries' | 'interactiveTimeoutMs'>,
  interactive: boolean,
): StreamTiming {
  if (!interactive)
    return {
      idleTimeoutMs: config.timeoutMs,
      requestOptions: { timeout: config.timeoutMs, maxRetries: config.maxRetries },
    };
  const limit = Math.min(config.interactiveTimeoutMs, config.timeoutMs);
  const retries = Math.min(config.maxRetries, 1);
  return {
    idleTimeoutMs: limit,
    firstTextDeadlineMs: limit,
    requestOptions: { timeout: Math.ceil(limit / (retries + 1)), maxRetries: retries },
  };
}

/** Said after an answer cut off by the token limit, with the cut-off answer as the model's own turn. */
export const CONTINUE_INSTRUCTION =
  'Your answer was cut off at the length limit. Continue it exactly where it stopped, mid-sentence if need be: ' +
  'do not repeat anything, do not start over, and add no preamble or comment.';

export interface WholeTextOptions extends ChatStreamOptions {
  /** How often an answer cut off by the token limit is continued before it is refused. */
  maxContinuations: number;
}

/**
 * Streams a prose answer to its end. An answer cut off by the token limit (`finish_reason: length`) is continued
 * (the model is shown what it wrote and asked to go on; the pieces stream on as one text), and refused with
 * WRITER_OUTPUT_INVALID when it is still cut off after `maxContinuations`: a truncated text is never passed on
 * as if it were whole.
 */
export async function streamWholeText(
  client: OpenAI,
  request: CappedChatRequest,
  options: WholeTextOptions,
): Promise<StreamedChat> {
  let text = '';
  let usage: TokenUsage | undefined;
  for (let attempt = 0; ; attempt++) {
    const messages =
      attempt === 0
        ? request.messages
        : [
            ...request.messages,
            { role: 'assistant' as const, content: text },
            { role: 'user' as const, content: CONTINUE_INSTRUCTION },
          ];
    // Each continuation samples with its own seed (vLLM and llama.cpp answer a repeated seed identically).
    const seed =
      request.seed === undefined || request.seed === null ? {} : { seed: continuationSeed(request.seed, attempt) };
    const part = await streamChat(
      client,
      { ...request, messages, ...seed },
      { ...options, maxChars: options.maxChars - text.length },
    );
    text += part.text;
    usage = addUsage(usage, part.usage);
    if (part.finishReason !== 'length') return { text, finishReason: part.finishReason, usage };
    if (attempt >= options.maxContinuations) {
      throw new WriterOutputInvalidException(
        `the answer was still cut off at the token limit after ${options.maxContinuations} continuation(s)`,
      );
    }
  }
}
