import type { Database, SqlExecutor } from '../database/database.js';

/**
 * "A job was sent to queue X": a PostgreSQL NOTIFY on a channel of the job schema's own, with the queue's name as
 * payload, so every process working jobs (the API, `npm run worker`s) fetches it at once instead of at its next
 * poll. Sent in the sending transaction, it is delivered only when that transaction commits, when the job becomes
 * visible, and never for one rolled back. PGlite, one session in one process, delivers it to that process alike.
 * Polling stays the fallback for a notification lost (a listening connection re-opened) or a job due later.
 */
export class SentJobSignal {
  /** Schemas are lower-case identifiers of at most 50 characters (jobs.config.ts): the channel fits PostgreSQL's 63. */
  readonly channel: string;

  constructor(jobsSchema: string) {
    this.channel = `${jobsSchema}_sent`;
  }

  /** In `sql`'s transaction (delivered at its commit), or at once on the database. */
  async send(sql: SqlExecutor, queue: string): Promise<void> {
    await sql.query('SELECT pg_notify($1, $2)', [this.channel, queue]);
  }

  /** Calls `onSent(queue)` for each job sent from now on, by any process; resolves to the function that stops it. */
  listen(database: Database, onSent: (queue: string) => void): Promise<() => Promise<void>> {
    return database.listen(this.channel, onSent);
  }
}
