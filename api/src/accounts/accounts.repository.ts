import { Injectable } from '@nestjs/common';
import { Database, type SqlExecutor } from '../database/database.js';

export interface AccountRecord {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  draftVisitorId: string;
}

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

interface AccountRow {
  id: string;
  email: string;
  full_name: string;
  password_hash: string;
  email_verified_at: Date | string | null;
  draft_visitor_id: string;
}

const ACCOUNT_COLUMNS = 'a.id, a.email, a.full_name, a.password_hash, a.email_verified_at, a.draft_visitor_id';

const toAccount = (row: AccountRow): AccountRecord => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  passwordHash: row.password_hash,
  emailVerifiedAt: row.email_verified_at === null ? null : new Date(row.email_verified_at),
  draftVisitorId: row.draft_visitor_id,
});

/** What the login limits are judged on, counted under the admission's locks. */
export interface LoginFailureCounts {
  account: number;
  accountFreesInSeconds: number;
  ip: number;
  ipFreesInSeconds: number;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The only code that reads or writes `accounts`, `account_sessions`, `account_tokens`, `login_failures` and `retired_draft_keys`. */
@Injectable()
export class AccountsRepository {
  constructor(private readonly db: Database) {}

  /** Creates the account; undefined when the (lower-cased) address already has one. */
  async insert(account: {
    id: string;
    email: string;
    fullName: string;
    passwordHash: string;
    draftVisitorId: string;
  }): Promise<AccountRecord | undefined> {
    const [row] = await this.db.query<AccountRow>(
      `INSERT INTO accounts AS a (id, email, full_name, password_hash, draft_visitor_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
      [account.id, account.email, account.fullName, account.passwordHash, account.draftVisitorId],
    );
    return row && toAccount(row);
  }

  async findByEmail(email: string, sql: SqlExecutor = this.db): Promise<AccountRecord | undefined> {
    const [row] = await sql.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.email = lower($1)`, [
      email,
    ]);
    return row && toAccount(row);
  }

  async findById(id: string): Promise<AccountRecord | undefined> {
    const [row] = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
    return row && toAccount(row);
  }

  /**
   * Whether this visitor id is, or was, an account's draft key: such an id reaches a draft only through a session of
   * its account (account-draft.middleware.ts), even after the account took another draft and left this one behind.
   */
  async isAccountDraft(visitorId: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM accounts WHERE draft_visitor_id = $1 UNION ALL SELECT 1 FROM retired_draft_keys WHERE visitor_id = $1 LIMIT 1',
      [visitorId],
    );
    return rows.length > 0;
  }

  /** The account's draft is now `visitorId`'s; the draft it had stays stored, its key retired (see isAccountDraft). */
  async setDraftVisitor(accountId: string, visitorId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO retired_draft_keys (visitor_id) SELECT draft_visitor_id FROM accounts WHERE id = $1 AND draft_visitor_id <> $2 ON CONFLICT DO NOTHING',
        [accountId, visitorId],
      );
      await tx.query('UPDATE accounts SET draft_visitor_id = $2, updated_at = now() WHERE id = $1', [
        accountId,
        visitorId,
      ]);
    });
  }

  /** Marks the address verified (once: the first time stays recorded); answers the account. */
  async markVerified(accountId: string): Promise<AccountRecord | undefined> {
    const [row] = await this.db.query<AccountRow>(
      `UPDATE accounts a SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE a.id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
      [accountId],
    );
    return row && toAccount(row);
  }

  /** A new password: every session of the account ends with it. */
  async changePassword(accountId: string, passwordHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE accounts SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
        [accountId, passwordHash],
      );
      await tx.query('DELETE FROM account_sessions WHERE account_id = $1', [accountId]);
    });
  }

  // Sessions

  async createSession(tokenHash: string, accountId: string, visitorId: string, lifetimeSeconds: number): Promise<void> {
    await this.db.query(
      `INSERT INTO account_sessions (token_hash, account_id, visitor_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [tokenHash, accountId, visitorId, lifetimeSeconds],
    );
  }

  /** The signed-in account of an unexpired session, with the visitor the session is bound to. */
  async findSession(tokenHash: string): Promise<{ account: AccountRecord; visitorId: string } | undefined> {
    const [row] = await this.db.query<AccountRow & { session_visitor_id: string }>(
      `SELECT ${ACCOUNT_COLUMNS}, s.visitor_id AS session_visitor_id
         FROM account_sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    return row && { account: toAccount(row), visitorId: row.session_visitor_id };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.query('DELETE FROM account_sessions WHERE token_hash = $1', [tokenHash]);
  }

  // Single-use links

  async createToken(
    tokenHash: string,
    accountId: string,
    purpose: AccountTokenPurpose,
    lifetimeSeconds: number,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO account_tokens (token_hash, account_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [tokenHash, accountId, purpose, lifetimeSeconds],
    );
  }

  /** Seconds since the account's newest link of this purpose was made; undefined when it has none. */
  async secondsSinceLastToken(accountId: string, purpose: AccountTokenPurpose): Promise<number | undefined> {
    const [row] = await this.db.query<{ seconds: string | number | null }>(
      'SELECT extract(epoch FROM now() - max(created_at)) AS seconds FROM account_tokens WHERE account_id = $1 AND purpose = $2',
      [accountId, purpose],
    );
    return row?.seconds === null || row?.seconds === undefined ? undefined : Number(row.seconds);
  }

  /**
   * Uses the link once: marks it used and answers its account, only while it is unused, unexpired and (when
   * `accountId` is given) the link of that account (one statement, so two clicks at once cannot both use it).
   * Otherwise answers why not, leaving the link as it was: 'other_account' for a valid link of another account.
   */
  async consumeToken(
    tokenHash: string,
    purpose: AccountTokenPurpose,
    accountId?: string,
  ): Promise<{ accountId: string } | 'expired' | 'invalid' | 'other_account'> {
    const [used] = await this.db.query<{ account_id: string }>(
      `UPDATE account_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND ($3::uuid IS NULL OR account_id = $3::uuid)
        RETURNING account_id`,
      [tokenHash, purpose, accountId ?? null],
    );
    if (used) return { accountId: used.account_id };
    const [row] = await this.db.query<{ used: boolean; expired: boolean; account_id: string }>(
      'SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired, account_id FROM account_tokens WHERE token_hash = $1 AND purpose = $2',
      [tokenHash, purpose],
    );
    if (!row || row.used) return 'invalid';
    if (row.expired) return 'expired';
    return 'other_account';
  }

  /** Every unused link of this purpose stops working (a newer one was used). */
  async retireTokens(accountId: string, purpose: AccountTokenPurpose): Promise<void> {
    await this.db.query(
      'UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL',
      [accountId, purpose],
    );
  }

  // Login limits

  /**
   * Counts the failed logins in the window for the address and the IP and, when `decide` lets the attempt through,
   * records it as a failure (cleared on success), all under advisory locks on both: parallel guesses cannot slip
   * past the limit while the password is being checked. Answers the recorded row's id.
   */
  async admitLogin(
    entry: { email: string; ip: string; windowSeconds: number },
    decide: (counts: LoginFailureCounts) => void,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      // Always the address first, then the IP: one lock order everywhere, so two admissions never deadlock.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:login:email:${entry.email}`]);
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:login:ip:${entry.ip}`]);
      const windowed = (column: 'email' | 'ip') => `
        SELECT count(*) AS in_window, ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())) AS frees_in
          FROM login_failures WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $2)`;
      const [account] = await tx.query<{ in_window: string | number; frees_in: string | number | null }>(
        windowed('email'),
        [entry.email, entry.windowSeconds],
      );
      const [ip] = await tx.query<{ in_window: string | number; frees_in: string | number | null }>(windowed('ip'), [
        entry.ip,
        entry.windowSeconds,
      ]);
      decide({
        account: num(account?.in_window),
        accountFreesInSeconds: Math.max(1, num(account?.frees_in)),
        ip: num(ip?.in_window),
        ipFreesInSeconds: Math.max(1, num(ip?.frees_in)),
      });
      const [row] = await tx.query<{ id: string | number }>(
        'INSERT INTO login_failures (email, ip) VALUES ($1, $2) RETURNING id',
        [entry.email, entry.ip],
      );
      // Now and then, failures no window counts any more go (cheap with the indexes; no job needed).
      if (Math.random() < 0.02)
        await tx.query('DELETE FROM login_failures WHERE created_at < now() - make_interval(secs => $1)', [
          entry.windowSeconds * 2,
        ]);
      return String(row!.id);
    });
  }

  /** A successful login (or a new password) clears the address's failures. */
  async clearLoginFailures(email: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE email = $1', [email]);
  }
}
