import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Database } from './database.js';
import { PgliteDatabase } from './pglite-database.js';
import { PostgresDatabase } from './postgres-database.js';

// Scripts as the job queue (pg-boss) sends them: several statements, some wrapped in BEGIN ... COMMIT.
const root = mkdtempSync(join(tmpdir(), 'storyloom-exec-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const databases: Array<[string, () => Promise<Database>]> = [
  ['pglite', () => PgliteDatabase.open({ dataDir: join(root, 'pglite'), schema: 'public' })],
];
if (process.env.TEST_DATABASE_URL)
  databases.push([
    'postgres',
    async () => new PostgresDatabase({ url: process.env.TEST_DATABASE_URL!, schema: 'public' }),
  ]);

describe.each(databases)('Database.exec on %s', (_, open) => {
  it("answers the last statement's rows, and leaves no aborted transaction behind when a BEGIN ... COMMIT script fails", async () => {
    const db = await open();
    try {
      expect(await db.exec<{ n: number }>('SELECT 1 AS n; SELECT 2 AS n')).toEqual([{ n: 2 }]);
      await expect(db.exec('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
      // Every following statement would fail with "current transaction is aborted" on a session left inside it.
      for (let attempt = 0; attempt < 3; attempt++)
        expect(await db.query<{ n: number }>('SELECT $1::int AS n', [attempt])).toEqual([{ n: attempt }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
