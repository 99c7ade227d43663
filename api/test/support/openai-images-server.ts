import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { Lookouts } from './lookouts.js';

/**
 * A local server speaking OpenAI's images edit API (POST /v1/images/edits, multipart/form-data) for tests and
 * benchmarks: the real `openai` SDK uploads to it over HTTP on 127.0.0.1. It parses the form as the real API does
 * (fields and image files), records each request, and answers `{ created, data: [{ b64_json }] }` with a PNG of the
 * requested size, or misbehaves as scripted: an error status with OpenAI's error body, a hang, or an answer with no
 * image. A sibling of openai-compatible-server.ts (chat completions).
 */

export interface ScriptedImageReply {
  /** An HTTP error status answered with OpenAI's error body. */
  status?: number;
  error?: { message?: string; code?: string; type?: string };
  headers?: Record<string, string>;
  /** Never answers: the client's timeout or abort must end the request. */
  hang?: boolean;
  /** Answers 200 without an image in `data`. */
  noImage?: boolean;
  /** The picture to return (any format sharp reads); default: a flat `colour` PNG of the requested size. */
  image?: Buffer;
}

export interface RecordedImageFile {
  field: string;
  name: string;
  type: string;
  size: number;
  data: Buffer;
}

export interface RecordedImageRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** Every text field of the form (model, prompt, size, quality, input_fidelity, n...). */
  fields: Record<string, string>;
  images: RecordedImageFile[];
}

export class OpenAiImagesServer {
  readonly requests: RecordedImageRequest[] = [];
  private readonly scripted: ScriptedImageReply[] = [];
  /** The flat colour of the default picture. */
  colour = '#3366cc';
  private readonly lookouts = new Lookouts();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OpenAiImagesServer> {
    const server = createServer();
    const fake = new OpenAiImagesServer(server);
    server.on('request', (request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The base URL to give the SDK (OPENAI_BASE_URL). */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /**
   * Resolves once `found()` is true, looking again each time a request arrives (never on a timer): what a test
   * awaits instead of sleeping while the app talks to the provider. No deadline of its own.
   */
  until(found: () => boolean): Promise<void> {
    return this.lookouts.until(found);
  }

  script(...replies: ScriptedImageReply[]): this {
    this.scripted.push(...replies);
    return this;
  }

  reset(): void {
    this.scripted.length = 0;
    this.requests.length = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || !request.url?.endsWith('/images/edits')) {
      this.sendError(response, 404, { message: `no route ${request.method} ${request.url}` }, {});
      return;
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) {
      this.sendError(response, 400, { message: `expected multipart/form-data, got ${contentType}` }, {});
      return;
    }
    // The WHATWG Request parses multipart bodies as a browser would (boundaries, file parts, field names).
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Buffer.concat(chunks),
    }).formData();
    const recorded: RecordedImageRequest = { path: request.url, headers: request.headers, fields: {}, images: [] };
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') recorded.fields[field] = value;
      else
        recorded.images.push({
          field,
          name: value.name,
          type: value.type,
          size: value.size,
          data: Buffer.from(await value.arrayBuffer()),
        });
    }
    this.requests.push(recorded);
    this.lookouts.changed();

    const reply = this.scripted.shift() ?? {};
    if (reply.hang) return;
    if (reply.status && reply.status !== 200) {
      this.sendError(response, reply.status, reply.error ?? {}, reply.headers ?? {});
      return;
    }
    if (recorded.images.length === 0) {
      this.sendError(response, 400, { message: "Missing required parameter: 'image'." }, {});
      return;
    }
    const data = reply.noImage
      ? []
      : [{ b64_json: (reply.image ?? (await this.picture(recorded.fields.size))).toString('base64') }];
    response.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
    response.end(
      JSON.stringify({
        created: Math.floor(Date.now() / 1000),
        data,
        usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
      }),
    );
  }

  private async picture(size = '1024x1024'): Promise<Buffer> {
    const [width, height] = size.split('x').map(Number);
    return sharp({ create: { width: width || 1024, height: height || 1024, channels: 3, background: this.colour } })
      .png()
      .toBuffer();
  }

  private sendError(
    response: ServerResponse,
    status: number,
    error: ScriptedImageReply['error'] & object,
    headers: Record<string, string>,
  ): void {
    // retry-after-ms keeps the SDK's backoff short in tests; a script can override it.
    response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10', ...headers });
    const type = status === 429 ? 'rate_limit_exceeded' : status === 400 ? 'invalid_request_error' : 'server_error';
    response.end(JSON.stringify({ error: { message: `scripted ${status}`, type, param: null, code: null, ...error } }));
  }
}
