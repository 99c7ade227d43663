import type { Migration } from '../migration.js';

/**
 * Messages sent with the contact form (docs/product/landing-and-content.md#contact-contact-built). Each is stored before it
 * is e-mailed to the support address; `delivered_at` or `delivery_error` records how the e-mail went. The per-IP
 * limit counts the rows of an address within the window (ContactRepository), hence the index.
 */
export const migration0010ContactMessages: Migration = {
  id: '0010_contact_messages',
  sql: `
    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      ip text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      delivered_at timestamptz,
      delivery_error text
    );
    CREATE INDEX contact_messages_ip_idx ON contact_messages (ip, created_at);
  `,
};
