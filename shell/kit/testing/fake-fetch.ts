import { jest } from '@jest/globals';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Test support only: replaces the global fetch so the real kit clients (apiGet/apiPost/apiPut/postEventStream)
 * run against canned replies. A route answers by method and path with JSON, raw text (e.g. a proxy's HTML error
 * page), or a Server-Sent Events stream whose frames the test writes one at a time (so it can watch text appear).
 * Unknown calls answer 404, so a test notices unexpected traffic.
 */
export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text body with its own content type, instead of JSON. */
  text?: string;
  contentType?: string;
  /** Answer as text/event-stream with the frames the test writes to this stream. */
  stream?: FakeEventStream;
}
type Handler = (init: RequestInit | undefined) => FakeReply | Promise<FakeReply>;

export function installFakeFetch(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    const reply = handler
      ? await handler(init)
      : { status: 404, body: { error: 'NOT_FOUND', message: `No fake for ${key}` } };
    const status = reply.status ?? 200;
    const contentType = reply.stream ? 'text/event-stream' : (reply.contentType ?? 'application/json; charset=utf-8');
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      body: reply.stream?.body ?? null,
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** An event stream the test writes to: `text('Once ')`, then `done({...})` or `error({...})`. */
export class FakeEventStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly encoder = new TextEncoder();
  readonly body = new NodeReadableStream<Uint8Array>({
    start: (controller) => {
      this.controller = controller as unknown as ReadableStreamDefaultController<Uint8Array>;
    },
  });

  text(delta: string): void {
    this.send('text', { delta });
  }
  done(payload: unknown): void {
    this.send('done', payload);
    this.controller.close();
  }
  error(payload: { error: string; message: string; status: number }): void {
    this.send('error', payload);
    this.controller.close();
  }
  private send(event: string, data: unknown): void {
    this.controller.enqueue(this.encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }
}

/** The request bodies sent to a path with a method, in order (JSON parsed; forms as URLSearchParams). */
export function sentBodies(fetchMock: ReturnType<typeof installFakeFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body instanceof URLSearchParams ? init.body : JSON.parse(String(init?.body))));
}

/** A promise and the function that resolves it, to hold a reply back until the test releases it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
