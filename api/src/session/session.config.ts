import { join } from 'node:path';
import { z } from 'zod';
import { configSection, type DataDirNeeds } from '../config/config-section.js';

/** What loadConfig knows before the database is open. */
export interface SessionConfig {
  /** SESSION_SECRET: when set, the secret, whatever the database holds. */
  secret?: string;
  /** DATA_DIR/session-secret: where installs before issue 27 kept their generated secret (adopted once, see below). */
  legacySecretFile: string;
}

/** The visitor cookie's secret: SESSION_SECRET, or the one every process shares through the database. */
export const sessionSection = configSection({
  name: 'session',
  env: {
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
  },
  secrets: ['SESSION_SECRET'],
  build: (vars, { dataDir }: DataDirNeeds): { session: SessionConfig } => ({
    session: {
      ...(vars.SESSION_SECRET ? { secret: vars.SESSION_SECRET } : {}),
      legacySecretFile: join(dataDir, 'session-secret'),
    },
  }),
});
