import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { isInitialisedCluster, prepareClusterDir } from './pglite-template.js';

const root = mkdtempSync(join(tmpdir(), 'storyloom-cluster-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('prepareClusterDir', () => {
  it('makes a new folder an initialised cluster by copying the template', async () => {
    const dir = join(root, 'fresh');
    await prepareClusterDir(dir);
    expect(isInitialisedCluster(dir)).toBe(true);
  }, 60_000);

  it('refuses to touch a non-empty folder that is not a cluster', async () => {
    const dir = join(root, 'someone-elses');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    await expect(prepareClusterDir(dir)).rejects.toThrow(/is not a PostgreSQL data folder/);
  });
});
