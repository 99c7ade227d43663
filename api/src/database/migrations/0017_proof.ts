import type { Migration } from '../migration.js';

/**
 * The buyer's proof (docs/product/proof.md, issue 26). `orders.proof_choice` is the checkout's choice: orders placed
 * before it behave as they always did ('print_when_written'); new ones default to 'review'. A 'review' order waits
 * in the production state 'review' after typesetting, until a version is approved (the `approved_*` columns: who
 * and when, the operator's name when an operator approved). `proof_versions` keeps every version's text (as data,
 * never markup), its page count, the pages each chapter spans, and the folder of its typeset PDFs
 * (DATA_DIR/books/<order>/v<N>/). `review_at`, `reminders_sent` and `review_email_sent_at` drive the e-mails.
 */
export const migration0017Proof: Migration = {
  id: '0017_proof',
  sql: `
    ALTER TABLE orders ADD COLUMN proof_choice text NOT NULL DEFAULT 'print_when_written'
      CHECK (proof_choice IN ('review', 'print_when_written'));
    ALTER TABLE orders ALTER COLUMN proof_choice SET DEFAULT 'review';

    ALTER TABLE order_production DROP CONSTRAINT order_production_state_check;
    ALTER TABLE order_production ADD CONSTRAINT order_production_state_check
      CHECK (state IN ('queued', 'writing', 'typesetting', 'typeset', 'review', 'ready', 'failed'));
    ALTER TABLE order_production ADD COLUMN review_at timestamptz;
    ALTER TABLE order_production ADD COLUMN review_email_sent_at timestamptz;
    ALTER TABLE order_production ADD COLUMN reminders_sent integer NOT NULL DEFAULT 0;
    ALTER TABLE order_production ADD COLUMN approved_version integer;
    ALTER TABLE order_production ADD COLUMN approved_at timestamptz;
    ALTER TABLE order_production ADD COLUMN approved_by text CHECK (approved_by IN ('buyer', 'operator', 'automatic'));
    ALTER TABLE order_production ADD COLUMN approved_operator text;

    CREATE TABLE proof_versions (
      order_id uuid NOT NULL REFERENCES orders (id),
      version integer NOT NULL CHECK (version >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      description text NOT NULL,
      content jsonb NOT NULL,
      page_count integer NOT NULL,
      chapter_pages jsonb NOT NULL DEFAULT '[]',
      files_dir text NOT NULL,
      PRIMARY KEY (order_id, version)
    );
  `,
};
