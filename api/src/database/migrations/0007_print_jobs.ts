import type { Migration } from '../migration.js';

/**
 * The print job of an order at Lulu (docs/product/print-fulfilment.md): its id, the last status Lulu reported and
 * when, the tracking links of the shipment, Lulu's cost and the last reason it could not be submitted. `print_status_rank` is the status's place in Lulu's lifecycle
 * (OrdersRepository): a status only replaces one of a lower rank, so webhooks repeated or delivered out of order
 * never move an order backwards.
 */
export const migration0007PrintJobs: Migration = {
  id: '0007_print_jobs',
  sql: `
    ALTER TABLE orders
      ADD COLUMN print_job_id text UNIQUE,
      ADD COLUMN print_status text,
      ADD COLUMN print_status_rank integer NOT NULL DEFAULT 0,
      ADD COLUMN print_status_message text,
      ADD COLUMN print_status_changed_at timestamptz,
      ADD COLUMN print_tracking jsonb NOT NULL DEFAULT '[]'::jsonb,
      -- What Lulu charges (its cost calculation), beside what the customer paid: the margin per order.
      ADD COLUMN print_cost jsonb,
      -- Why the order could not go to Lulu (a file Lulu refused, in Lulu's words); cleared when it goes.
      ADD COLUMN print_error text;
  `,
};
