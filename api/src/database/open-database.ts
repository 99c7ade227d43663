import type { DatabaseConfig } from '../config/app-config.js';
import type { Database } from './database.js';
import { MIGRATIONS } from './migrations/index.js';
import { runMigrations } from './migrator.js';
import { PgliteDatabase } from './pglite-database.js';
import { PostgresDatabase } from './postgres-database.js';

/** Connects to the configured database and brings its schema up to date before anything uses it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const db =
    config.driver === 'postgres'
      ? new PostgresDatabase({ url: config.url, schema: config.schema })
      : await PgliteDatabase.open({ dataDir: config.dataDir, schema: config.schema });
  try {
    await runMigrations(db, MIGRATIONS, config.schema);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
