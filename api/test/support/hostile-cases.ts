import { crc32, createGzip } from 'node:zlib';
import type { Endpoint, JsonSchema } from './hostile-endpoints.js';

/** One request a case class sends; `url` is already filled in and percent-encoded as it goes on the wire. */
export interface HostileRequest {
  what: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

/** What every case needs besides the endpoint: real values for the path parameters, the body limit, the bombs. */
export interface CaseContext {
  /** A working value per path parameter name (the visitor's own order id, its checkout session…). */
  params: Record<string, string>;
  /** BODY_LIMIT in bytes. */
  bodyLimitBytes: number;
  gzipBomb: Buffer;
  pixelBomb: Buffer;
  /** The signature headers a webhook route's sender would add to `body` (Stripe's, Lulu's). */
  signWebhook: (path: string, body: string) => Record<string, string>;
}

export interface CaseClass {
  name: string;
  /** The requests of this class for one endpoint; none when the class does not apply to it. */
  requests(endpoint: Endpoint, context: CaseContext): HostileRequest[];
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The endpoint's path with its parameters filled: working values unless `overrides` names one. */
export function urlOf(endpoint: Endpoint, context: CaseContext, overrides: Record<string, string> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? context.params[name] ?? 'x');
}

const paramsOf = (endpoint: Endpoint): string[] => [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** A JSON value of the schema's shape in which every string is `text` (enums keep their first value). */
export function bodyWithStrings(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return bodyWithStrings(variant, text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  if (schema.properties || type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? { note: {} }).map(([key, value]) => [
        key,
        bodyWithStrings(value, text, depth + 1),
      ]),
    );
  }
  if (type === 'array') return [bodyWithStrings(schema.items, text, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return text;
}

/** A value of another JSON type than the schema asks for. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return '12abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return { 0: 'not an array' };
    default:
      return [1, 2, 3];
  }
}

/** `[[[…]]]` nested `depth` times: a few hundred KB that a recursive walker (validation, logging) would choke on. */
const deepJson = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const isApi = (endpoint: Endpoint): boolean => endpoint.path.startsWith('/api/');

function multipart(boundary: string, parts: string[], end = true): string {
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}${end ? `--${boundary}--\r\n` : ''}`;
}

const multipartType = (boundary: string) => ({ 'Content-Type': `multipart/form-data; boundary=${boundary}` });
const textPart = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (field: string, filename: string, type: string, content: string) =>
  `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}`;

function multipartBody(boundary: string, parts: Array<string | Buffer>): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n`), Buffer.from(part), Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

export const CASE_CLASSES: readonly CaseClass[] = [
  {
    name: 'malformed JSON',
    requests: (endpoint, context) => [
      { what: 'a cut-off object', url: urlOf(endpoint, context), headers: JSON_TYPE, body: '{"title": "Tides",' },
      { what: 'a raw NUL byte', url: urlOf(endpoint, context), headers: JSON_TYPE, body: '{"title": "a\u0000b"}' },
      {
        what: 'a lone UTF-8 continuation byte',
        url: urlOf(endpoint, context),
        headers: JSON_TYPE,
        body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x80, 0x22]),
      },
    ],
  },
  {
    name: 'wrong JSON types',
    requests: (endpoint, context) => {
      if (endpoint.body !== 'json') return [];
      const url = urlOf(endpoint, context);
      const fields = Object.entries(endpoint.schema?.properties ?? {});
      return [
        ...['[]', '"text"', '42', 'null', 'true'].map((body) => ({
          what: `the body ${body}`,
          url,
          headers: JSON_TYPE,
          body,
        })),
        ...(fields.length > 0
          ? [
              {
                what: 'every field of another type',
                url,
                headers: JSON_TYPE,
                body: JSON.stringify(Object.fromEntries(fields.map(([key, value]) => [key, wrongTypeFor(value)]))),
              },
            ]
          : []),
      ];
    },
  },
  {
    name: 'NUL characters',
    requests: (endpoint, context) => {
      const requests: HostileRequest[] = [];
      if (endpoint.body === 'json') {
        requests.push({
          what: 'NUL in every string',
          url: urlOf(endpoint, context),
          headers: JSON_TYPE,
          body: JSON.stringify(bodyWithStrings(endpoint.schema, 'Ada\u0000')),
        });
        requests.push({
          what: 'NUL in a key',
          url: urlOf(endpoint, context),
          headers: JSON_TYPE,
          body: JSON.stringify({ 'a\u0000': 'x' }),
        });
      }
      for (const name of paramsOf(endpoint))
        requests.push({ what: `NUL as {${name}}`, url: urlOf(endpoint, context, { [name]: '%00' }), headers: {} });
      for (const name of endpoint.query)
        requests.push({ what: `NUL in ?${name}`, url: `${urlOf(endpoint, context)}?${name}=a%00b`, headers: {} });
      return requests;
    },
  },
  {
    name: 'lone surrogates',
    requests: (endpoint, context) => {
      const requests: HostileRequest[] = [];
      if (endpoint.body === 'json') {
        requests.push({
          what: 'a lone surrogate in every string',
          url: urlOf(endpoint, context),
          headers: JSON_TYPE,
          body: JSON.stringify(bodyWithStrings(endpoint.schema, 'Ada\ud800')),
        });
      }
      // A surrogate has no UTF-8 form: percent-encoded it is an invalid byte sequence.
      for (const name of paramsOf(endpoint))
        requests.push({
          what: `a surrogate as {${name}}`,
          url: urlOf(endpoint, context, { [name]: '%ED%A0%80' }),
          headers: {},
        });
      for (const name of endpoint.query)
        requests.push({
          what: `a surrogate in ?${name}`,
          url: `${urlOf(endpoint, context)}?${name}=%ED%A0%80`,
          headers: {},
        });
      return requests;
    },
  },
  {
    name: 'deeply nested JSON',
    requests: (endpoint, context) => {
      if (endpoint.body !== 'json' && endpoint.body !== 'raw') return [];
      const deep = deepJson(50_000);
      const fields = Object.keys(endpoint.schema?.properties ?? { data: {} });
      return [
        { what: '50 000 nested arrays', url: urlOf(endpoint, context), headers: JSON_TYPE, body: deep },
        {
          what: 'every field 50 000 arrays deep',
          url: urlOf(endpoint, context),
          headers: JSON_TYPE,
          body: `{${fields.map((key) => `${JSON.stringify(key)}:${deep}`).join(',')}}`,
        },
      ];
    },
  },
  {
    name: 'huge bodies',
    requests: (endpoint, context) => {
      const url = urlOf(endpoint, context);
      const huge = `{"title":"${'a'.repeat(context.bodyLimitBytes + 1024)}"}`;
      const requests: HostileRequest[] = [{ what: 'JSON over the body limit', url, headers: JSON_TYPE, body: huge }];
      if (endpoint.body === 'multipart') {
        const text = Object.keys(endpoint.schema?.properties ?? {}).find((key) => key !== endpoint.fileField) ?? 'note';
        requests.push({
          what: `"${text}" of 1 MB`,
          url,
          headers: multipartType('XX'),
          body: multipart('XX', [textPart(text, 'a'.repeat(1024 * 1024))]),
        });
      }
      return requests;
    },
  },
  {
    name: 'decompression bombs',
    requests: (endpoint, context) => [
      {
        what: `${context.gzipBomb.length} bytes of gzip`,
        url: urlOf(endpoint, context),
        headers: { ...(endpoint.body === 'multipart' ? multipartType('XX') : JSON_TYPE), 'Content-Encoding': 'gzip' },
        body: context.gzipBomb,
      },
      {
        what: 'an unknown content encoding',
        url: urlOf(endpoint, context),
        headers: { ...JSON_TYPE, 'Content-Encoding': 'br, zstd, x-storyloom' },
        body: '{}',
      },
    ],
  },
  {
    name: 'wrong content types',
    requests: (endpoint, context) => {
      if (!isApi(endpoint)) return [];
      const url = urlOf(endpoint, context);
      const requests: HostileRequest[] = [
        { what: 'text/plain', url, headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
        { what: 'application/xml', url, headers: { 'Content-Type': 'application/xml' }, body: '<a>1</a>' },
        { what: 'JSON in UTF-16', url, headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: '{}' },
      ];
      if (endpoint.body === 'multipart')
        requests.push({ what: 'JSON instead of a form', url, headers: JSON_TYPE, body: '{}' });
      return requests;
    },
  },
  {
    name: 'path tricks',
    requests: (endpoint, context) => {
      if (!isApi(endpoint)) return [];
      const url = urlOf(endpoint, context);
      const requests: HostileRequest[] = [
        { what: 'a NUL after the path', url: `${url}%00`, headers: {} },
        { what: 'an encoded ../ after the path', url: `${url}/..%2F..%2F..%2Fetc%2Fpasswd`, headers: {} },
        { what: 'a broken escape after the path', url: `${url}%ff%`, headers: {} },
      ];
      const tricks = [
        '..%2F..%2F..%2Fpackage.json',
        '%2e%2e',
        '%ff',
        '%E0%A4%A',
        '__proto__',
        'constructor',
        '-1',
        '1e999',
        '99999999999999999999999',
        'x'.repeat(3000),
      ];
      for (const name of paramsOf(endpoint)) {
        for (const trick of tricks)
          requests.push({
            what: `{${name}} = ${trick.slice(0, 30)}`,
            url: urlOf(endpoint, context, { [name]: trick }),
            headers: {},
          });
      }
      for (const name of endpoint.query) {
        for (const query of [`${name}=a&${name}=b`, `${name}=%ff`, `${name}=${'9'.repeat(400)}`]) {
          requests.push({ what: `?${query.slice(0, 30)}`, url: `${url}?${query}`, headers: {} });
        }
      }
      return requests;
    },
  },
  {
    // Signed as the provider signs, so the content itself is what gets refused (a signature proves the sender only).
    name: 'signed webhook events that make no sense',
    requests: (endpoint, context) => {
      if (endpoint.body !== 'raw') return [];
      const url = urlOf(endpoint, context);
      const order = context.params.order!;
      const job = (data: object) =>
        JSON.stringify({
          topic: 'PRINT_JOB_STATUS_CHANGED',
          data: { id: 7, external_id: order, line_items: [], ...data },
        });
      const session = (changes: object) => ({
        id: 'cs_1',
        client_reference_id: order,
        payment_status: 'paid',
        amount_total: 1,
        currency: 'usd',
        payment_intent: null,
        ...changes,
      });
      const bodies: Array<[string, string]> = endpoint.path.endsWith('/stripe')
        ? [
            ['null', 'null'],
            ['an array', '[]'],
            ['no id or type', '{}'],
            [
              'a NUL in the event id',
              JSON.stringify({ id: 'evt_\u0000', type: 'checkout.session.completed', data: {} }),
            ],
            ['data: {}', JSON.stringify({ id: 'evt_hostile_1', type: 'checkout.session.completed', data: {} })],
            [
              'a NUL in the order id',
              JSON.stringify({
                id: 'evt_hostile_2',
                type: 'checkout.session.completed',
                data: { object: session({ client_reference_id: `${order}\u0000` }) },
              }),
            ],
            [
              'amount_total: null',
              JSON.stringify({
                id: 'evt_hostile_3',
                type: 'checkout.session.completed',
                data: { object: session({ amount_total: null }) },
              }),
            ],
            [
              'a session 50 000 arrays deep',
              `{"id":"evt_hostile_4","type":"checkout.session.completed","data":{"object":${deepJson(50_000)}}}`,
            ],
          ]
        : [
            ['data: {}', JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: {} })],
            ['a NUL in the status', job({ status: { name: 'SHIPPED\u0000' } })],
            ['a lone surrogate in the message', job({ status: { name: 'REJECTED', message: 'x\ud800' } })],
            [
              'a NUL in a tracking id',
              job({
                status: { name: 'SHIPPED' },
                line_items: [{ tracking_id: '1Z\u0000', tracking_urls: ['https://t.example/1'] }],
              }),
            ],
            ['a job id of 400 digits', job({ id: '9'.repeat(400), status: { name: 'IN_PRODUCTION' } })],
            [
              'a print job field 50 000 arrays deep',
              `{"topic":"PRINT_JOB_STATUS_CHANGED","data":{"id":7,"external_id":"${order}","status":{"name":"IN_PRODUCTION"},"line_items":[],"extra":${deepJson(50_000)}}}`,
            ],
            ['a print job 50 000 arrays deep', `{"topic":"PRINT_JOB_STATUS_CHANGED","data":${deepJson(50_000)}}`],
          ];
      return bodies.map(([what, body]) => ({
        what,
        url,
        headers: { ...JSON_TYPE, ...context.signWebhook(endpoint.path, body) },
        body,
      }));
    },
  },
  {
    name: 'malformed multipart',
    requests: (endpoint, context) => {
      if (endpoint.body !== 'multipart') return [];
      const url = urlOf(endpoint, context);
      const field = endpoint.fileField ?? 'file';
      return [
        { what: 'garbage', url, headers: multipartType('XX'), body: 'garbage' },
        {
          what: 'a truncated part',
          url,
          headers: multipartType('XX'),
          body: multipart('XX', [filePart(field, 'a.png', 'image/png', '\x89PNG\r\n')], false).slice(0, -4),
        },
        {
          what: 'a NUL in a filename',
          url,
          headers: multipartType('XX'),
          body: multipart('XX', [filePart(field, 'a\u0000.png', 'image/png', 'abc')]),
        },
        {
          what: 'no boundary',
          url,
          headers: { 'Content-Type': 'multipart/form-data' },
          body: multipart('XX', [textPart('a', 'b')]),
        },
        {
          what: 'another boundary than declared',
          url,
          headers: multipartType('XX'),
          body: multipart('YY', [textPart('a', 'b')]),
        },
        {
          what: 'a part without Content-Disposition',
          url,
          headers: multipartType('XX'),
          body: multipart('XX', ['Content-Type: text/plain\r\n\r\nabc']),
        },
        {
          what: 'a file where text goes, text where a file goes',
          url,
          headers: multipartType('XX'),
          body: multipart('XX', [filePart('firstChapter', 'c.txt', 'text/plain', 'x'), textPart(field, 'not a file')]),
        },
      ];
    },
  },
  {
    name: 'pixel bombs',
    requests: (endpoint, context) => {
      if (endpoint.body !== 'multipart') return [];
      const field = endpoint.fileField ?? 'file';
      const part = Buffer.concat([
        Buffer.from(
          `Content-Disposition: form-data; name="${field}"; filename="bomb.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        context.pixelBomb,
      ]);
      return [
        {
          what: 'a PNG declaring 100000 × 100000 px',
          url: urlOf(endpoint, context),
          headers: multipartType('XX'),
          body: multipartBody('XX', [part]),
        },
      ];
    },
  },
];

export const appliesTo = (caseClass: CaseClass, endpoint: Endpoint, context: CaseContext): boolean =>
  caseClass.requests(endpoint, context).length > 0;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** 57 bytes of PNG whose header declares `side` × `side` RGB pixels (30 GB decoded for 100 000): only its header is real. */
export function pngHeaderBomb(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Gzip of `megabytes` MB of zeros, written a megabyte at a time so the inflated size is never held in memory. */
export async function gzipBomb(megabytes = 256): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve);
    gzip.on('error', reject);
  });
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < megabytes; written += 1) {
    if (!gzip.write(megabyte)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}
