import { expect } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeEventStream, installFakeFetch, type FakeReply } from './fake-fetch.js';

/**
 * Test support only: the record of what a remote's released version asks the API (issue 28's contract test). A
 * remote's `src/published-calls.spec.ts` runs its own API functions against canned replies; each request they send
 * is kept as it went out, with the JSON Schema of the reply schema the remote reads it with. The API's
 * api/test/published-remote-calls.spec.ts replays every record against the current API, so a pinned older remote
 * keeps working. Records live in api/contracts/published-calls/<remote>/<version>.json, committed: a fresh clone
 * builds only the current versions. `npm run contract:record` (STORYLOOM_RECORD_CALLS=1) writes the current versions'
 * records; otherwise the spec fails when the remote's calls no longer match its record.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PUBLISHED_CALLS_DIR = join(REPO_ROOT, 'api/contracts/published-calls');

/** What every zod 4 schema has: its JSON Schema (`io: 'input'`, the side a reply is parsed from). */
interface ReplySchema {
  toJSONSchema(params: { io: 'input'; unrepresentable: 'any' }): object;
}

/** A route of the fake API: the reply schema the remote parses it with, and a canned reply that satisfies it. */
export interface RecordedRoute {
  /** Left out when the remote reads nothing of the reply (only that it succeeded). */
  schema?: ReplySchema;
  /** A JSON reply, or `stream` for a text/event-stream reply whose `done` payload is this body. */
  reply: unknown;
  stream?: boolean;
  status?: number;
}

export type RecordedRequest =
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: Array<{ name: string; value: string } | { name: string; file: string; type: string }> };

export interface RecordedCall {
  method: string;
  path: string;
  /** What the remote asks for: JSON, or an event stream (its `done` event's data is the reply read). */
  accept: 'application/json' | 'text/event-stream';
  /** The content type the remote sets itself (a form's is the browser's: `multipart` or `form` says which). */
  contentType?: string;
  request?: RecordedRequest;
  status: number;
  /** The reply as the remote reads it: a JSON Schema of its reply schema's input side (extra fields allowed). */
  reply: object;
}

export interface PublishedCallsRecord {
  remote: string;
  version: string;
  /** The contract range the version was built against (a pinned remote may carry an older contract). */
  contracts: string;
  /** The wizard step the visitor's draft must be through before these calls make sense (0: none). */
  draftThroughStep: number;
  calls: RecordedCall[];
}

const headerOf = (init: RequestInit | undefined, name: string): string | undefined =>
  Object.entries((init?.headers ?? {}) as Record<string, string>).find(([key]) => key.toLowerCase() === name)?.[1];

function requestOf(body: BodyInit | null | undefined): RecordedRequest | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return { json: JSON.parse(body) };
  if (body instanceof URLSearchParams) return { form: Object.fromEntries(body) };
  if (body instanceof FormData) {
    return {
      multipart: [...body.entries()].map(([name, value]) =>
        typeof value === 'string' ? { name, value } : { name, file: value.name, type: value.type },
      ),
    };
  }
  throw new Error(`A request body the record cannot describe: ${String(body)}`);
}

/**
 * Values the remote took from an earlier reply (an order id, a cover id), by the reply field they came from: in the
 * record they read `{order_id}`, and the replay puts in what the current API answered in that field.
 */
export type Placeholders = Record<string, string>;

const withPlaceholders = <T>(value: T, placeholders: Placeholders): T =>
  JSON.parse(
    Object.entries(placeholders).reduce(
      (text, [seen, field]) => text.replaceAll(seen, `{${field}}`),
      JSON.stringify(value),
    ),
  ) as T;

/**
 * Runs `exercise` (the remote's own API functions) against `routes` keyed `'METHOD /path'`, and returns the calls it
 * made in order. A call to a route not listed fails the record: every call must say how its reply is read.
 */
export async function recordCalls(
  routes: Record<string, RecordedRoute>,
  exercise: () => Promise<void>,
  placeholders: Placeholders = {},
): Promise<RecordedCall[]> {
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      (): FakeReply => {
        if (!route.stream) return { status: route.status, body: route.reply };
        const stream = new FakeEventStream();
        stream.done(route.reply);
        return { status: route.status, stream };
      },
    ]),
  );
  const fetchMock = installFakeFetch(handlers);
  await exercise();
  return fetchMock.mock.calls.map(([input, init]) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const route = routes[`${method} ${path}`];
    if (!route)
      throw new Error(`${method} ${path} has no recorded route: add it with the reply schema the remote reads it with`);
    const request = requestOf(init?.body);
    const contentType = headerOf(init, 'content-type');
    return withPlaceholders(
      {
        method,
        path,
        accept: headerOf(init, 'accept') === 'text/event-stream' ? 'text/event-stream' : 'application/json',
        ...(contentType ? { contentType } : {}),
        ...(request ? { request } : {}),
        status: route.status ?? 200,
        reply: route.schema?.toJSONSchema({ io: 'input', unrepresentable: 'any' }) ?? {},
      },
      placeholders,
    );
  });
}

const recordPath = (remote: string, version: string) => join(PUBLISHED_CALLS_DIR, remote, `${version}.json`);
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/**
 * The remote's record for its current version: written under `npm run contract:record`, else compared with the
 * committed one. Only the current version's record is ever written; older versions' records are releases.
 */
export function expectRecorded(remote: string, draftThroughStep: number, calls: RecordedCall[]): void {
  const manifest = readJson(join(REPO_ROOT, remote, 'package.json')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  const record: PublishedCallsRecord = {
    remote,
    version: manifest.version,
    contracts: manifest.dependencies['@storyloom/contracts'],
    draftThroughStep,
    calls,
  };
  const path = recordPath(remote, manifest.version);
  if (process.env.STORYLOOM_RECORD_CALLS === '1') {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
    return;
  }
  if (!existsSync(path))
    throw new Error(
      `${remote} ${manifest.version} has no record of its API calls: run npm run contract:record and commit ${path}`,
    );
  try {
    expect(record).toEqual(readJson(path));
  } catch (error) {
    // The old record must stay for whoever pins the released version; the change goes under a new one.
    (error as Error).message =
      `${remote} now calls the API otherwise than ${path} says. If ${manifest.version} is released, bump the version ` +
      `first (npm version patch -w ${remote}); then run npm run contract:record.\n\n${(error as Error).message}`;
    throw error;
  }
}
