import { ApiRequestError } from '@storyloom/kit';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * The one client for Storyloom's generating endpoints (POST /api/step2, /api/generate_outline, /api/step3).
 * It asks for Server-Sent Events, so the visitor sees the words as they are written:
 *   event: text   data: {"delta":"..."}       (repeated)
 *   event: done   data: <the plain JSON reply>  (resolves with it)
 *   event: error  data: {"error","message","status"}  (rejects with an ApiRequestError)
 * A server that answers with plain JSON instead (validation errors, 429s before the stream starts, an older API)
 * is handled like the kit's API client handles it.
 */

export interface EventStreamOptions {
  /** Receives each piece of text as it arrives, in order. */
  onText?: (delta: string) => void;
  signal?: AbortSignal;
}

const NETWORK_ERROR = () => new ApiRequestError(0, 'NETWORK_ERROR', 'Network error or server is unavailable');
const STREAM_ENDED_EARLY = () =>
  new ApiRequestError(
    0,
    'STREAM_INTERRUPTED',
    'The connection closed before the writing was finished. Please try again.',
  );
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** POSTs JSON (or a form, as URLSearchParams) and reads the event stream; resolves with the `done` payload. */
export async function postEventStream<T>(path: string, body: unknown, options: EventStreamOptions = {}): Promise<T> {
  const isForm = body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', ...(isForm ? {} : { 'Content-Type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if (isAbort(error)) throw error;
    throw NETWORK_ERROR();
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.includes('text/event-stream') || !response.body) return readPlainReply<T>(response);
  return readEvents<T>(response.body, options);
}

async function readEvents<T>(stream: ReadableStream<Uint8Array>, { onText }: EventStreamOptions): Promise<T> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  // eventsource-parser reassembles events cut anywhere by the network (mid-line, between '\r' and '\n'), joins
  // multi-line data and skips comments, as the WHATWG "Server-sent events" algorithm says.
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error)) throw error;
        throw NETWORK_ERROR();
      }
      const text = chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      parser.feed(text);
      for (const event of events.splice(0)) {
        const outcome = handleEvent<T>(event, onText);
        if (outcome) return outcome.payload;
      }
      // Without a `done` event the text is incomplete, whatever arrived.
      if (chunk.done) throw STREAM_ENDED_EARLY();
    }
  } finally {
    // Stops the download once `done` or `error` is read (and releases the connection on any failure).
    reader.cancel().catch(() => undefined);
  }
}

/** Acts on one event; returns the final payload for `done`, throws for `error`, nothing otherwise. */
function handleEvent<T>(event: EventSourceMessage, onText: EventStreamOptions['onText']): { payload: T } | undefined {
  switch (event.event) {
    case 'text': {
      const { delta } = parseEventData(event) as { delta?: unknown };
      if (typeof delta === 'string' && delta !== '') onText?.(delta);
      return undefined;
    }
    case 'done':
      return { payload: parseEventData(event) as T };
    case 'error': {
      const data = parseEventData(event) as { error?: unknown; message?: unknown; status?: unknown; details?: unknown };
      const status = typeof data.status === 'number' ? data.status : 500;
      const code = typeof data.error === 'string' ? data.error : `HTTP_${status}`;
      const message = typeof data.message === 'string' ? data.message : `Request failed with status ${status}`;
      throw new ApiRequestError(status, code, message, data.details);
    }
    default:
      // Unknown event types are for newer clients; ignoring them keeps this one working.
      return undefined;
  }
}

function parseEventData(event: EventSourceMessage): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    throw new ApiRequestError(
      0,
      'INVALID_STREAM',
      `The server sent an unreadable '${event.event ?? 'message'}' event.`,
    );
  }
}

/** Same treatment as the kit's API client: the API's error body becomes the error, anything else a status error. */
async function readPlainReply<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text (a proxy's HTML error page, for instance).
  }
  if (response.ok) return body as T;
  const error = body as { error?: unknown; message?: unknown; details?: unknown } | undefined;
  if (typeof error?.error === 'string' && typeof error.message === 'string') {
    throw new ApiRequestError(response.status, error.error, error.message, error.details);
  }
  throw new ApiRequestError(
    response.status,
    `HTTP_${response.status}`,
    `Request failed with status ${response.status}`,
  );
}
