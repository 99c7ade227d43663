/**
 * Test support: the part of a fetch Response the API client reads (jest's jsdom has no Response class).
 */
export function fakeResponse(status: number, body = '', contentType = 'application/json'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => body,
  } as unknown as Response;
}
