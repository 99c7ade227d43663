import type OpenAI from 'openai';
import type { OpenAiConfig } from '../../config/app-config.js';
import { CHAPTER_PROMPT_VERSION, chapterMessages } from '../prompts/chapter.v1.js';
import { WriterOutputInvalidException } from '../writing.exception.js';
import type { ChapterRequest, WriterContext, WrittenChapterText } from '../writing.types.js';
import { ChapterTextStream } from './chapter-text-stream.js';
import { chapterTokenCap, completionRequest, streamTiming, streamWholeText } from './completion-options.js';

/** Characters per target word beyond which an answer is a runaway, whatever the provider's own limit did. */
const MAX_CHARS_PER_TARGET_WORD = 15;
/**
 * A chapter cut off at the token cap (finish_reason 'length') is continued from where it stopped, at most this
 * often, instead of being thrown away and written again whole (issue 24, F6). Each continuation is one request
 * (with its own OPENAI_MAX_RETRIES); docs/product/book-production.md#retry-budget counts them.
 */
export const CHAPTER_CONTINUATIONS = 2;

/**
 * Writes one chapter through the chat completions API: streamed, its prose handed to `context.onText` as it
 * arrives (title line and facts list kept off the screen), then checked. A chapter cut off by the token limit is
 * continued where it stopped (CHAPTER_CONTINUATIONS), and refused when still cut off, never kept as if it were whole.
 */
export async function writeChapterWith(
  client: OpenAI,
  config: OpenAiConfig,
  request: ChapterRequest,
  context: WriterContext,
): Promise<WrittenChapterText> {
  const model = config.models.chapter;
  const outlined = request.outline[request.chapterNumber - 1];
  if (!outlined)
    throw new WriterOutputInvalidException(
      `chapter ${request.chapterNumber} is not in the ${request.outline.length}-chapter outline`,
    );
  const reader = new ChapterTextStream(outlined.title);
  const show = (piece: string) => {
    if (piece !== '') context.onText?.(piece);
  };
  // The same request building as the summary and outline: the cap under the name the server understands, usage
  // reported in the stream. Chapters are background work (the book is written after payment), hence the long
  // timing, except the first chapter a visitor watches being written on /step4 (context.interactive).
  const { usage } = await streamWholeText(
    client,
    completionRequest(
      config,
      { model, messages: chapterMessages(request), temperature: 0.8, seed: context.seed },
      chapterTokenCap(request.targetWords),
    ),
    {
      ...streamTiming(config, context.interactive === true),
      signal: context.signal,
      onDelta: (delta) => show(reader.push(delta)),
      maxChars: request.targetWords * MAX_CHARS_PER_TARGET_WORD,
      maxContinuations: CHAPTER_CONTINUATIONS,
    },
  );
  const { shown, parsed } = reader.finish();
  show(shown);
  if (parsed.text === '') throw new WriterOutputInvalidException(`chapter ${request.chapterNumber} came back empty`);
  return {
    number: request.chapterNumber,
    title: parsed.title ?? outlined.title,
    text: parsed.text,
    newFacts: parsed.newFacts,
    writer: 'openai',
    model,
    promptVersion: CHAPTER_PROMPT_VERSION,
    ...(usage ? { usage } : {}),
  };
}
