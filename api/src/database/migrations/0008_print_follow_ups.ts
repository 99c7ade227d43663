import type { Migration } from '../migration.js';

/**
 * The shipped e-mail is sent once per order (docs/product/print-fulfilment.md), like the confirmation: whoever sets
 * shipped_email_sent_at sends it. print_checked_at: when the status poll last asked Lulu about the order's job (the
 * fallback when no webhook arrives), so each poll asks about the orders heard of least recently.
 */
export const migration0008PrintFollowUps: Migration = {
  id: '0008_print_follow_ups',
  sql: `
    ALTER TABLE orders
      ADD COLUMN shipped_email_sent_at timestamptz,
      ADD COLUMN print_checked_at timestamptz;
  `,
};
