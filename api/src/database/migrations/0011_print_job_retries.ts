import type { Migration } from '../migration.js';

/**
 * An operator re-sends an order whose print job Lulu rejected or canceled as a new print job
 * (docs/product/print-fulfilment.md#operators). `print_attempt` numbers the order's print jobs (the first is 1; Lulu's
 * `external_id` is the order id, then `<order id>-<n>`), so a late report about an earlier job never touches the live
 * one; `print_earlier_jobs` keeps the jobs it replaced (id, last status and message), oldest first.
 */
export const migration0011PrintJobRetries: Migration = {
  id: '0011_print_job_retries',
  sql: `
    ALTER TABLE orders
      ADD COLUMN print_attempt integer NOT NULL DEFAULT 1,
      ADD COLUMN print_earlier_jobs jsonb NOT NULL DEFAULT '[]'::jsonb;
  `,
};
