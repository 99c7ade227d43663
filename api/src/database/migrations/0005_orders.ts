import type { Migration } from '../migration.js';

/**
 * Orders (docs/product/step5-delivery.md). An order freezes the book as it was when the visitor went to payment:
 * later wizard edits never change what was bought. Prices are whole cents, computed by the server. Status only
 * moves forward (OrdersRepository); `payment_events` remembers every payment event applied, so a webhook
 * delivered again, or late, changes nothing. `confirmation_sent_at` and `draft_reset_at` record the follow-ups of
 * a payment so each happens once.
 */
export const migration0005Orders: Migration = {
  id: '0005_orders',
  sql: `
    CREATE TABLE orders (
      id uuid PRIMARY KEY,
      visitor_id uuid NOT NULL,
      status text NOT NULL DEFAULT 'awaiting_payment'
        CHECK (status IN ('awaiting_payment', 'payment_processing', 'paid', 'payment_failed', 'cancelled')),
      email text NOT NULL,
      order_details jsonb NOT NULL,
      dedication text,
      characters jsonb NOT NULL,
      story_details jsonb NOT NULL,
      summary text NOT NULL,
      outline jsonb NOT NULL,
      cover jsonb NOT NULL,
      first_chapter text,
      draft_fingerprint text NOT NULL,
      -- The site's address when the order was placed: the confirmation e-mail links back to it.
      site_origin text NOT NULL,
      item_type text NOT NULL,
      quantity integer NOT NULL CHECK (quantity >= 1),
      base_cents integer NOT NULL CHECK (base_cents >= 0),
      size_surcharge_cents integer NOT NULL CHECK (size_surcharge_cents >= 0),
      extra_copies_cents integer NOT NULL CHECK (extra_copies_cents >= 0),
      shipping_cents integer NOT NULL CHECK (shipping_cents >= 0),
      total_cents integer NOT NULL CHECK (total_cents > 0),
      currency text NOT NULL DEFAULT 'usd',
      payment_provider text NOT NULL CHECK (payment_provider IN ('stripe', 'test')),
      checkout_session_id text UNIQUE,
      checkout_url text,
      payment_intent_id text,
      paid_at timestamptz,
      confirmation_sent_at timestamptz,
      draft_reset_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX orders_visitor_idx ON orders (visitor_id, created_at);

    CREATE TABLE payment_events (
      id text PRIMARY KEY,
      order_id uuid REFERENCES orders (id),
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
