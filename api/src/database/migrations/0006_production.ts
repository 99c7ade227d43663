import type { Migration } from '../migration.js';

/**
 * A paid order's production (docs/product/book-production.md). `order_production` holds the stage the book is in;
 * every stage job moves it forward only from the state it expects, in the same transaction that queues the next
 * stage, so a job delivered twice does its work once. `active_job_id` and `heartbeat_at` tell a stage whose worker
 * died (the watchdog hands its job back to the queue). `order_chapters` keeps each chapter as soon as it is
 * written: after a crash only the missing chapters are written.
 */
export const migration0006Production: Migration = {
  id: '0006_production',
  sql: `
    CREATE TABLE order_production (
      order_id uuid PRIMARY KEY REFERENCES orders (id),
      state text NOT NULL DEFAULT 'queued'
        CHECK (state IN ('queued', 'writing', 'typesetting', 'typeset', 'ready', 'failed')),
      chapters_total integer,
      interior_pages integer,
      failed_stage text CHECK (failed_stage IN ('writing', 'typesetting', 'printing')),
      failure_message text,
      active_queue text,
      active_job_id text,
      heartbeat_at timestamptz,
      ready_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_production_active_idx ON order_production (heartbeat_at) WHERE active_job_id IS NOT NULL;

    CREATE TABLE order_chapters (
      order_id uuid NOT NULL REFERENCES orders (id),
      number integer NOT NULL CHECK (number >= 1),
      title text NOT NULL,
      text text NOT NULL,
      new_facts jsonb NOT NULL DEFAULT '[]',
      writer text NOT NULL,
      model text,
      prompt_version text NOT NULL,
      written_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, number)
    );
  `,
};
