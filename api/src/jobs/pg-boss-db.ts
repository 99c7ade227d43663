import type PgBoss from 'pg-boss';
import type { SqlExecutor } from '../database/database.js';

/**
 * pg-boss runs its SQL through this instead of a connection pool of its own, so the queue lives in the project's
 * database whichever it is: embedded PGlite (one session, no pool to give pg-boss) or the PostgreSQL server.
 * Statements with parameters go to `query`; SQL without them (pg-boss's multi-statement scripts: schema creation,
 * maintenance wrapped in BEGIN ... COMMIT) to `exec`, which PGlite and the simple query protocol run whole.
 *
 * Every statement in flight is counted, so stopping can wait for the last one (pg-boss does not await the
 * completion of a job it has just worked) before the database closes.
 */
export class PgBossDb implements PgBoss.Db {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly sql: SqlExecutor) {}

  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const running = (async () => ({
      rows: values && values.length > 0 ? await this.sql.query(text, values) : await this.sql.exec(text),
    }))();
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running)).catch(() => undefined);
    return running;
  }

  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  /** Resolves once every statement started so far has settled (whatever its outcome). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
