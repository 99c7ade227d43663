import { createServer, type Server } from 'node:http';
import { E2E_LULU_KEY, E2E_LULU_SECRET } from './e2e-dirs.mjs';

/**
 * The browser tests' stand-in for Lulu's Print API: the token endpoint and print jobs (searched by external id,
 * created), as Lulu's contract describes them (api/test/support/lulu/openapi_public.yml; the API's own tests check
 * the client against that document with Prism). Like Lulu, it downloads both PDFs of a new job from their
 * `source_url`, and records what it got.
 */
export interface E2eLulu {
  jobs: Array<Record<string, any>>;
  fetched: Array<{ url: string; status: number; startsWithPdf: boolean }>;
  close(): Promise<void>;
}

export async function startE2eLulu(port: number): Promise<E2eLulu> {
  const jobs: Array<Record<string, any>> = [];
  const fetched: E2eLulu['fetched'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method === 'POST' && url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token') {
          const basic = `Basic ${Buffer.from(`${E2E_LULU_KEY}:${E2E_LULU_SECRET}`).toString('base64')}`;
          reply(request.headers.authorization === basic ? 200 : 401, { access_token: 'e2e-token', expires_in: 3600, token_type: 'bearer' });
          return;
        }
        if (request.headers.authorization !== 'Bearer e2e-token') return reply(401, { detail: 'Authentication credentials were not provided.' });
        if (request.method === 'GET' && url.pathname === '/print-jobs/') {
          const results = jobs.filter((job) => job.external_id === url.searchParams.get('search'));
          return reply(200, { count: results.length, next: null, previous: null, results });
        }
        if (request.method === 'POST' && url.pathname === '/print-jobs/') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>;
          for (const part of ['interior', 'cover']) {
            const source = body.line_items[0].printable_normalization[part].source_url as string;
            const file = await fetch(source);
            const bytes = Buffer.from(await file.arrayBuffer());
            fetched.push({ url: source, status: file.status, startsWithPdf: bytes.subarray(0, 5).toString('latin1') === '%PDF-' });
          }
          const job = { ...body, id: 7000 + jobs.length, status: { name: 'CREATED', message: 'Print-job is currently being validated', changed: new Date().toISOString() } };
          jobs.push(job);
          return reply(201, job);
        }
        reply(404, { detail: 'Not found.' });
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    jobs,
    fetched,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
