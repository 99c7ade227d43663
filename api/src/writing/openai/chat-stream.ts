import type OpenAI from 'openai';
import { withOpenAiRetries } from '../../common/openai-retries.js';
import { WriterOutputInvalidException } from '../writing.exception.js';
import type { TokenUsage } from '../writing.types.js';
import { callerAbort, StreamBrokenError, StreamStalledError, toWriterUnavailable } from './provider-errors.js';

export type ChatRequest = Omit<OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming, 'stream'>;

export interface StreamedChat {
  text: string;
  /** 'stop', 'length' (cut at the token limit), 'content_filter'...; undefined when the server sent none. */
  finishReason: string | undefined;
  /** What the provider counted, from the stream's usage chunk; undefined when it sent none. */
  usage?: TokenUsage;
}

/** Sums token counts over the requests of one generation (repairs, continuations). */
export function addUsage(total: TokenUsage | undefined, more: TokenUsage | undefined): TokenUsage | undefined {
  if (!more) return total;
  if (!total) return more;
  return {
    promptTokens: total.promptTokens + more.promptTokens,
    completionTokens: total.completionTokens + more.completionTokens,
  };
}

export interface ChatStreamOptions {
  signal?: AbortSignal;
  /** Receives each piece of the answer as it arrives. */
  onDelta?: (delta: string) => void;
  /**
   * The SDK's own timeout ends when the reply starts; a stream that then goes quiet this long is cut off by this
   * watchdog, so a stalled provider can never hold a visitor (and a connection) forever.
   */
  idleTimeoutMs: number;
  /**
   * The first words must arrive within this long of the call, retries included: a visitor waiting on screen is
   * told within it that the writer is not answering (see streamTiming).
   */
  firstTextDeadlineMs?: number;
  /** The per-attempt timeout and retries for this request, instead of the client's (retries: common/openai-retries.ts). */
  requestOptions?: { timeout: number; maxRetries: number };
  /** A runaway answer is cut off here, whatever the provider's own token limit did. */
  maxChars: number;
}

/**
 * One streamed chat completion through the SDK, retried on 408/409/429/5xx and connection failures before the
 * stream starts (withOpenAiRetries: a Retry-After that would end after the first-text deadline answers at once
 * instead of sleeping). Provider failures become WRITER_UNAVAILABLE; the caller's own abort is re-thrown as is.
 */
export async function streamChat(
  client: OpenAI,
  request: ChatRequest,
  options: ChatStreamOptions,
): Promise<StreamedChat> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (options.signal?.aborted) forwardAbort();
  let watchdog: NodeJS.Timeout | undefined;
  let stalled: StreamStalledError | undefined;
  const stall = (message: string) => {
    stalled = new StreamStalledError(message);
    controller.abort(stalled);
  };
  const armWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(
      () => stall(`no data from the provider for ${options.idleTimeoutMs} ms`),
      options.idleTimeoutMs,
    );
  };
  const deadlineAt = options.firstTextDeadlineMs === undefined ? undefined : Date.now() + options.firstTextDeadlineMs;
  const deadline =
    options.firstTextDeadlineMs === undefined
      ? undefined
      : setTimeout(
          () => stall(`no text from the provider within ${options.firstTextDeadlineMs} ms`),
          options.firstTextDeadlineMs,
        );

  let text = '';
  /** The reply started: a failure from here on broke an answer off mid-way, after the retries of openai-retries.ts. */
  let reading = false;
  let finishReason: string | undefined;
  let usage: TokenUsage | undefined;
  try {
    const { timeout, maxRetries } = options.requestOptions ?? {
      timeout: client.timeout,
      maxRetries: client.maxRetries,
    };
    const stream = await withOpenAiRetries(
      () =>
        client.chat.completions.create(
          { ...request, stream: true },
          { timeout, maxRetries: 0, signal: controller.signal },
        ),
      {
        maxRetries,
        signal: controller.signal,
        ...(deadlineAt === undefined ? {} : { deadlineAt }),
      },
    );
    armWatchdog();
    reading = true;
    for await (const chunk of stream) {
      armWatchdog();
      // The usage chunk (stream_options.include_usage) comes last, with no choices.
      if (chunk.usage)
        usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
      const choice = chunk.choices[0];
      const delta = choice?.delta?.content;
      if (delta) {
        clearTimeout(deadline);
        text += delta;
        if (text.length > options.maxChars)
          throw new WriterOutputInvalidException(`the answer passed ${options.maxChars} characters`);
        options.onDelta?.(delta);
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
    // The SDK ends an aborted stream quietly, as if it were complete; an abort must never pass for an answer.
    if (stalled || options.signal?.aborted) throw new Error('the stream was aborted');
  } catch (error) {
    if (error instanceof WriterOutputInvalidException) throw error;
    if (stalled) throw toWriterUnavailable(new StreamStalledError(stalled.message, { cause: error }));
    if (options.signal?.aborted) throw callerAbort(options.signal);
    if (reading)
      throw toWriterUnavailable(
        new StreamBrokenError(`the stream broke off: ${(error as Error).message}`, { cause: error }),
        'down',
      );
    throw toWriterUnavailable(error);
  } finally {
    clearTimeout(watchdog);
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', forwardAbort);
    // Ends the HTTP response too when we stop reading early (runaway answer).
    controller.abort();
  }
  if (finishReason === 'content_filter')
    throw toWriterUnavailable(new Error('the provider filtered the answer'), 'refused');
  return { text, finishReason, ...(usage ? { usage } : {}) };
}
