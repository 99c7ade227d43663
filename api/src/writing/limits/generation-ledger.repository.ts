import { Injectable } from '@nestjs/common';
import { Database, type SqlExecutor } from '../../database/database.js';
import type { TokenUsage } from '../writing.types.js';

export type GenerationTask = 'summary' | 'outline' | 'chapter' | LimitedWorkTask;
/** Work that writes no text but costs like a generation (a designed cover), admitted under the same limits. */
export type LimitedWorkTask = 'cover' | 'covertest';
export type GenerationOutcome = 'succeeded' | 'failed' | 'aborted';

/** What the limits are judged on, counted inside the admission's lock. */
export interface GenerationUsage {
  visitorInWindow: number;
  /** Seconds until the visitor's oldest generation in the window leaves it (0 when none). */
  visitorWindowFreesInSeconds: number;
  ipInWindow: number;
  ipWindowFreesInSeconds: number;
  /** Every generation of this visitor's draft that did not fail. */
  draftTotal: number;
  /** This visitor's earlier generations of the same task, failed ones included. */
  taskTotal: number;
}

interface UsageRow {
  in_window: string | number;
  frees_in: string | number | null;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The only code that reads or writes the `generation_events` table. */
@Injectable()
export class GenerationLedgerRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts the usage and, when `decide` lets it through, records a new generation, all under advisory locks on
   * the visitor and the IP: concurrent requests (even in other processes) cannot both take the last slot.
   * Returns the new row's id, or throws what `decide` throws.
   */
  async admit(
    entry: { visitorId: string; ip: string; task: GenerationTask; windowSeconds: number },
    decide: (usage: GenerationUsage) => void,
  ): Promise<{ id: string; usage: GenerationUsage }> {
    return this.db.transaction(async (tx) => {
      // Always visitor first, then IP: one lock order everywhere means two admissions can never deadlock.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:generation:visitor:${entry.visitorId}`]);
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:generation:ip:${entry.ip}`]);
      const usage = await this.usage(tx, entry);
      decide(usage);
      const [row] = await tx.query<{ id: string | number }>(
        'INSERT INTO generation_events (visitor_id, ip, task) VALUES ($1, $2, $3) RETURNING id',
        [entry.visitorId, entry.ip, entry.task],
      );
      return { id: String(row!.id), usage };
    });
  }

  /** Records how the generation ended and, when the provider reported it, the tokens it used. */
  async finish(id: string, outcome: GenerationOutcome, usage?: TokenUsage): Promise<void> {
    await this.db.query(
      'UPDATE generation_events SET outcome = $2, prompt_tokens = $3, completion_tokens = $4 WHERE id = $1',
      [id, outcome, usage?.promptTokens ?? null, usage?.completionTokens ?? null],
    );
  }

  private async usage(
    tx: SqlExecutor,
    entry: { visitorId: string; ip: string; task: GenerationTask; windowSeconds: number },
  ): Promise<GenerationUsage> {
    // `frees_in`: when the oldest row inside the window slides out of it, i.e. when one more generation is allowed.
    const windowed = (column: 'visitor_id' | 'ip') => `
      SELECT count(*) AS in_window,
             ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())) AS frees_in
        FROM generation_events
       WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $2)`;
    const [visitor] = await tx.query<UsageRow>(windowed('visitor_id'), [entry.visitorId, entry.windowSeconds]);
    const [ip] = await tx.query<UsageRow>(windowed('ip'), [entry.ip, entry.windowSeconds]);
    const [totals] = await tx.query<{ draft_total: string | number; task_total: string | number }>(
      `SELECT count(*) FILTER (WHERE outcome NOT IN ('failed', 'aborted')) AS draft_total,
              count(*) FILTER (WHERE task = $2) AS task_total
         FROM generation_events WHERE visitor_id = $1`,
      [entry.visitorId, entry.task],
    );
    return {
      visitorInWindow: num(visitor?.in_window),
      visitorWindowFreesInSeconds: Math.max(0, num(visitor?.frees_in)),
      ipInWindow: num(ip?.in_window),
      ipWindowFreesInSeconds: Math.max(0, num(ip?.frees_in)),
      draftTotal: num(totals?.draft_total),
      taskTotal: num(totals?.task_total),
    };
  }
}
