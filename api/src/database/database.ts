/** Anything that can run SQL: the database itself, or one transaction on it. */
export interface SqlExecutor {
  /** One parameterised statement ($1, $2, …); resolves to its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** A multi-statement script without parameters (migrations, the job queue's own SQL); resolves to its last statement's rows. */
  exec<Row extends object = Record<string, unknown>>(script: string): Promise<Row[]>;
}

/**
 * The one door to PostgreSQL (embedded PGlite or a server through `pg`). Only repositories and the migrator
 * use it. Inject it by this class: `constructor(private readonly db: Database)`.
 */
export abstract class Database implements SqlExecutor {
  abstract readonly driver: 'pglite' | 'postgres';
  abstract query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  abstract exec<Row extends object = Record<string, unknown>>(script: string): Promise<Row[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  abstract transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (a lower-case identifier) from any session, once
   * the transaction that sent it commits (never for one rolled back). Resolves, listening, to the function that stops.
   * Best effort: a notification missed while a dropped server connection is re-opened is not replayed.
   */
  abstract listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  abstract close(): Promise<void>;
}

/** Double-quotes an identifier for SQL text (schema names come from validated configuration). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
