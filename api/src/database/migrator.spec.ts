import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
    for (const id of ids) expect(id).toMatch(/^(\d{4}|\d{14})_[a-z0-9_]+$/);
  });

  it('lists every file of the migrations folder, each under its own file name', () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
    const files = readdirSync(folder)
      .filter((file) => /^\d+_.*\.[jt]s$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => file.replace(/\.[jt]s$/, ''));
    expect(MIGRATIONS.map((migration) => migration.id).sort()).toEqual(files.sort());
  });

  it('refuse to run out of order or with a malformed id', async () => {
    await expect(
      runMigrations(
        untouchable,
        [
          { id: '0002_b', sql: '' },
          { id: '0001_a', sql: '' },
        ],
        'public',
      ),
    ).rejects.toThrow(/strictly ordered/);
    await expect(runMigrations(untouchable, [{ id: 'add-table', sql: '' }], 'public')).rejects.toThrow(
      /must look like 20261127161500_name/,
    );
    await expect(runMigrations(untouchable, [{ id: '202611271615_short', sql: '' }], 'public')).rejects.toThrow(
      /must look like/,
    );
  });

  it('take timestamped ids after the released numbered ones, and no new number', async () => {
    await expect(runMigrations(untouchable, [{ id: '0021_next_number', sql: '' }], 'public')).rejects.toThrow(
      /named by a UTC timestamp/,
    );
    await expect(
      runMigrations(
        untouchable,
        [
          { id: '20261127161500_b', sql: '' },
          { id: '0020_a', sql: '' },
        ],
        'public',
      ),
    ).rejects.toThrow(/strictly ordered/);
  });
});
