import type { Migration } from '../migration.js';

/**
 * Step 4's storage quotas (docs/product/step4-cover.md#the-api) count stored files per visitor and per
 * network address, in the database so that every API process enforces the same totals. `client_ip` is the address
 * (security/client-address.ts) of the request that stored the file; NULL for files stored before quotas existed.
 * Quotas, replaced covers and retention all leave out the covers an order froze (`orders.cover->>'coverId'`): the
 * expression index keeps that lookup cheap however many orders there are.
 */
export const migration0013CoverAssetAddresses: Migration = {
  id: '0013_cover_asset_addresses',
  sql: `
    ALTER TABLE cover_assets ADD COLUMN client_ip text;
    CREATE INDEX cover_assets_client_ip_idx ON cover_assets (client_ip) WHERE client_ip IS NOT NULL;
    CREATE INDEX orders_cover_id_idx ON orders ((cover->>'coverId'));
  `,
};
