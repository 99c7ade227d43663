import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  ApiRequestError,
  apiGet,
  apiPost,
  apiPostForm,
  apiPut,
  parsedReply,
  UnexpectedReplyError,
} from './api-client.js';
import { fakeResponse as reply } from '../testing/fake-response.js';

describe('api client', () => {
  const fetchMock = jest.fn<typeof fetch>();
  beforeEach(() => {
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    fetchMock.mockReset();
  });

  it('GETs same-origin and parses the JSON reply', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"book_size":"M"}'));
    await expect(apiGet<{ book_size: string }>('/get_book_size')).resolves.toEqual({ book_size: 'M' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/get_book_size',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('POSTs JSON with the abort signal and resolves undefined on 204', async () => {
    fetchMock.mockResolvedValueOnce(reply(204));
    const controller = new AbortController();
    await expect(
      apiPost('/api/analytics/pageview', { page: '/home', title: 'Home' }, { signal: controller.signal }),
    ).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', body: '{"page":"/home","title":"Home"}', signal: controller.signal });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('PUTs JSON and parses the JSON reply', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '{"book_size":"L"}'));
    await expect(apiPut('/api/book_size', { book_size: 'big' })).resolves.toEqual({ book_size: 'L' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/book_size');
    expect(init).toMatchObject({ method: 'PUT', body: '{"book_size":"big"}', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns an API error body into an ApiRequestError with status, code, message and details', async () => {
    const body = {
      error: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      details: [{ path: 'genre', message: 'Required' }],
    };
    fetchMock.mockResolvedValueOnce(reply(400, JSON.stringify(body)));
    const error = (await apiPost('/api/step2', {}).catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      details: body.details,
    });
  });

  it('still throws with the status when the error body is not the API shape', async () => {
    fetchMock.mockResolvedValueOnce(reply(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(apiGet('/api/remotes')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports an unreachable server as status 0 NETWORK_ERROR, but lets an abort through untouched', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/get_characters')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiGet('/api/get_characters')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('posts forms without forcing a content type and returns a non-JSON reply as text', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '<div class="outline-text">Chapter 1</div>', 'text/html'));
    const form = new URLSearchParams({ book_size: 'medium' });
    await expect(apiPostForm<string>('/api/step3', form)).resolves.toContain('Chapter 1');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('parsedReply', () => {
  const schema = {
    safeParse: (value: unknown) =>
      typeof value === 'string' ? ({ success: true, data: value } as const) : ({ success: false } as const),
  };

  it('answers the parsed reply, and an UnexpectedReplyError for one outside the contract', () => {
    expect(parsedReply(schema, 'fine')).toBe('fine');
    expect(() => parsedReply(schema, { html: '<p>proxy</p>' })).toThrow(UnexpectedReplyError);
    expect(() => parsedReply(schema, 42)).toThrow('The server answered in an unexpected form. Please try again.');
  });
});
