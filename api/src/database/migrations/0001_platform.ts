import type { Migration } from '../migration.js';

/** Platform tables: the visitor's draft book and self-hosted analytics. */
export const migration0001Platform: Migration = {
  id: '0001_platform',
  sql: `
    -- One draft book per visitor; each wizard step owns one top-level key of \`data\`.
    CREATE TABLE drafts (
      visitor_id uuid PRIMARY KEY,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Page views as the front end reports them (docs/product/routes.md#api). No visitor id: counting pages needs none.
    CREATE TABLE analytics_pageviews (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      page text NOT NULL,
      title text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX analytics_pageviews_created_at_idx ON analytics_pageviews (created_at);

    CREATE TABLE analytics_web_vitals (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      value double precision NOT NULL,
      rating text NOT NULL,
      metric_id text NOT NULL,
      page text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX analytics_web_vitals_created_at_idx ON analytics_web_vitals (created_at);
  `,
};
