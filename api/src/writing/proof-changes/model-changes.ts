import { Logger } from '@nestjs/common';
import type { ProposedChapter } from '@storyloom/contracts/delivery';
import type OpenAI from 'openai';
import { openAiSdk } from '../../common/openai-sdk.js';
import type { OpenAiConfig } from '../../config/app-config.js';
import { AdaptiveConcurrency } from '../adaptive-concurrency.js';
import { bibleEntriesFrom, type BibleEntry } from '../bible-entry.js';
import { ChapterTextStream } from '../openai/chapter-text-stream.js';
import { streamChat } from '../openai/chat-stream.js';
import { chapterTokenCap, completionRequest, streamTiming, streamWholeText } from '../openai/completion-options.js';
import { realmSafeFetch } from '../openai/provider-errors.js';
import { classifyMessages, PROOF_CHANGE_RESPONSE_FORMAT, redraftMessages } from '../prompts/proof-change.v1.js';
import { hasAssistantPhrasing } from '../text-checks/text-checks.js';
import { isOverload, WriterOutputInvalidException } from '../writing.exception.js';
import { removalPattern, wordsIn } from './literal-changes.js';
import type { ProofChangeInput, ProofChangePlan } from './proof-change.types.js';
import { checkRedraft } from './redraft-checks.js';

/** A redraft that fails its checks is written once more, then the whole request fails and nothing changes. */
const REDRAFT_ATTEMPTS = 2;
const CLASSIFY_TOKEN_CAP = 800;
const CLASSIFY_MAX_CHARS = 8_000;
const MAX_CHARS_PER_TARGET_WORD = 15;
const SUMMARY_MAX = 160;

/** What the model said the request is: a plan, or `unclear`. */
export type ModelReading = ProofChangePlan | { kind: 'unclear' };

/**
 * The model writer's side of a plain-words change: one strict structured-output call to read the request, then
 * one redraft per chapter concerned, at most `concurrency` at once (fewer while the provider is overloaded). Every
 * redraft passes checkRedraft or is written once more; any failure (provider down, a redraft that stays unusable)
 * fails the whole request, so the caller keeps its current version untouched.
 */
export class ModelProofChanges {
  private readonly client: OpenAI;
  private readonly logger = new Logger('ProofChanges');

  constructor(
    private readonly config: OpenAiConfig,
    private readonly concurrency: number,
  ) {
    this.client = new (openAiSdk().OpenAI)({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
      fetch: realmSafeFetch,
    });
  }

  async classify(input: ProofChangeInput, signal?: AbortSignal): Promise<ModelReading> {
    const request = completionRequest(
      this.config,
      {
        model: this.config.models.outline,
        messages: classifyMessages(input),
        response_format: PROOF_CHANGE_RESPONSE_FORMAT,
        temperature: 0,
      },
      CLASSIFY_TOKEN_CAP,
    );
    const { text } = await streamChat(this.client, request, {
      ...streamTiming(this.config, true),
      signal,
      maxChars: CLASSIFY_MAX_CHARS,
    });
    return readingOf(text, input);
  }

  /** The chapters a fact or a removal concerns: those whose text holds one of the words the model named. */
  concerned(input: ProofChangeInput, find: readonly string[]): number[] {
    const words = find.map((word) => word.trim()).filter((word) => word.length > 0);
    if (words.length === 0) return [];
    const pattern = removalPattern(words);
    return input.book.chapters
      .filter((chapter) => pattern.test(chapter.text) || pattern.test(chapter.title))
      .map((chapter) => chapter.number);
  }

  /** Redrafts `numbers` concurrently; all or nothing. */
  async redraft(
    input: ProofChangeInput,
    kind: 'fact' | 'rewrite' | 'removal',
    numbers: readonly number[],
    options: { bible: BibleEntry[]; removed?: string[]; signal?: AbortSignal },
  ): Promise<ProposedChapter[]> {
    const limiter = new AdaptiveConcurrency({ max: Math.max(1, Math.min(this.concurrency, numbers.length)) });
    // The first failure stops the others: nothing of a failed request is kept.
    const stop = new AbortController();
    const forward = () => stop.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', forward, { once: true });
    try {
      return await Promise.all(
        numbers.map(async (number) => {
          const slot = await limiter.acquire();
          try {
            if (stop.signal.aborted) throw stop.signal.reason;
            const chapter = await this.redraftOne(input, kind, number, { ...options, signal: stop.signal });
            limiter.release(slot, 'succeeded');
            return chapter;
          } catch (error) {
            limiter.release(slot, isOverload(error) ? 'overloaded' : 'failed');
            if (!stop.signal.aborted) stop.abort(error);
            throw error;
          }
        }),
      );
    } finally {
      options.signal?.removeEventListener('abort', forward);
    }
  }

  private async redraftOne(
    input: ProofChangeInput,
    kind: 'fact' | 'rewrite' | 'removal',
    number: number,
    options: { bible: BibleEntry[]; removed?: string[]; signal: AbortSignal },
  ): Promise<ProposedChapter> {
    const chapter = input.book.chapters.find((candidate) => candidate.number === number)!;
    const targetWords = Math.max(50, wordsIn(chapter.text));
    const model = this.config.models.chapter;
    let problems: string[] = [];
    for (let attempt = 0; attempt < REDRAFT_ATTEMPTS; attempt++) {
      const reader = new ChapterTextStream(chapter.title);
      const messages = redraftMessages(input, kind, { ...chapter, targetWords }, options.bible);
      await streamWholeText(
        this.client,
        completionRequest(
          this.config,
          { model, messages, temperature: 0.7, seed: attempt + 1 },
          chapterTokenCap(targetWords),
        ),
        {
          ...streamTiming(this.config, false),
          signal: options.signal,
          onDelta: (delta) => void reader.push(delta),
          maxChars: targetWords * MAX_CHARS_PER_TARGET_WORD,
          maxContinuations: 1,
        },
      );
      const { parsed } = reader.finish();
      const checked = checkRedraft(chapter.text, parsed.text, {
        characters: input.characters,
        instruction: input.request.instruction,
        targetWords,
        ...(options.removed ? { removed: options.removed } : {}),
      });
      if (checked.problems.length === 0) {
        const title = parsed.title && !hasAssistantPhrasing(parsed.title) ? parsed.title : chapter.title;
        return {
          chapter: number,
          title_before: chapter.title,
          title_after: title,
          before: chapter.text,
          after: checked.text,
        };
      }
      problems = checked.problems;
      this.logger.warn(
        `proof change: the redraft of chapter ${number} failed its checks (${problems.join(', ')}); attempt ${attempt + 1} of ${REDRAFT_ATTEMPTS}`,
      );
    }
    throw new WriterOutputInvalidException(
      `the redraft of chapter ${number} kept failing its checks: ${problems.join(', ')}`,
    );
  }
}

/** The model's JSON as a plan; an answer that is not one (or not about this book) is refused, never guessed at. */
function readingOf(text: string, input: ProofChangeInput): ModelReading {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new WriterOutputInvalidException('the change request was answered with something that is not JSON');
  }
  const str = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
  const find = Array.isArray(raw.find)
    ? raw.find
        .map(str)
        .filter((word) => word.length > 0)
        .slice(0, 12)
    : [];
  const summary = str(raw.summary).slice(0, SUMMARY_MAX);
  switch (raw.kind) {
    case 'rename': {
      const from = str(raw.rename_from);
      const to = str(raw.rename_to);
      return from && to && from !== to ? { kind: 'rename', from, to } : { kind: 'unclear' };
    }
    case 'rewrite': {
      const chapter =
        Number.isInteger(raw.chapter) && (raw.chapter as number) > 0 ? (raw.chapter as number) : input.request.chapter;
      return chapter ? { kind: 'rewrite', chapter } : { kind: 'unclear' };
    }
    case 'removal':
      return find.length > 0 ? { kind: 'removal', terms: find } : { kind: 'unclear' };
    case 'fact': {
      const bible = bibleEntriesFrom(Array.isArray(raw.bible) ? raw.bible : []);
      return { kind: 'fact', find, bible, ...(summary && !hasAssistantPhrasing(summary) ? { summary } : {}) };
    }
    default:
      return { kind: 'unclear' };
  }
}

/** The bible after a fact: the model's entries replace those of the same name, new ones join. */
export function mergeBible(bible: readonly BibleEntry[], changed: readonly BibleEntry[]): BibleEntry[] {
  const byName = new Map(changed.map((entry) => [entry.name.toLowerCase(), entry]));
  const merged = bible.map((entry) => byName.get(entry.name.toLowerCase()) ?? entry);
  const added = changed.filter(
    (entry) => !bible.some((known) => known.name.toLowerCase() === entry.name.toLowerCase()),
  );
  return [...merged, ...added];
}
