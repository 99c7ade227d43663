import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ApiRequestError } from '@storyloom/kit';
import { postEventStream } from './event-stream.js';
import { fakeResponse } from '../../testing/fake-response.js';

const encoder = new TextEncoder();

/** A streaming Response (jsdom has none) whose body yields exactly these chunks, as bytes. */
function streamingResponse(chunks: Array<string | Uint8Array>, options: { failAfter?: boolean } = {}): Response {
  const body = new NodeReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      if (options.failAfter) controller.error(new TypeError('network connection lost'));
      else controller.close();
    },
  });
  return {
    ok: true,
    status: 200,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'text/event-stream; charset=utf-8' : null),
    },
    body,
    text: async () => chunks.join(''),
  } as unknown as Response;
}

const frame = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

describe('postEventStream', () => {
  const fetchMock = jest.fn<typeof fetch>();
  beforeEach(() => {
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    fetchMock.mockReset();
  });

  it('asks for an event stream, passes each text delta on in order and resolves with the done payload', async () => {
    fetchMock.mockResolvedValueOnce(
      streamingResponse([
        frame('text', { delta: 'Once ' }),
        frame('text', { delta: 'upon' }),
        frame('done', { story_outline: 'Once upon' }),
      ]),
    );
    const deltas: string[] = [];
    const controller = new AbortController();
    const reply = await postEventStream<{ story_outline: string }>(
      '/api/step2',
      { genre: 'Fantasy' },
      {
        onText: (delta) => deltas.push(delta),
        signal: controller.signal,
      },
    );
    expect(reply).toEqual({ story_outline: 'Once upon' });
    expect(deltas).toEqual(['Once ', 'upon']);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/step2');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"genre":"Fantasy"}',
      signal: controller.signal,
    });
    expect(init?.headers).toEqual({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
  });

  it('reassembles events cut anywhere: mid-line, between \\r and \\n, inside a multi-byte character', async () => {
    const text = `: keep-alive\r\nevent: text\r\ndata: {"delta":"Été "}\r\n\r\nevent:text\ndata:{"delta":"🌙"}\n\n${frame('done', { ok: true })}`;
    const bytes = encoder.encode(text);
    // One byte per chunk: every possible cut happens somewhere in this stream.
    const chunks = Array.from(bytes, (byte) => new Uint8Array([byte]));
    fetchMock.mockResolvedValueOnce(streamingResponse(chunks));
    const deltas: string[] = [];
    await expect(postEventStream('/api/step2', {}, { onText: (delta) => deltas.push(delta) })).resolves.toEqual({
      ok: true,
    });
    expect(deltas).toEqual(['Été ', '🌙']);
  });

  it('throws the error event as an ApiRequestError carrying the server status, code and message', async () => {
    const message = 'You have generated a lot in a short time. Please wait a minute and try again.';
    fetchMock.mockResolvedValueOnce(
      streamingResponse([
        frame('text', { delta: 'Once' }),
        frame('error', { error: 'GENERATION_RATE_LIMITED', message, status: 429 }),
      ]),
    );
    const deltas: string[] = [];
    const error = await postEventStream('/api/step2', {}, { onText: (delta) => deltas.push(delta) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, code: 'GENERATION_RATE_LIMITED', message });
    expect(deltas).toEqual(['Once']);
  });

  it('treats a stream that ends without a done event as interrupted', async () => {
    fetchMock.mockResolvedValueOnce(
      streamingResponse([frame('text', { delta: 'Once' }), 'event: done\ndata: {"partial":']),
    );
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({ code: 'STREAM_INTERRUPTED' });
  });

  it('reports a connection lost mid-stream as a network error', async () => {
    fetchMock.mockResolvedValueOnce(streamingResponse([frame('text', { delta: 'Once' })], { failAfter: true }));
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects an unreadable event instead of resolving with garbage', async () => {
    fetchMock.mockResolvedValueOnce(streamingResponse(['event: done\ndata: {not json\n\n']));
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({ code: 'INVALID_STREAM' });
  });

  it('turns a plain JSON error reply (validation before the stream) into an ApiRequestError', async () => {
    const body = {
      error: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      details: [{ path: 'genre' }],
    };
    fetchMock.mockResolvedValueOnce(fakeResponse(400, JSON.stringify(body)));
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: body.details,
    });
    fetchMock.mockResolvedValueOnce(fakeResponse(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('accepts a plain JSON success reply from a server that does not stream', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, '{"success":true,"outline":"# Title"}'));
    await expect(postEventStream('/api/generate_outline', {})).resolves.toEqual({ success: true, outline: '# Title' });
  });

  it('posts a form without forcing a content type', async () => {
    fetchMock.mockResolvedValueOnce(streamingResponse([frame('done', { detailed_outline: 'x' })]));
    const form = new URLSearchParams({ book_size: 'medium' });
    await postEventStream('/api/step3', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'text/event-stream' });
  });

  it('reports an unreachable server as NETWORK_ERROR but lets an abort through untouched', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(postEventStream('/api/step2', {})).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('postEventStream reading the event-stream format', () => {
  const fetchMock = jest.fn<typeof fetch>();
  beforeEach(() => {
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    fetchMock.mockReset();
  });

  it('joins multi-line data and skips the byte-order mark, comments, data-less, unnamed and unknown events', async () => {
    const text =
      '\uFEFF: comment\nevent: ping\n\ndata: {"delta":"unnamed"}\n\nevent: progress\nid: 7\nretry: 10\ndata: {}\n\n' +
      'event: text\ndata: {"delta":\ndata: "Hello"}\n\nevent: done\ndata: {"ok":\ndata: true}\n\n';
    fetchMock.mockResolvedValueOnce(streamingResponse([text]));
    const deltas: string[] = [];
    await expect(postEventStream('/api/step2', {}, { onText: (delta) => deltas.push(delta) })).resolves.toEqual({
      ok: true,
    });
    expect(deltas).toEqual(['Hello']);
  });
});
