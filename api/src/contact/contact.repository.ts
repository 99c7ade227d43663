import { Injectable } from '@nestjs/common';
import type { ContactMessage } from '@storyloom/contracts';
import { Database } from '../database/database.js';

/** The only code that touches `contact_messages`. */
@Injectable()
export class ContactRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores the message unless `ip` already sent `max` messages (not counting failed deliveries) since `since`, in
   * one statement. Returns false when the limit refused it.
   */
  async insertWithinLimit(id: string, ip: string, message: ContactMessage, since: Date, max: number): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO contact_messages (id, ip, first_name, last_name, email, subject, message)
       SELECT $1, $2, $3, $4, $5, $6, $7
       WHERE (SELECT count(*) FROM contact_messages WHERE ip = $2 AND created_at > $8 AND delivery_error IS NULL) < $9
       RETURNING id`,
      [
        id,
        ip,
        message.first_name,
        message.last_name,
        message.email,
        message.subject,
        message.message,
        since.toISOString(),
        max,
      ],
    );
    return rows.length === 1;
  }

  /** When the oldest message of `ip` counted in the window was sent: the limit frees a place when it leaves the window. */
  async oldestInWindow(ip: string, since: Date): Promise<Date | undefined> {
    const rows = await this.db.query<{ created_at: Date | string }>(
      'SELECT min(created_at) AS created_at FROM contact_messages WHERE ip = $1 AND created_at > $2 AND delivery_error IS NULL',
      [ip, since.toISOString()],
    );
    const value = rows[0]?.created_at;
    return value ? new Date(value) : undefined;
  }

  async markDelivered(id: string): Promise<void> {
    await this.db.query('UPDATE contact_messages SET delivered_at = now() WHERE id = $1', [id]);
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.db.query('UPDATE contact_messages SET delivery_error = $2 WHERE id = $1', [id, reason.slice(0, 500)]);
  }
}
