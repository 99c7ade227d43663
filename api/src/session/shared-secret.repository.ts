import type { SqlExecutor } from '../database/database.js';

/** The `shared_secrets` rows (migration 0019): secrets every API and worker process reads alike. */
export class SharedSecretRepository {
  constructor(private readonly db: SqlExecutor) {}

  /**
   * The secret called `name`: `candidate` when no process has stored one yet, else the stored one. Two processes
   * starting at once both offer theirs; the database keeps the first and both read it back.
   */
  async createOnce(name: string, candidate: string): Promise<{ value: string; created: boolean }> {
    const inserted = await this.db.query<{ value: string }>(
      'INSERT INTO shared_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value',
      [name, candidate],
    );
    if (inserted[0]) return { value: inserted[0].value, created: true };
    const [row] = await this.db.query<{ value: string }>('SELECT value FROM shared_secrets WHERE name = $1', [name]);
    if (!row) throw new Error(`shared secret "${name}" vanished while it was being read`);
    return { value: row.value, created: false };
  }
}
