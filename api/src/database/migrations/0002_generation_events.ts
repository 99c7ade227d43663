import type { Migration } from '../migration.js';

/**
 * The writing engine's ledger: one row per generation started. The sliding-window rate limits (per visitor and
 * per IP) and the per-draft cap count these rows, so they hold across restarts and across API processes.
 */
export const migration0002GenerationEvents: Migration = {
  id: '0002_generation_events',
  sql: `
    CREATE TABLE generation_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      visitor_id uuid NOT NULL,
      ip text NOT NULL,
      task text NOT NULL,
      -- 'failed' and 'aborted' generations still count against the rate limits (they may have cost), not the cap.
      outcome text NOT NULL DEFAULT 'started' CHECK (outcome IN ('started', 'succeeded', 'failed', 'aborted')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX generation_events_visitor_idx ON generation_events (visitor_id, created_at);
    CREATE INDEX generation_events_ip_idx ON generation_events (ip, created_at);
  `,
};
