/**
 * The one way front ends talk to the Storyloom API: same-origin requests (the visitor cookie rides along),
 * JSON replies, and every failure turned into an ApiRequestError carrying the API's `{ error, message, details }`.
 */

export interface RequestOptions {
  signal?: AbortSignal;
}

/** A failed call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    /** Machine-readable code from the API, e.g. `VALIDATION_FAILED`, or `NETWORK_ERROR` / `HTTP_<status>`. */
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** A reply that does not match its contract (an older API, a proxy's page) is reported like a failed call. */
export class UnexpectedReplyError extends Error {
  override readonly name = 'UnexpectedReplyError';

  constructor() {
    super('The server answered in an unexpected form. Please try again.');
  }
}

/** The shape every contract schema (zod) has; the kit takes no dependency on zod for it. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** `reply` checked against its contract schema: its parsed data, or an UnexpectedReplyError. */
export function parsedReply<T>(schema: ReplySchema<T>, reply: unknown): T {
  const result = schema.safeParse(reply);
  if (!result.success) throw new UnexpectedReplyError();
  return result.data;
}

const isErrorBody = (body: unknown): body is { error: string; message: string; details?: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string' &&
  typeof (body as { message?: unknown }).message === 'string';

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', 'Network error or server is unavailable');
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiRequestError(response.status, body.error, body.message, body.details);
    throw new ApiRequestError(
      response.status,
      `HTTP_${response.status}`,
      `Request failed with status ${response.status}`,
    );
  }
  return body as T;
}

/** GET a JSON resource. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, { method: 'GET', signal: options.signal });
}

/** POST a JSON body; resolves with the parsed JSON reply (undefined for 204). */
export function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
}

/** PUT a JSON body (replacing a resource, e.g. one chapter of the outline); resolves with the parsed JSON reply. */
export function apiPut<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/**
 * POST multipart (FormData: files) or form-encoded (URLSearchParams) data; the browser sets the content type.
 * Resolves with parsed JSON, or the text body when the server answers with something else.
 */
export function apiPostForm<T>(
  path: string,
  form: FormData | URLSearchParams,
  options: RequestOptions = {},
): Promise<T> {
  return request<T>(path, { method: 'POST', body: form, signal: options.signal });
}
