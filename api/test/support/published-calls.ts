import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import request from 'supertest';
import { uniqueEmail } from './accounts.js';
import { photo } from './cover-images.js';
import { characters, story } from './delivery-visitor.js';
import { bufferText, parseEventStream } from './event-stream-reply.js';
import type { TestApp } from './test-app.js';

/**
 * The records of what each published remote version asks the API (written by each remote's
 * src/published-calls.spec.ts through @storyloom/kit/testing's recorder; `npm run contract:record`), and their replay
 * against the current API: api/test/published-remote-calls.spec.ts.
 */
export const PUBLISHED_CALLS_DIR = fileURLToPath(new URL('../../contracts/published-calls/', import.meta.url));

type Multipart = Array<{ name: string; value: string } | { name: string; file: string; type: string }>;

export interface RecordedCall {
  method: string;
  path: string;
  accept: 'application/json' | 'text/event-stream';
  contentType?: string;
  request?: { json: unknown } | { form: Record<string, string> } | { multipart: Multipart };
  status: number;
  /** JSON Schema of what the remote reads from the reply. */
  reply: object;
}

export interface PublishedCallsRecord {
  remote: string;
  version: string;
  contracts: string;
  draftThroughStep: number;
  calls: RecordedCall[];
}

/** Every committed record; one whose file is not named after its remote and version is refused (a copy by hand). */
export function readRecords(): PublishedCallsRecord[] {
  return readdirSync(PUBLISHED_CALLS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((remote) =>
      readdirSync(`${PUBLISHED_CALLS_DIR}${remote.name}`)
        .filter((file) => file.endsWith('.json'))
        .map((file) => {
          const record = JSON.parse(
            readFileSync(`${PUBLISHED_CALLS_DIR}${remote.name}/${file}`, 'utf8'),
          ) as PublishedCallsRecord;
          if (`${record.remote}/${record.version}.json` !== `${remote.name}/${file}`) {
            throw new Error(
              `${remote.name}/${file} holds the record of ${record.remote} ${record.version}: run npm run contract:record`,
            );
          }
          return record;
        }),
    );
}

type Agent = ReturnType<typeof request.agent>;

/**
 * A visitor whose draft is through `step`, made through the API as the wizard makes it (steps 1 to 4: characters,
 * story, a medium outline, the cover and first chapter), so each remote's calls meet the draft they meet in use.
 */
async function visitorThroughStep(testApp: TestApp, step: number): Promise<Agent> {
  const agent = request.agent(testApp.server);
  if (step >= 1) await agent.post('/api/step1').send({ characters }).expect(200);
  if (step >= 2)
    await agent
      .post('/api/step2')
      .send({ ...story, characters })
      .expect(200);
  if (step >= 3) await agent.post('/api/step3').send({ book_size: 'medium' }).expect(200);
  if (step >= 4) {
    await agent
      .post('/api/store_step4')
      .attach('image', await photo(600, 900, { format: 'png' }), 'cover.png')
      .field('firstChapter', 'Chapter 1. The lantern flickered on the quay.')
      .expect(200);
  }
  return agent;
}

const IMAGE_FORMATS: Record<string, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A real file of the recorded type: the API checks uploads by their content. */
async function fileOf(type: string): Promise<Buffer> {
  const format = IMAGE_FORMATS[type];
  if (!format) throw new Error(`no test file of type ${type}: add one to api/test/support/published-calls.ts`);
  // Small, to keep the replay quick; the API takes it (and warns that it may print soft).
  return photo(400, 600, { format });
}

/**
 * `{order_id}` in a recorded path or body: what an earlier reply of the same replay gave in that field; `{email}`
 * starts as an address of its own, so each replay signs up afresh.
 */
function filled<T>(value: T, known: Map<string, string>): T {
  return JSON.parse(
    JSON.stringify(value).replace(/\{([a-z_]+)\}/gi, (placeholder, field: string) => {
      const found = known.get(field);
      if (found === undefined) throw new Error(`${placeholder}: no earlier reply of this replay gave ${field}`);
      return found;
    }),
  ) as T;
}

/** Remembers a reply's text fields (in objects and each list's first entry) for the placeholders of later calls. */
function remember(body: unknown, known: Map<string, string>): void {
  if (Array.isArray(body)) {
    remember(body[0], known);
    return;
  }
  if (typeof body !== 'object' || body === null) return;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') known.set(field, value);
    else remember(value, known);
  }
}

async function send(agent: Agent, call: RecordedCall): Promise<request.Response> {
  let sent = agent[call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](call.path).set(
    'Accept',
    call.accept,
  );
  if (call.contentType) sent = sent.set('Content-Type', call.contentType);
  if (call.accept === 'text/event-stream') sent = sent.buffer(true).parse(bufferText);
  const body = call.request;
  if (!body) return sent;
  if ('json' in body) return sent.send(body.json as object);
  if ('form' in body) return sent.type('form').send(new URLSearchParams(body.form).toString());
  for (const part of body.multipart) {
    sent =
      'value' in part
        ? sent.field(part.name, part.value)
        : sent.attach(part.name, await fileOf(part.type), { filename: part.file, contentType: part.type });
  }
  return sent;
}

/** What the remote reads: the JSON reply, or an event stream's `done` data (an `error` event is the failure). */
function replyOf(call: RecordedCall, response: request.Response): unknown {
  if (call.accept !== 'text/event-stream' || !String(response.headers['content-type']).includes('text/event-stream'))
    return response.body;
  const events = parseEventStream(response.body as string);
  return events.find((event) => event.event === 'done')?.data ?? events.find((event) => event.event === 'error');
}

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });

/**
 * Replays one record's calls in order, on a visitor with the draft they need, against the current API. Answers
 * what went wrong, one line per call ([] when the current API serves this remote version as it expects).
 */
export async function replay(testApp: TestApp, record: PublishedCallsRecord): Promise<string[]> {
  const agent = await visitorThroughStep(testApp, record.draftThroughStep);
  const known = new Map<string, string>([['email', uniqueEmail('recorded')]]);
  const problems: string[] = [];
  for (const recorded of record.calls) {
    const call = { ...recorded, ...filled({ path: recorded.path, request: recorded.request }, known) };
    const response = await send(agent, call);
    const reply = replyOf(call, response);
    const name = `${record.remote} ${record.version}: ${recorded.method} ${recorded.path}`;
    if (response.status !== call.status) {
      problems.push(`${name} answered ${response.status} (recorded ${call.status}): ${JSON.stringify(reply)}`);
      continue;
    }
    const validate = ajv.compile(call.reply);
    if (!validate(reply))
      problems.push(`${name} answered a reply the remote cannot read: ${ajv.errorsText(validate.errors)}`);
    remember(reply, known);
  }
  return problems;
}
