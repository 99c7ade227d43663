import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import { IMMUTABLE, REVALIDATE, setRemoteFileCaching, setShellFileCaching } from './cache-policy.js';

const root = mkdtempSync(join(tmpdir(), 'storyloom-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cacheControlFor(setHeaders: (response: Response, file: string) => void, file: string): unknown {
  const headers = new Map<string, unknown>();
  setHeaders({ setHeader: (name: string, value: unknown) => headers.set(name, value) } as unknown as Response, file);
  return headers.get('Cache-Control');
}

describe('cache policy', () => {
  it('treats content-hashed shell files as immutable and everything else as revalidated', () => {
    const shell = join(root, 'shell');
    const policy = setShellFileCaching(shell);
    expect(cacheControlFor(policy, join(shell, 'static/js/main.08807ca0.js'))).toBe(IMMUTABLE);
    expect(cacheControlFor(policy, join(shell, 'static/js/main.08807ca0.js.map'))).toBe(IMMUTABLE);
    expect(cacheControlFor(policy, join(shell, 'index.html'))).toBe(REVALIDATE);
    expect(cacheControlFor(policy, join(shell, 'static/js/main.js'))).toBe(REVALIDATE);
    expect(cacheControlFor(policy, join(shell, 'favicon.ico'))).toBe(REVALIDATE);
  });

  it('treats released remote folders as immutable but a dev build folder as revalidated', () => {
    const remotes = join(root, 'remotes');
    mkdirSync(join(remotes, 'mf-cover', '1.0.0'), { recursive: true });
    mkdirSync(join(remotes, 'mf-cover', '0.0.0-dev'), { recursive: true });
    writeFileSync(join(remotes, 'mf-cover', '0.0.0-dev', '.storyloom-dev-build'), '');
    const policy = setRemoteFileCaching(remotes);
    expect(cacheControlFor(policy, join(remotes, 'mf-cover/1.0.0/mf-manifest.json'))).toBe(IMMUTABLE);
    expect(cacheControlFor(policy, join(remotes, 'mf-cover/0.0.0-dev/mf-manifest.json'))).toBe(REVALIDATE);
  });
});
