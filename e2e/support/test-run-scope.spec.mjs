// The leftover check behind jest's globalTeardown and `npm test`: a run's own folders and schemas, and what is
// reported when a test leaves something in them. (Inside jest, os.tmpdir() reads the real process environment, not
// the test's copy that the scope changes here, so the tests use the scope's folders by name.)
import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { closeTestRunScope, openTestRunScope } from './test-run-scope.mjs';

const databaseUrl = process.env.TEST_DATABASE_URL;
const outerRamDir = process.env.STORYLOOM_TEST_RAM_DIR;

async function createSchema(name) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA "${name}"`);
  } finally {
    await client.end();
  }
}

describe('test run scope', () => {
  it("points the run's processes at its own folders and finds nothing when the tests clean up", async () => {
    const outer = process.env.TMPDIR;
    const scope = openTestRunScope({ label: 'scope-spec' });
    let leftovers;
    try {
      expect(process.env).toMatchObject({ TMPDIR: scope.tmpDir, STORYLOOM_TEST_RUN_ID: scope.runId });
      expect(scope.tmpDir.startsWith(join(tmpdir(), 'storyloom-scope-spec-'))).toBe(true);
      // Nested in the enclosing jest run's RAM folder, so even a scope this test failed to close is caught.
      expect(scope.ramDir.startsWith(join(outerRamDir, 'storyloom-scope-spec-'))).toBe(true);
      expect(scope.runId).toMatch(/^[a-z0-9]+$/); // part of schema names
    } finally {
      leftovers = await closeTestRunScope(scope);
    }
    expect(leftovers).toEqual([]);
    expect(process.env.TMPDIR).toBe(outer);
    expect(existsSync(scope.tmpDir)).toBe(false);
  });

  it('lists and removes the folders and PostgreSQL schemas a run left behind', async () => {
    const scope = openTestRunScope({ label: 'scope-spec' });
    const forgotten = mkdtempSync(join(scope.tmpDir, 'storyloom-e2e-'));
    const inRam = join(scope.ramDir, 'storyloom-data-x');
    const schema = `test_${scope.runId}_forgotten`;
    let leftovers;
    try {
      writeFileSync(join(forgotten, 'pglite.db'), '');
      mkdirSync(inRam, { recursive: true });
      if (databaseUrl) await createSchema(schema);
    } finally {
      leftovers = await closeTestRunScope(scope);
    }
    expect(leftovers).toEqual(
      expect.arrayContaining([forgotten, inRam, ...(databaseUrl ? [`PostgreSQL schema ${schema}`] : [])]),
    );
    expect(existsSync(forgotten)).toBe(false);
    expect(existsSync(inRam)).toBe(false);
    if (databaseUrl) expect(await closeTestRunScope({ ...scope, previous: {} })).toEqual([]); // the schema is gone
  });
});
