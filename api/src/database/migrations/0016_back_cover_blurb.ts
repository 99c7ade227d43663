import type { Migration } from '../migration.js';

/**
 * The back-cover blurb written with a paid book (issue 25), kept beside its chapters so a retried typesetting
 * prints the same one and the proof can later let the buyer edit it. NULL for an order written before blurbs:
 * the typesetter then takes the summary's opening as prose.
 */
export const migration0016BackCoverBlurb: Migration = {
  id: '0016_back_cover_blurb',
  sql: `
    ALTER TABLE order_production ADD COLUMN back_cover_blurb text;
  `,
};
