import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { freePort } from './local-lulu-server.js';

/**
 * Lulu's published contract (openapi_public.yml beside this file, copied unchanged from ../shared/peers/lulu/) served
 * by Stoplight Prism, started by the test itself on a free port and stopped after. Prism answers with the document's
 * examples and refuses (400/422) any request that breaks the document, so a client call that succeeds sent what Lulu
 * documents; every request violation Prism logs is collected too (`violations()`), for the tests to fail on.
 *
 * Not `--errors`: it also turns *response* violations into 500s, and Lulu's own examples break its schemas in places
 * (`page_count: 210` where the schema says string, `errors: null` where it says array). Those are the document's
 * inconsistencies, not our requests', so they are left to the client's tolerant reading.
 *
 * One addition: the token endpoint. Lulu documents it in prose ("Generate a Token": a client-credentials POST with
 * the key and secret as Basic credentials, form-encoded `grant_type=client_credentials`, answering `access_token`
 * and `expires_in`) and in the oauth2 security scheme's tokenUrl, but not as a path. It is added to a copy of the
 * document, exactly as described there, so Prism checks that request too.
 *
 * One correction: `POST /print-jobs/` lists `status` among its required request properties but defines no such
 * request property (the job's status is read-only, set by Lulu), and Lulu's own request examples in the same document
 * never send it. That `required` entry is dropped in the copy; everything else is Lulu's text.
 */

const CONTRACT = join(dirname(fileURLToPath(import.meta.url)), 'openapi_public.yml');
const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

export interface PrismLulu {
  url: string;
  /** Prism's log lines reporting a request that breaks the document. */
  violations: () => string[];
  /** After a test that broke the contract on purpose. */
  forgetViolations: () => void;
  /** How many requests Prism received for this method and path (Prism logs the path without its query). */
  received: (method: string, path: string) => number;
  close: () => Promise<void>;
}

function contractWithTokenEndpoint(): unknown {
  const document = YAML.parse(readFileSync(CONTRACT, 'utf8')) as {
    paths: Record<string, unknown>;
    components: { securitySchemes: Record<string, unknown> };
  };
  const createJob = (
    document.paths['/print-jobs/'] as {
      post: { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    }
  ).post;
  const schema = createJob.requestBody.content['application/json']!.schema;
  schema.required = schema.required.filter((name) => name !== 'status');
  document.components.securitySchemes.luluClientKeys = { type: 'http', scheme: 'basic' };
  document.paths[TOKEN_PATH] = {
    post: {
      operationId: 'token',
      security: [{ luluClientKeys: [] }],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['grant_type'],
              additionalProperties: false,
              properties: { grant_type: { type: 'string', enum: ['client_credentials'] } },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'A token',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['access_token', 'expires_in', 'token_type'],
                properties: {
                  access_token: { type: 'string' },
                  expires_in: { type: 'integer' },
                  token_type: { type: 'string' },
                },
              },
              // The example of Lulu's "Generate a Token" section, shortened.
              example: {
                access_token: 'eyJhbGciOiJSUzI1NiIsInR5cCIgOiAiSldUIiwia2lkI',
                expires_in: 3600,
                refresh_expires_in: 604800,
                token_type: 'bearer',
                'not-before-policy': 0,
              },
            },
          },
        },
      },
    },
  };
  return document;
}

export async function startPrismLulu(): Promise<PrismLulu> {
  const folder = mkdtempSync(join(tmpdir(), 'storyloom-prism-lulu-'));
  const document = join(folder, 'lulu.json');
  writeFileSync(document, JSON.stringify(contractWithTokenEndpoint()));
  const port = await freePort();
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
    'dist',
    'index.js',
  );
  const child: ChildProcess = spawn(process.execPath, [bin, 'mock', '-h', '127.0.0.1', '-p', String(port), document], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Prism did not start within 60 s:\n${lines.join('\n')}`)),
        60_000,
      );
      const check = () => {
        if (lines.some((line) => line.includes('Prism is listening'))) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Prism exited (${code}):\n${lines.join('\n')}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    violations: () => lines.filter((line) => /Violation: request/i.test(line)),
    forgetViolations: () => {
      lines.length = 0;
    },
    received: (method, path) =>
      lines.filter(
        (line) =>
          line.includes('Request received') &&
          line.toLowerCase().includes(`${method.toLowerCase()} ${path.toLowerCase()} `),
      ).length,
    close: stop,
  };
}
