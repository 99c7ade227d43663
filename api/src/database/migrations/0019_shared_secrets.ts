import type { Migration } from '../migration.js';

/**
 * Secrets every process must share (issue 27, "runs on many machines"): one row per secret, created once by whichever
 * process starts first (INSERT … ON CONFLICT DO NOTHING) and read by all. `session` signs visitor cookies, order status
 * links and print file links when SESSION_SECRET is not set; it used to live in DATA_DIR/session-secret, a file one
 * host could not share with another (session/session-secret.ts adopts such a file once).
 */
export const migration0019SharedSecrets: Migration = {
  id: '0019_shared_secrets',
  sql: `
    CREATE TABLE shared_secrets (
      name text PRIMARY KEY,
      value text NOT NULL CHECK (length(value) >= 32),
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
