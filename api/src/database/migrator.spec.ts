import { describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from './migrations/index.js';
import { runMigrations } from './migrator.js';
import type { Database } from './database.js';

/** The ordering rules fail before any SQL runs, so a database that must never be touched is enough. */
const untouchable = new Proxy({} as Database, {
  get() {
    throw new Error('the database must not be used');
  },
});

describe('migrations', () => {
  it('are strictly ordered with well-formed ids', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('refuse to run out of order or with a malformed id', async () => {
    await expect(runMigrations(untouchable, [{ id: '0002_b', sql: '' }, { id: '0001_a', sql: '' }], 'public')).rejects.toThrow(
      /strictly ordered/,
    );
    await expect(runMigrations(untouchable, [{ id: 'add-table', sql: '' }], 'public')).rejects.toThrow(/must look like 0001_name/);
  });
});
