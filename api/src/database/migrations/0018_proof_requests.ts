import type { Migration } from '../migration.js';

/**
 * The buyer's plain-words requests on the proof (docs/product/proof.md#changes-in-plain-words, issue 26). One row per
 * request, numbered per order (`number`; the proof lists the newest first): the version it was made on
 * (`base_version`), the chapter box it was typed in (null: the whole book's), the buyer's words, and where it is:
 * 'working' (its pg-boss job 'proof.change' is queued or running), 'proposed' (the engine's changed chapters, bible
 * and rename in `proposal`; nothing kept yet), 'accepted' (it made version `accepted_version`), 'discarded', or
 * 'failed' (`message` says why, for the buyer; `failure_code` the error's code). `job_id` and `attempts` (workers
 * that started it) are for the operators' log. The book's text never lives here: accepting makes a proof version.
 */
export const migration0018ProofRequests: Migration = {
  id: '0018_proof_requests',
  sql: `
    CREATE TABLE proof_requests (
      id uuid PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES orders (id),
      number integer NOT NULL CHECK (number >= 1),
      base_version integer NOT NULL CHECK (base_version >= 1),
      chapter integer CHECK (chapter >= 1),
      instruction text NOT NULL,
      state text NOT NULL DEFAULT 'working' CHECK (state IN ('working', 'proposed', 'accepted', 'discarded', 'failed')),
      kind text CHECK (kind IN ('fact', 'rename', 'rewrite', 'removal')),
      message text,
      proposal jsonb,
      failure_code text,
      accepted_version integer,
      job_id text,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX proof_requests_order_number ON proof_requests (order_id, number);
  `,
};
