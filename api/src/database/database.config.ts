import { join } from 'node:path';
import { z } from 'zod';
import { configSection, type DataDirNeeds } from '../config/config-section.js';

export type DatabaseConfig =
  | { driver: 'pglite'; dataDir: string; schema: string }
  | { driver: 'postgres'; url: string; schema: string };

/** An SQL identifier we can safely put in `search_path` without quoting surprises. */
const schemaName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (a-z, 0-9, _)');

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export const databaseSection = configSection({
  name: 'database',
  env: {
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATABASE_SCHEMA: schemaName.default('public'),
  },
  secrets: ['DATABASE_URL'],
  build: (vars, { dataDir }: DataDirNeeds): { database: DatabaseConfig } => ({
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL, schema: vars.DATABASE_SCHEMA }
      : { driver: 'pglite', dataDir: join(dataDir, 'pglite'), schema: vars.DATABASE_SCHEMA },
  }),
});
