// Where the browser tests' server keeps its files, derived from its port so the tests and the server agree.
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

export function e2eDirs(port = E2E_PORT) {
  const base = join(tmpdir(), `storyloom-e2e-${port}`);
  return { base, publishDir: join(base, 'published'), dataDir: join(base, 'data') };
}
