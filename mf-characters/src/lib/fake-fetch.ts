import { jest } from '@jest/globals';

/**
 * Test support only: replaces the global fetch so the real kit API client runs against canned replies.
 * Each route answers by method and path; unknown calls answer 404 so a test notices unexpected traffic.
 */
export interface FakeReply {
  status?: number;
  body?: unknown;
}
type Handler = (init: RequestInit | undefined) => FakeReply | Promise<FakeReply>;

export function installFakeFetch(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    const reply = handler ? await handler(init) : { status: 404, body: { error: 'NOT_FOUND', message: `No fake for ${key}` } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null) },
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies posted to a path, in order. */
export function postedBodies(fetchMock: ReturnType<typeof installFakeFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}
