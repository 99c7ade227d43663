import type { DatabaseConfig } from '../config/app-config.js';
import type { Database } from './database.js';
import { explainDatabaseUrlError } from './database-url-error.js';
import { MIGRATIONS } from './migrations/index.js';
import { runMigrations } from './migrator.js';

/** Loads only the configured driver: `pg` is not needed with PGlite, nor PGlite with a server. */
async function connect(config: DatabaseConfig): Promise<Database> {
  if (config.driver === 'postgres') {
    const { PostgresDatabase } = await import('./postgres-database.js');
    return new PostgresDatabase({ url: config.url, schema: config.schema });
  }
  const { PgliteDatabase } = await import('./pglite-database.js');
  return PgliteDatabase.open({ dataDir: config.dataDir, schema: config.schema });
}

/**
 * Connects to the configured database and brings its schema up to date before anything uses it. A DATABASE_URL
 * the operator must fix (the pool only connects on the first query, here the migrations) throws a ConfigError.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const db = await connect(config);
  try {
    await runMigrations(db, MIGRATIONS, config.schema);
  } catch (error) {
    await db.close();
    throw explainDatabaseUrlError(config, error) ?? error;
  }
  return db;
}
