import { EVENT_STREAM_CONTENT_TYPE, STREAM_EVENTS, type StreamEventName } from '@storyloom/contracts';
import type { Request, Response } from 'express';
import { errorReplyFor } from './error-reply.js';

/** What a generating endpoint's producer gets: where to send text as it is written, and when to stop. */
export interface GenerationStream {
  /** Set only when the client asked for a stream; the JSON form waits for the whole text. */
  onText?: (delta: string) => void;
  /** Aborted when the client goes away, so the generation (and the provider request) stops costing. */
  signal: AbortSignal;
}

/** Proxies and load balancers drop connections that stay silent; a comment line every so often keeps it open. */
const KEEP_ALIVE_MS = 15_000;

export function wantsEventStream(request: Request): boolean {
  return (request.headers.accept ?? '').includes(EVENT_STREAM_CONTENT_TYPE);
}

/** Aborts when the response closes before it was finished: the visitor closed the tab or cancelled. */
function abortOnDisconnect(response: Response): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) controller.abort(new Error('the client disconnected'));
  };
  response.on('close', onClose);
  return { signal: controller.signal, release: () => response.off('close', onClose) };
}

/**
 * Answers a generating endpoint (POST /api/step2, /api/generate_outline, /api/step3) in one of two forms:
 * - `Accept: text/event-stream`: 200 and Server-Sent Events — `text` {"delta"} as words are written, then `done`
 *   with the JSON body below, or `error` {"error","message","status"} (contracts stream-events.ts);
 * - otherwise: 200 with the JSON body, and failures thrown on to the global exception filter.
 * Use it with `@Req()` and `@Res()`, after validation, so invalid requests are still plain 4xx JSON.
 */
export async function replyWithGeneration<Body>(
  request: Request,
  response: Response,
  produce: (stream: GenerationStream) => Promise<Body>,
): Promise<void> {
  const { signal, release } = abortOnDisconnect(response);
  try {
    if (wantsEventStream(request)) await streamReply(request, response, signal, produce);
    else await jsonReply(response, signal, produce);
  } finally {
    release();
  }
}

async function jsonReply<Body>(
  response: Response,
  signal: AbortSignal,
  produce: (stream: GenerationStream) => Promise<Body>,
): Promise<void> {
  try {
    const body = await produce({ signal });
    if (!signal.aborted) response.status(200).json(body);
  } catch (error) {
    // Nobody is left to answer; the abort is the expected end, not a failure to report.
    if (signal.aborted) return;
    throw error;
  }
}

async function streamReply<Body>(
  request: Request,
  response: Response,
  signal: AbortSignal,
  produce: (stream: GenerationStream) => Promise<Body>,
): Promise<void> {
  response.status(200);
  response.setHeader('Content-Type', `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`);
  response.setHeader('Cache-Control', 'no-cache, no-transform');
  response.setHeader('X-Accel-Buffering', 'no'); // nginx would otherwise hold the events back until the end
  response.flushHeaders();
  // Events are small and the text is bounded, so writes are not throttled on back-pressure.
  const send = (event: StreamEventName, data: unknown) => {
    if (!signal.aborted) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  response.write(': stream open\n\n');
  const keepAlive = setInterval(() => !signal.aborted && response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  try {
    const body = await produce({ signal, onText: (delta) => send(STREAM_EVENTS.text, { delta }) });
    send(STREAM_EVENTS.done, body);
  } catch (error) {
    if (signal.aborted) return;
    // Body-parser failures never get here (the body was parsed before the handler ran), so no body limit applies.
    const { status, body } = errorReplyFor(request, error, 'n/a');
    send(STREAM_EVENTS.error, { ...body, status });
  } finally {
    clearInterval(keepAlive);
    response.end();
  }
}
