import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';

/** What the account e-mail limits are judged on, counted under the admission's locks. */
export interface MailRequestCounts {
  address: number;
  addressFreesInSeconds: number;
  ip: number;
  ipFreesInSeconds: number;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The only code that reads or writes `account_mail_requests` (the limits on account e-mails, docs/product/accounts.md). */
@Injectable()
export class AccountMailRequestsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts the account e-mails asked for in the window for the address and the IP and, when `decide` lets the request
   * through, records it; all under advisory locks on both, so parallel requests cannot slip past the limit (the same
   * pattern, and lock order, as the login limits: address first, then IP). Stored in the database, so any API
   * process counts what every other one admitted.
   */
  async admit(
    entry: { email: string; ip: string; windowSeconds: number },
    decide: (counts: MailRequestCounts) => void,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:account-mail:email:${entry.email}`]);
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:account-mail:ip:${entry.ip}`]);
      const windowed = (column: 'email' | 'ip') => `
        SELECT count(*) AS in_window, ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())) AS frees_in
          FROM account_mail_requests WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $2)`;
      type Row = { in_window: string | number; frees_in: string | number | null };
      const [address] = await tx.query<Row>(windowed('email'), [entry.email, entry.windowSeconds]);
      const [ip] = await tx.query<Row>(windowed('ip'), [entry.ip, entry.windowSeconds]);
      decide({
        address: num(address?.in_window),
        addressFreesInSeconds: Math.max(1, num(address?.frees_in)),
        ip: num(ip?.in_window),
        ipFreesInSeconds: Math.max(1, num(ip?.frees_in)),
      });
      await tx.query('INSERT INTO account_mail_requests (email, ip) VALUES ($1, $2)', [entry.email, entry.ip]);
      // Now and then, rows no window counts any more go (cheap with the indexes; no job needed).
      if (Math.random() < 0.02)
        await tx.query('DELETE FROM account_mail_requests WHERE created_at < now() - make_interval(secs => $1)', [
          entry.windowSeconds * 2,
        ]);
    });
  }
}
