import type { Migration } from '../migration.js';

/**
 * Which attempt of the stage's job the production row's heartbeat belongs to (pg-boss keeps a job's id across its
 * retries and counts them in retry_count). The watchdog reports a stopped worker only when the job is still active on
 * that same attempt: one whose retry has started meanwhile (and has not yet entered the stage) is alive, not stopped.
 * Null for a stage entered before this migration.
 */
export const migration0020StageAttempt: Migration = {
  id: '0020_stage_attempt',
  sql: `ALTER TABLE order_production ADD COLUMN active_attempt integer;`,
};
