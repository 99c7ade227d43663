import { describe, expect, it } from '@jest/globals';
import type { OpenAiConfig } from '../../config/app-config.js';
import { CHAPTER_WORD_TARGETS, chapterWordBudget } from '../chapter-length.js';
import {
  chapterTokenCap,
  completionRequest,
  outlineTokenCap,
  streamTiming,
  tokenLimitField,
} from './completion-options.js';

const config: OpenAiConfig = {
  apiKey: 'k',
  models: { summary: 's', outline: 'o', chapter: 'c' },
  timeoutMs: 60_000,
  maxRetries: 2,
  interactiveTimeoutMs: 30_000,
  outputTokens: { max: 16_384, summary: 2000, perOutlineChapter: 250 },
};
const base = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }] };

describe('completion options', () => {
  it("names the output cap max_completion_tokens for OpenAI's API and max_tokens for every other server", () => {
    expect(tokenLimitField(undefined)).toBe('max_completion_tokens');
    expect(tokenLimitField('https://api.openai.com/v1')).toBe('max_completion_tokens');
    expect(tokenLimitField('https://storyloom.openai.azure.com/openai/v1')).toBe('max_completion_tokens');
    expect(tokenLimitField('http://127.0.0.1:11434/v1')).toBe('max_tokens');
    expect(tokenLimitField('http://vllm.internal:8000/v1')).toBe('max_tokens');
    const local = completionRequest({ ...config, baseURL: 'http://127.0.0.1:8080/v1' }, base, 700);
    expect(local).toMatchObject({ max_tokens: 700, stream_options: { include_usage: true } });
    expect(local).not.toHaveProperty('max_completion_tokens');
    expect(completionRequest(config, base, 700)).not.toHaveProperty('max_tokens');
  });

  it('scales the caps with the work and never asks for more than OPENAI_MAX_OUTPUT_TOKENS', () => {
    expect(outlineTokenCap(config, 15)).toBeLessThan(outlineTokenCap(config, 40));
    expect(outlineTokenCap(config, 15)).toBeLessThan(5000);
    expect(chapterTokenCap(600)).toBeLessThan(chapterTokenCap(2500));
    // Enough room for the words asked for, at 1.35 tokens a word.
    expect(chapterTokenCap(2500)).toBeGreaterThan(2500 * 1.35);
    // Every chapter of the length table fits at the top of its ±25% budget, with its title and facts (~300 tokens).
    for (const target of Object.values(CHAPTER_WORD_TARGETS).flatMap((bySize) => Object.values(bySize))) {
      expect(chapterTokenCap(target)).toBeGreaterThan(chapterWordBudget(target).max * 1.35 + 300);
    }
    const small = { ...config, baseURL: 'http://vllm:8000/v1', outputTokens: { ...config.outputTokens, max: 4096 } };
    expect(completionRequest(small, base, outlineTokenCap(small, 40)).max_tokens).toBe(4096);
  });

  it('gives an interactive request one retry within the interactive limit, background work the longer settings', () => {
    expect(streamTiming(config, true)).toEqual({
      idleTimeoutMs: 30_000,
      firstTextDeadlineMs: 30_000,
      requestOptions: { timeout: 15_000, maxRetries: 1 },
    });
    expect(streamTiming({ ...config, maxRetries: 0 }, true).requestOptions).toEqual({ timeout: 30_000, maxRetries: 0 });
    expect(streamTiming(config, false)).toEqual({
      idleTimeoutMs: 60_000,
      requestOptions: { timeout: 60_000, maxRetries: 2 },
    });
  });
});
