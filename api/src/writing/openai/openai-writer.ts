import { renderDetailedOutline, renderOutlineChapter, STORY_LIMITS } from '@storyloom/contracts';
import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import { openAiSdk } from '../../common/openai-sdk.js';
import type { OpenAiConfig } from '../../config/app-config.js';
import {
  condenseMessages,
  continuationMessages,
  OUTLINE_PROMPT_VERSION,
  OUTLINE_RESPONSE_FORMAT,
  outlineMessages,
  rewriteChapterMessages,
} from '../prompts/outline.v3.js';
import { BLURB_PROMPT_VERSION, blurbMessages } from '../prompts/blurb.v1.js';
import { SUMMARY_PROMPT_VERSION, summaryMessages } from '../prompts/summary.v2.js';
import { bibleEntriesFrom } from '../bible-entry.js';
import { givenDetails, placeDetails } from '../detail-placement.js';
import { WriterOutputInvalidException, WriterUnavailableException } from '../writing.exception.js';
import type {
  BlurbRequest,
  ChapterRequest,
  OutlineRequest,
  SummaryRequest,
  TokenUsage,
  Writer,
  WriterContext,
  WrittenChapterText,
  WrittenOutline,
  WrittenText,
} from '../writing.types.js';
import { writeChapterWith } from './chapter-writer.js';
import { ChapterStreamParser } from './chapter-stream-parser.js';
import { addUsage, streamChat, type ChatRequest } from './chat-stream.js';
import {
  completionRequest,
  outlineTokenCap,
  streamTiming,
  streamWholeText,
  summaryTokenCap,
  type CappedChatRequest,
} from './completion-options.js';
import { DistinctChapters } from './outline-chapters.js';
import { realmSafeFetch } from './provider-errors.js';
import { FIRST_HEADING, SummaryScreen } from './summary-screen.js';

/** Asking again for missing chapters (or for a condensed outline) without gaining any, at most this often. */
const MAX_FRUITLESS_REPAIRS = 2;
/** However the answers arrive (cut by a small server's token limit, stalled), an outline takes at most this many requests. */
const MAX_OUTLINE_REQUESTS = 10;
const OUTLINE_MAX_CHARS = 80_000;
/** A blurb is 60–120 words: this many tokens hold it with room to spare, and this many characters at most. */
const BLURB_TOKEN_CAP = 400;
const BLURB_MAX_CHARS = 2_000;
/** A summary cut off by the token limit is continued once, then refused. */
const SUMMARY_CONTINUATIONS = 1;
/** A malformed outline entry is written again in its place at most this often, then the outline is refused (F8). */
const REWRITES_PER_CHAPTER = 2;

/**
 * Models sometimes wrap the answer in a code fence or put a line before the first heading ("Sure! Here is..."):
 * the text starts at its first heading, and gets the book's title when that heading is not the '# ' title.
 */
export function tidySummary(text: string, title: string): string {
  const unfenced = text
    .replace(/^\s*```[a-z]*\n?/i, '')
    .replace(/\n?```\s*$/, '')
    .trim();
  const heading = FIRST_HEADING.exec(unfenced);
  const tidy = heading ? unfenced.slice(heading.index) : unfenced;
  return (heading?.[1] === '#' ? tidy : `# ${title}\n${tidy}`).slice(0, STORY_LIMITS.summaryMaxLength);
}

/**
 * Writes through any OpenAI-compatible chat completions API. Long text is streamed; the outline uses strict
 * structured output and is streamed too, each chapter surfaced as soon as its JSON object is complete. Requests
 * are built by completion-options.ts (output caps, max_tokens or max_completion_tokens, usage report).
 */
export class OpenAiWriter implements Writer {
  readonly kind = 'openai';
  private readonly client: OpenAI;
  private readonly logger = new Logger('OpenAiWriter');

  constructor(private readonly config: OpenAiConfig) {
    this.client = new (openAiSdk().OpenAI)({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
      fetch: realmSafeFetch,
    });
  }

  async writeSummary(request: SummaryRequest, context: WriterContext): Promise<WrittenText> {
    const model = this.config.models.summary;
    const screen = new SummaryScreen(request.story.title, context.onText);
    const { text, usage } = await streamWholeText(
      this.client,
      completionRequest(
        this.config,
        { model, messages: summaryMessages(request), temperature: 0.9, seed: context.seed },
        summaryTokenCap(this.config),
      ),
      {
        ...streamTiming(this.config, true),
        signal: context.signal,
        onDelta: (delta) => screen.push(delta),
        maxChars: STORY_LIMITS.summaryMaxLength * 2,
        maxContinuations: SUMMARY_CONTINUATIONS,
      },
    );
    const tidy = tidySummary(text, request.story.title);
    if (tidy.replace(/^# .*$/m, '').trim() === '')
      throw new WriterOutputInvalidException('the summary came back empty');
    return { text: tidy, writer: 'openai', model, promptVersion: SUMMARY_PROMPT_VERSION, ...(usage ? { usage } : {}) };
  }

  /**
   * Streams the outline and repairs it: an answer that stops short (cut by the token limit, stalled, or simply
   * too short) is continued from the chapters it has, and an outline with too many is asked for again in the
   * right length. Repeated chapters are dropped; only exactly `chapterCount` distinct chapters pass.
   */
  async writeOutline(request: OutlineRequest, context: WriterContext): Promise<WrittenOutline> {
    const model = this.config.models.outline;
    const target = request.chapterCount;
    let usage: TokenUsage | undefined;
    let surfaced = 0;
    // The story bible's entries from every answer (a continuation repeats or adds to them); a name is kept once.
    const bibleItems: unknown[] = [];
    // On screen, chapters appear once each, in order (one after a malformed entry waits for its rewrite), and never
    // beyond the book's count; the final text is authoritative.
    const surface = (kept: DistinctChapters) => {
      for (let chapter = kept.at(surfaced + 1); chapter && surfaced < target; chapter = kept.at(surfaced + 1)) {
        context.onText?.(`${surfaced > 0 ? '\n\n' : ''}${renderOutlineChapter(chapter)}`);
        surfaced++;
      }
    };
    const ask = async (messages: ChatRequest['messages'], kept: DistinctChapters, wanted: number, show: boolean) => {
      const before = kept.count;
      usage = addUsage(
        usage,
        await this.streamChapters(
          this.outlineRequest(messages, wanted, context),
          (raw) => kept.add(raw) && show && surface(kept),
          () => kept.count > before,
          context,
          bibleItems,
        ),
      );
      return kept.count - before;
    };
    // Each malformed entry is written again in its place, with its neighbours as context (issue 24, F8).
    const rewriteHoles = async (kept: DistinctChapters, show: boolean) => {
      for (const number of kept.missing) {
        for (let attempt = 0; kept.at(number) === undefined; attempt++) {
          if (attempt >= REWRITES_PER_CHAPTER)
            throw new WriterOutputInvalidException(
              `outline chapter ${number} stayed malformed after ${REWRITES_PER_CHAPTER} rewrites`,
            );
          this.logger.warn(`outline chapter ${number} came back malformed; writing it again in its place`);
          const raws: unknown[] = [];
          usage = addUsage(
            usage,
            await this.streamChapters(
              this.outlineRequest(rewriteChapterMessages(request, kept.chapters, number), 1, context),
              (raw) => raws.push(raw),
              () => raws.length > 0,
              context,
            ),
          );
          kept.fill(number, raws);
        }
      }
      if (show) surface(kept);
    };

    let kept = new DistinctChapters();
    await ask(outlineMessages(request), kept, target, true);
    await rewriteHoles(kept, true);
    let fruitless = 0;
    for (
      let requests = 1;
      kept.count !== target && fruitless < MAX_FRUITLESS_REPAIRS && requests < MAX_OUTLINE_REQUESTS;
      requests++
    ) {
      if (kept.count < target) {
        const added = await ask(continuationMessages(request, kept.chapters), kept, target - kept.count, true);
        if (added === 0) fruitless++;
        // Anything past the last chapter is dropped: the continuation was asked to end the story there.
        kept.truncate(target);
        await rewriteHoles(kept, true);
      } else {
        fruitless++;
        const written = kept.chapters;
        kept = new DistinctChapters();
        await ask(condenseMessages(request, written), kept, target, false);
        await rewriteHoles(kept, false);
      }
    }
    const chapters = kept.chapters;
    if (kept.repeats > 0) this.logger.warn(`the outline model repeated ${kept.repeats} chapter(s); they were dropped`);
    if (chapters.length !== target)
      throw new WriterOutputInvalidException(
        `the outline has ${chapters.length} distinct usable chapters after repair, not ${target}`,
      );
    return {
      chapters,
      text: renderDetailedOutline(chapters),
      ...this.outlineExtras(request, kept, bibleItems),
      writer: 'openai',
      model,
      promptVersion: OUTLINE_PROMPT_VERSION,
      ...(usage ? { usage } : {}),
    };
  }

  /**
   * The outline's story bible and where it placed the buyer's details. Neither ever fails the outline: a missing
   * or malformed bible is an empty one, and a placement the model got wrong is repaired (detail-placement.ts).
   */
  private outlineExtras(
    request: OutlineRequest,
    kept: DistinctChapters,
    bibleItems: readonly unknown[],
  ): Pick<WrittenOutline, 'bible' | 'placedDetails'> {
    const bible = bibleEntriesFrom(bibleItems);
    if (bible.length === 0)
      this.logger.warn(
        'the outline came back without a usable story bible; chapters are written from the characters and facts alone',
      );
    const details = givenDetails(request.characters);
    const proposed = kept.detailChapters;
    const placedDetails = placeDetails(details, request.chapterCount, proposed);
    const repaired = placedDetails.filter(
      (detail, index) => detail.chapters.join() !== (proposed.get(details[index]!.id) ?? []).join(),
    ).length;
    if (repaired > 0)
      this.logger.warn(
        `the outline placed ${repaired} of ${details.length} personal details in no chapter or too many; placed again in code`,
      );
    return { bible, placedDetails };
  }

  /** One chapter of the book, streamed (see chapter-writer.ts). */
  writeChapter(request: ChapterRequest, context: WriterContext): Promise<WrittenChapterText> {
    return writeChapterWith(this.client, this.config, request, context);
  }

  /** The back-cover blurb: one small request, not streamed to anyone (WritingService.writeBlurb checks it). */
  async writeBlurb(request: BlurbRequest, context: WriterContext): Promise<WrittenText> {
    const model = this.config.models.summary;
    const { text, usage } = await streamWholeText(
      this.client,
      completionRequest(
        this.config,
        { model, messages: blurbMessages(request), temperature: 0.8, seed: context.seed },
        BLURB_TOKEN_CAP,
      ),
      { ...streamTiming(this.config, false), signal: context.signal, maxChars: BLURB_MAX_CHARS, maxContinuations: 0 },
    );
    return {
      text: text.trim(),
      writer: 'openai',
      model,
      promptVersion: BLURB_PROMPT_VERSION,
      ...(usage ? { usage } : {}),
    };
  }

  private outlineRequest(messages: ChatRequest['messages'], wanted: number, context: WriterContext): CappedChatRequest {
    const base = {
      model: this.config.models.outline,
      messages,
      response_format: OUTLINE_RESPONSE_FORMAT,
      temperature: 0.7,
      seed: context.seed,
    };
    return completionRequest(this.config, base, outlineTokenCap(this.config, wanted));
  }

  /**
   * One streamed structured answer, each chapter object handed to `take` as it arrives (the bible's entries
   * collected into `bibleItems`). An answer cut short (token limit, or a stream that stalls or breaks off after
   * giving some chapters, `gained`) keeps what it gave: the caller
   * continues from there.
   */
  private async streamChapters(
    request: CappedChatRequest,
    take: (raw: unknown) => unknown,
    gained: () => boolean,
    context: WriterContext,
    bibleItems: unknown[] = [],
  ): Promise<TokenUsage | undefined> {
    const parser = new ChapterStreamParser((key, item) => key === 'bible' && bibleItems.push(item));
    try {
      const answer = await streamChat(this.client, request, {
        ...streamTiming(this.config, true),
        signal: context.signal,
        onDelta: (delta) => parser.push(delta).forEach(take),
        maxChars: OUTLINE_MAX_CHARS,
      });
      if (answer.finishReason === 'length')
        this.logger.warn('the outline answer was cut off at the token limit; continuing');
      return answer.usage;
    } catch (error) {
      // A stream that stalled or broke off (a reset connection) after giving some chapters keeps them, like a cut-off one.
      const brokenWithChapters =
        error instanceof WriterUnavailableException &&
        (error.reason === 'timeout' || error.reason === 'down') &&
        gained();
      if (!brokenWithChapters) throw error;
      this.logger.warn(
        `the outline stream ${error.reason === 'timeout' ? 'stalled' : 'broke off'} after giving some chapters; continuing from them`,
      );
      return undefined;
    }
  }
}
