import type { Migration } from '../migration.js';

/**
 * Customer accounts (docs/product/accounts.md). `accounts.email` is stored lower-cased and unique, so addresses
 * compare case-insensitively. `draft_visitor_id` is the visitor whose draft is the account's draft (drafts stay keyed
 * by visitor). Sessions, verification and reset tokens are stored as SHA-256 hashes only: the database never holds a
 * value that signs someone in. `login_failures` feeds the login rate limits (per e-mail address and per IP). An order
 * belongs to an account once `orders.account_id` is set (paid with its verified address, or reordered from it).
 */
export const migration0009Accounts: Migration = {
  id: '0009_accounts',
  sql: `
    CREATE TABLE accounts (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      full_name text NOT NULL,
      password_hash text NOT NULL,
      email_verified_at timestamptz,
      draft_visitor_id uuid NOT NULL,
      password_changed_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE account_sessions (
      token_hash text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      visitor_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX account_sessions_account_idx ON account_sessions (account_id);

    CREATE TABLE account_tokens (
      token_hash text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_tokens_account_idx ON account_tokens (account_id, purpose);

    CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_email_idx ON login_failures (email, created_at);
    CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);

    ALTER TABLE orders ADD COLUMN account_id uuid REFERENCES accounts (id);
    CREATE INDEX orders_account_idx ON orders (account_id, created_at);
    CREATE INDEX orders_email_idx ON orders (lower(email));
  `,
};
