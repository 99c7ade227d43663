import { z } from 'zod';
import { ConfigError } from '../config/config-error.js';
import { configSection, LOCAL_SERVER_API_KEY } from '../config/config-section.js';
import { wholeNumber } from '../config/env-parsers.js';

export interface OpenAiConfig {
  /** A placeholder when only OPENAI_BASE_URL is set: local OpenAI-compatible servers need no key. */
  apiKey: string;
  baseURL?: string;
  models: { summary: string; outline: string; chapter: string };
  /** Per attempt, and the stall limit of a started stream (background work such as the book's chapters). */
  timeoutMs: number;
  maxRetries: number;
  /** The most a visitor waiting on screen waits for the first words, retries included (see streamTiming). */
  interactiveTimeoutMs: number;
  /** Output caps in tokens: `max` bounds every request; the others scale with the work (see completion-options.ts). */
  outputTokens: { max: number; summary: number; perOutlineChapter: number };
}

export interface WritingConfig {
  writer: 'openai' | 'offline';
  openai: OpenAiConfig;
  offline: { wordsPerSecond: number };
  limits: { windowSeconds: number; perVisitor: number; perIp: number; perDraft: number };
}

/**
 * The writing engine. WRITER picks the writer; unset, it is 'openai' when OPENAI_API_KEY or OPENAI_BASE_URL is
 * set (any OpenAI-compatible server: vLLM, Ollama, llama.cpp) and the built-in 'offline' writer otherwise.
 * GENERATION_*: cost control, sliding-window rate limits per visitor and per IP, and a cap per draft book.
 */
export const writingSection = configSection({
  name: 'writing',
  env: {
    WRITER: z.enum(['openai', 'offline'], { error: 'must be openai or offline' }).optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:11434/v1' })
      .optional(),
    OPENAI_MODEL_SUMMARY: z.string().min(1).default('gpt-4.1-mini'),
    OPENAI_MODEL_OUTLINE: z.string().min(1).default('gpt-4.1-mini'),
    OPENAI_MODEL_CHAPTER: z.string().min(1).default('gpt-4.1'),
    /**
     * Background work (the book's chapters): per attempt, until the reply starts; a stream that then stalls this long
     * is cut off too. What a visitor waits for on screen is bounded by OPENAI_INTERACTIVE_TIMEOUT_MS instead.
     */
    OPENAI_TIMEOUT_MS: wholeNumber(1000, 600_000).default(60_000),
    /** Retries (with backoff) of a request answered 408/409/429/5xx or timed out, before giving up. */
    OPENAI_MAX_RETRIES: wholeNumber(0, 10).default(2),
    /**
     * A visitor waiting on screen (summary, outline, first chapter) hears back within this long: at most one retry,
     * and the first words must arrive within it.
     */
    OPENAI_INTERACTIVE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(30_000),
    /**
     * Output caps (tokens), sent as max_completion_tokens to OpenAI and as max_tokens to other servers. Each task's
     * cap scales with its work; none goes above OPENAI_MAX_OUTPUT_TOKENS (set it below the server's context minus
     * the longest prompt, e.g. 3000 for an 8k vLLM model: longer answers are then continued in further requests).
     */
    OPENAI_MAX_OUTPUT_TOKENS: wholeNumber(256, 1_000_000).default(16_384),
    OPENAI_MAX_TOKENS_SUMMARY: wholeNumber(256, 1_000_000).default(2000),
    OPENAI_MAX_TOKENS_PER_OUTLINE_CHAPTER: wholeNumber(50, 100_000).default(250),
    /** How fast the offline writer streams its text; 0 streams it all at once (tests). */
    OFFLINE_WRITER_WORDS_PER_SECOND: wholeNumber(0, 100_000).default(150),
    GENERATION_WINDOW_SECONDS: wholeNumber(1, 7 * 24 * 3600).default(3600),
    GENERATION_MAX_PER_VISITOR: wholeNumber(1, 1_000_000).default(30),
    GENERATION_MAX_PER_IP: wholeNumber(1, 1_000_000).default(120),
    GENERATION_MAX_PER_DRAFT: wholeNumber(1, 1_000_000).default(150),
  },
  secrets: ['OPENAI_API_KEY'],
  build(vars): { writing: WritingConfig } {
    const writer = vars.WRITER ?? (vars.OPENAI_API_KEY || vars.OPENAI_BASE_URL ? 'openai' : 'offline');
    if (writer === 'openai' && !vars.OPENAI_API_KEY && !vars.OPENAI_BASE_URL) {
      throw new ConfigError(
        'Invalid configuration:\n  - WRITER: openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local OpenAI-compatible server)',
      );
    }
    return {
      writing: {
        writer,
        openai: {
          apiKey: vars.OPENAI_API_KEY ?? LOCAL_SERVER_API_KEY,
          ...(vars.OPENAI_BASE_URL ? { baseURL: vars.OPENAI_BASE_URL } : {}),
          models: {
            summary: vars.OPENAI_MODEL_SUMMARY,
            outline: vars.OPENAI_MODEL_OUTLINE,
            chapter: vars.OPENAI_MODEL_CHAPTER,
          },
          timeoutMs: vars.OPENAI_TIMEOUT_MS,
          maxRetries: vars.OPENAI_MAX_RETRIES,
          interactiveTimeoutMs: vars.OPENAI_INTERACTIVE_TIMEOUT_MS,
          outputTokens: {
            max: vars.OPENAI_MAX_OUTPUT_TOKENS,
            summary: vars.OPENAI_MAX_TOKENS_SUMMARY,
            perOutlineChapter: vars.OPENAI_MAX_TOKENS_PER_OUTLINE_CHAPTER,
          },
        },
        offline: { wordsPerSecond: vars.OFFLINE_WRITER_WORDS_PER_SECOND },
        limits: {
          windowSeconds: vars.GENERATION_WINDOW_SECONDS,
          perVisitor: vars.GENERATION_MAX_PER_VISITOR,
          perIp: vars.GENERATION_MAX_PER_IP,
          perDraft: vars.GENERATION_MAX_PER_DRAFT,
        },
      },
    };
  },
});
