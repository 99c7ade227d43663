import type { Migration } from '../migration.js';

/**
 * Step 4's stored files (docs/product/step4-cover.md): the visitor's photos and the covers designed from them.
 * The files live in the photo store (local disk or a bucket) under `storage_key`; this table says whose they are,
 * so only their owner is ever served one, and lets the retention job find the photos of abandoned drafts.
 */
export const migration0004CoverAssets: Migration = {
  id: '0004_cover_assets',
  sql: `
    CREATE TABLE cover_assets (
      id uuid PRIMARY KEY,
      visitor_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('photo', 'cover_print', 'cover_preview')),
      -- The cover a print or preview belongs to (both share it); NULL for photos.
      cover_id uuid,
      storage_key text NOT NULL UNIQUE,
      content_type text NOT NULL,
      byte_size integer NOT NULL CHECK (byte_size >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'photo') = (cover_id IS NULL))
    );
    CREATE INDEX cover_assets_visitor_idx ON cover_assets (visitor_id, kind);
    CREATE UNIQUE INDEX cover_assets_cover_kind_idx ON cover_assets (cover_id, kind) WHERE cover_id IS NOT NULL;
  `,
};
