import { renderDetailedOutline, renderOutlineChapter, STORY_LIMITS } from '@storyloom/contracts';
import OpenAI from 'openai';
import type { OpenAiConfig } from '../../config/app-config.js';
import { condenseMessages, continuationMessages, OUTLINE_PROMPT_VERSION, OUTLINE_RESPONSE_FORMAT, outlineMessages } from '../prompts/outline.v1.js';
import { SUMMARY_PROMPT_VERSION, summaryMessages } from '../prompts/summary.v1.js';
import { WriterOutputInvalidException } from '../writing.exception.js';
import type { OutlineRequest, SummaryRequest, Writer, WriterContext, WrittenChapter, WrittenOutline, WrittenText } from '../writing.types.js';
import type { ChapterRequest, WrittenChapterText } from '../writing.types.js';
import { writeChapterWith } from './chapter-writer.js';
import { ChapterStreamParser } from './chapter-stream-parser.js';
import { streamChat, type ChatRequest } from './chat-stream.js';
import { toWrittenChapter } from './outline-chapters.js';
import { realmSafeFetch } from './provider-errors.js';

/** Asking again for missing chapters (or for a condensed outline) at most this often before giving up. */
const MAX_OUTLINE_REPAIRS = 2;
/** Generous output budgets: a summary is ~600 words, a 40-chapter outline ~6000 tokens of JSON. */
const SUMMARY_MAX_TOKENS = 2000;
const OUTLINE_MAX_TOKENS = 12_000;
const OUTLINE_MAX_CHARS = 80_000;

/** Models sometimes wrap the answer in a code fence or put a line before the title; the format starts at '# '. */
function tidySummary(text: string, title: string): string {
  const unfenced = text.replace(/^\s*```[a-z]*\n?/i, '').replace(/\n?```\s*$/, '').trim();
  const titleAt = unfenced.search(/^# /m);
  const tidy = titleAt > 0 ? unfenced.slice(titleAt) : unfenced;
  return (titleAt < 0 ? `# ${title}\n${tidy}` : tidy).slice(0, STORY_LIMITS.summaryMaxLength);
}

/**
 * Writes through any OpenAI-compatible chat completions API. Long text is streamed; the outline uses strict
 * structured output and is streamed too, each chapter surfaced as soon as its JSON object is complete.
 */
export class OpenAiWriter implements Writer {
  readonly kind = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly config: OpenAiConfig) {
    this.client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: config.maxRetries, fetch: realmSafeFetch });
  }

  async writeSummary(request: SummaryRequest, context: WriterContext): Promise<WrittenText> {
    const model = this.config.models.summary;
    const { text } = await streamChat(
      this.client,
      { model, messages: summaryMessages(request), temperature: 0.9, seed: context.seed, max_completion_tokens: SUMMARY_MAX_TOKENS },
      { signal: context.signal, onDelta: context.onText, idleTimeoutMs: this.config.timeoutMs, maxChars: STORY_LIMITS.summaryMaxLength * 2 },
    );
    const tidy = tidySummary(text, request.story.title);
    if (tidy.replace(/^# .*$/m, '').trim() === '') throw new WriterOutputInvalidException('the summary came back empty');
    return { text: tidy, writer: 'openai', model, promptVersion: SUMMARY_PROMPT_VERSION };
  }

  /**
   * Streams the outline and repairs a wrong chapter count: missing chapters are asked for (and streamed on), an
   * outline with too many is asked for again in the right length. Only exactly `chapterCount` chapters pass.
   */
  async writeOutline(request: OutlineRequest, context: WriterContext): Promise<WrittenOutline> {
    const model = this.config.models.outline;
    const target = request.chapterCount;
    let surfaced = 0;
    // On screen, chapters appear once each and never beyond the book's count; the final text is authoritative.
    const surface = (chapter: WrittenChapter) => {
      if (surfaced >= target || chapter.number !== surfaced + 1) return;
      context.onText?.(`${surfaced > 0 ? '\n\n' : ''}${renderOutlineChapter(chapter)}`);
      surfaced++;
    };
    const ask = (messages: ChatRequest['messages'], firstNumber: number, show: boolean) =>
      this.streamChapters({ model, messages, response_format: OUTLINE_RESPONSE_FORMAT, temperature: 0.7, seed: context.seed, max_completion_tokens: OUTLINE_MAX_TOKENS }, firstNumber, context, show ? surface : undefined);

    let chapters = await ask(outlineMessages(request), 1, true);
    for (let repair = 0; repair < MAX_OUTLINE_REPAIRS && chapters.length !== target; repair++) {
      if (chapters.length < target) {
        // Anything past the last chapter is dropped: the continuation was asked to end the story there.
        chapters = [...chapters, ...(await ask(continuationMessages(request, chapters), chapters.length + 1, true))].slice(0, target);
      } else {
        chapters = await ask(condenseMessages(request, chapters), 1, false);
      }
    }
    if (chapters.length !== target) throw new WriterOutputInvalidException(`the outline has ${chapters.length} usable chapters after repair, not ${target}`);
    return { chapters, text: renderDetailedOutline(chapters), writer: 'openai', model, promptVersion: OUTLINE_PROMPT_VERSION };
  }

  /** One chapter of the book, streamed (see chapter-writer.ts). */
  writeChapter(request: ChapterRequest, context: WriterContext): Promise<WrittenChapterText> {
    return writeChapterWith(this.client, this.config, request, context);
  }

  /** One streamed structured answer, as chapters numbered from `firstNumber` in the order they arrived. */
  private async streamChapters(request: ChatRequest, firstNumber: number, context: WriterContext, onChapter?: (chapter: WrittenChapter) => void): Promise<WrittenChapter[]> {
    const parser = new ChapterStreamParser();
    const chapters: WrittenChapter[] = [];
    const take = (raw: unknown) => {
      const chapter = toWrittenChapter(raw, firstNumber + chapters.length);
      if (!chapter) return;
      chapters.push(chapter);
      onChapter?.(chapter);
    };
    await streamChat(this.client, request, {
      signal: context.signal,
      onDelta: (delta) => parser.push(delta).forEach(take),
      idleTimeoutMs: this.config.timeoutMs,
      maxChars: OUTLINE_MAX_CHARS,
    });
    return chapters;
  }
}
