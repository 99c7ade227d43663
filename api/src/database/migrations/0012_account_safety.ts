import type { Migration } from '../migration.js';

/**
 * Issue 23, accounts and sessions (docs/product/accounts.md). `account_mail_requests` feeds the limits on account
 * e-mails (signup, resend, forgot-password) per address and per IP, as `login_failures` feeds the login limits. A
 * visitor id that is an account's draft key reaches that draft only through a signed-in session: every request of an
 * anonymous visitor asks whether its id is one, hence the index on `accounts.draft_visitor_id`, or was one:
 * `retired_draft_keys` keeps the keys of drafts an account left behind when it took a newer one.
 */
export const migration0012AccountSafety: Migration = {
  id: '0012_account_safety',
  sql: `
    CREATE TABLE account_mail_requests (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX account_mail_requests_email_idx ON account_mail_requests (email, created_at);
    CREATE INDEX account_mail_requests_ip_idx ON account_mail_requests (ip, created_at);

    CREATE INDEX accounts_draft_visitor_idx ON accounts (draft_visitor_id);

    CREATE TABLE retired_draft_keys (
      visitor_id uuid PRIMARY KEY,
      retired_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
