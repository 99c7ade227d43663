import { Logger } from '@nestjs/common';
import { quoteIdentifier, type Database } from './database.js';
import type { Migration } from './migration.js';

const logger = new Logger('Migrator');

/**
 * Applies the pending migrations in ONE transaction: all of them or none. A transaction-scoped advisory lock
 * (per schema) makes concurrent starts against the same PostgreSQL server wait for each other instead of racing.
 * Returns the ids applied now (empty when the schema was already current).
 */
export async function runMigrations(db: Database, migrations: readonly Migration[], schema: string): Promise<string[]> {
  assertOrdered(migrations);
  const schemaName = quoteIdentifier(schema);
  const applied = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:migrations:${schema}`]);
    await tx.exec(`
      CREATE SCHEMA IF NOT EXISTS ${schemaName};
      CREATE TABLE IF NOT EXISTS ${schemaName}.schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `);
    const done = new Set(
      (await tx.query<{ id: string }>(`SELECT id FROM ${schemaName}.schema_migrations`)).map((row) => row.id),
    );
    const pending = migrations.filter((migration) => !done.has(migration.id));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${schemaName}.schema_migrations (id) VALUES ($1)`, [migration.id]);
    }
    return pending.map((migration) => migration.id);
  });
  if (applied.length > 0) logger.log(`applied migrations: ${applied.join(', ')}`);
  return applied;
}

/**
 * Migration ids: the released numbered ones (0001_ to 0020_, recorded in every database, never renamed) and, since,
 * a UTC timestamp (`20261127161500_name`, made by `npm run migration:new -w @storyloom/api -- name`), so two teams
 * writing a migration at the same time never both take the next number. Both sort as text, numbered first.
 */
const MIGRATION_ID = /^(?:\d{4}|\d{14})_[a-z0-9_]+$/;
const LAST_NUMBERED_ID = '0020';

/** A misnumbered or duplicated migration is a programming error; refuse to start rather than apply it. */
function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (!MIGRATION_ID.test(migration.id))
      throw new Error(
        `Migration id "${migration.id}" must look like 20261127161500_name (a UTC timestamp, then a name).`,
      );
    if (/^\d{4}_/.test(migration.id) && migration.id.slice(0, 4) > LAST_NUMBERED_ID) {
      throw new Error(
        `Migration id "${migration.id}" is numbered; new migrations are named by a UTC timestamp (npm run migration:new -w @storyloom/api -- name).`,
      );
    }
    const previous = migrations[index - 1];
    if (previous && previous.id >= migration.id) {
      throw new Error(`Migrations must be strictly ordered: "${previous.id}" comes before "${migration.id}".`);
    }
  });
}
