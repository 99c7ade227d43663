import type { Migration } from '../migration.js';

/**
 * A failed stage keeps its cause for the operators beside the customer's words (`failure_message`): the error that
 * ended the last attempt, e.g. Lulu's refusal or "Lulu answered 500". Shown on /internal/orders and sent in the
 * failure alert to OPERATOR_EMAIL (docs/product/print-fulfilment.md#operators).
 */
export const migration0014ProductionFailureCause: Migration = {
  id: '0014_production_failure_cause',
  sql: `
    ALTER TABLE order_production ADD COLUMN failure_cause text;
  `,
};
