import { Injectable } from '@nestjs/common';
import { InjectClock, type Clock } from '../config/clock.js';
import { Database, type SqlExecutor } from '../database/database.js';
import type { ChapterFlag } from '../writing/writing.types.js';

/** Where a paid book is (order_production.state). */
export type ProductionState = 'queued' | 'writing' | 'typesetting' | 'typeset' | 'review' | 'ready' | 'failed';
export type FailedStage = 'writing' | 'typesetting' | 'printing';

export interface ProductionRecord {
  orderId: string;
  state: ProductionState;
  chaptersTotal: number | null;
  chaptersDone: number;
  interiorPages: number | null;
  failedStage: FailedStage | null;
  failureMessage: string | null;
  /** What ended the failed stage, for the operators (the error of its last attempt); never shown to the customer. */
  failureCause: string | null;
  readyAt: Date | null;
  updatedAt: Date;
  /** The proof version approved for print (docs/product/proof.md); null before approval and for 'print when written'. */
  approvedVersion: number | null;
  approvedAt: Date | null;
  approvedBy: 'buyer' | 'operator' | 'automatic' | null;
  /** The operator's name when an operator approved on the buyer's behalf. */
  approvedOperator: string | null;
  /** The proof's newest version (proof_versions), null before the book first reached review. */
  newestProofVersion: number | null;
}

export interface StoredChapter {
  number: number;
  title: string;
  text: string;
  newFacts: string[];
  /** 'openai' or 'offline'; 'step4' for chapter 1, written on /step4 and frozen in the order. */
  writer: string;
  model: string | null;
  promptVersion: string;
  /** What the chapter's checks flagged when it was written ([] for chapters stored before flags were kept). */
  flags: ChapterFlag[];
}

interface ProductionRow {
  order_id: string;
  state: ProductionState;
  chapters_total: number | null;
  chapters_done: number | string;
  interior_pages: number | null;
  failed_stage: FailedStage | null;
  failure_message: string | null;
  failure_cause: string | null;
  ready_at: Date | string | null;
  updated_at: Date | string;
  approved_version: number | null;
  approved_at: Date | string | null;
  approved_by: 'buyer' | 'operator' | 'automatic' | null;
  approved_operator: string | null;
  newest_proof_version: number | null;
}

/** The job attempt working a stage: pg-boss keeps the id across retries; `attempt` is its retryCount. */
export interface ActiveAttempt {
  queue: string;
  id: string;
  attempt: number;
}

export interface StaleStage {
  orderId: string;
  queue: string;
  jobId: string;
  /** The job's retryCount when its worker entered the stage; null for a stage entered before migration 0020. */
  attempt: number | null;
}

const toRecord = (row: ProductionRow): ProductionRecord => ({
  orderId: row.order_id,
  state: row.state,
  chaptersTotal: row.chapters_total,
  chaptersDone: Number(row.chapters_done),
  interiorPages: row.interior_pages,
  failedStage: row.failed_stage,
  failureMessage: row.failure_message,
  failureCause: row.failure_cause,
  readyAt: row.ready_at === null ? null : new Date(row.ready_at),
  updatedAt: new Date(row.updated_at),
  approvedVersion: row.approved_version,
  approvedAt: row.approved_at === null ? null : new Date(row.approved_at),
  approvedBy: row.approved_by,
  approvedOperator: row.approved_operator,
  newestProofVersion: row.newest_proof_version === null ? null : Number(row.newest_proof_version),
});

/** The only code that reads or writes `order_production` and `order_chapters`. */
@Injectable()
export class ProductionRepository {
  constructor(
    private readonly db: Database,
    @InjectClock() private readonly clock: Clock,
  ) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The production row of a newly paid order, once: false when it already exists. */
  async create(tx: SqlExecutor, orderId: string): Promise<boolean> {
    const rows = await tx.query(
      'INSERT INTO order_production (order_id) VALUES ($1) ON CONFLICT (order_id) DO NOTHING RETURNING order_id',
      [orderId],
    );
    return rows.length > 0;
  }

  async find(orderId: string): Promise<ProductionRecord | undefined> {
    const [row] = await this.db.query<ProductionRow>(
      `SELECT p.order_id, p.state, p.chapters_total, p.interior_pages, p.failed_stage, p.failure_message, p.failure_cause, p.ready_at, p.updated_at, p.approved_version, p.approved_at, p.approved_by,
         p.approved_operator, (SELECT count(*) FROM order_chapters c WHERE c.order_id = p.order_id) AS chapters_done,
         (SELECT max(v.version) FROM proof_versions v WHERE v.order_id = p.order_id) AS newest_proof_version
       FROM order_production p WHERE p.order_id = $1`,
      [orderId],
    );
    return row && toRecord(row);
  }

  /**
   * The stage guard: moves the order from one of `from` to `to` and records the job now working it; false when the
   * order is in no such state (the stage already ran, or another stage owns it), and then the job does nothing.
   */
  async enter(
    tx: SqlExecutor,
    orderId: string,
    from: readonly ProductionState[],
    to: ProductionState,
    job: ActiveAttempt,
    extra: { chaptersTotal?: number } = {},
  ): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE order_production SET state = $2, active_queue = $3, active_job_id = $4, active_attempt = $7, heartbeat_at = $8, updated_at = now(),
         chapters_total = COALESCE($5, chapters_total)
       WHERE order_id = $1 AND state = ANY($6::text[]) RETURNING order_id`,
      [orderId, to, job.queue, job.id, extra.chaptersTotal ?? null, [...from], job.attempt, this.clock()],
    );
    return rows.length > 0;
  }

  /** Ends a stage: from `from` to `to`, the job no longer active. False when the order had left `from` meanwhile. */
  async advance(
    tx: SqlExecutor,
    orderId: string,
    from: ProductionState,
    to: ProductionState,
    extra: { interiorPages?: number } = {},
  ): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE order_production SET state = $3, active_queue = NULL, active_job_id = NULL, active_attempt = NULL, heartbeat_at = NULL, updated_at = now(),
         interior_pages = COALESCE($4, interior_pages), ready_at = CASE WHEN $3 = 'ready' THEN now() ELSE ready_at END
       WHERE order_id = $1 AND state = $2 RETURNING order_id`,
      [orderId, from, to, extra.interiorPages ?? null],
    );
    return rows.length > 0;
  }

  /**
   * The stage's last attempt failed: the order shows the failure (the customer's `message`, the operators' `cause`)
   * until an operator retries it. False when the order had left `from` (another attempt recorded it already).
   */
  async fail(
    orderId: string,
    from: readonly ProductionState[],
    stage: FailedStage,
    message: string,
    cause: string,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE order_production SET state = 'failed', failed_stage = $3, failure_message = $4, failure_cause = $5, active_queue = NULL,
         active_job_id = NULL, active_attempt = NULL, heartbeat_at = NULL, updated_at = now()
       WHERE order_id = $1 AND state = ANY($2::text[]) RETURNING order_id`,
      [orderId, [...from], stage, message.slice(0, 500), cause.slice(0, 2000)],
    );
    return rows.length > 0;
  }

  /** An operator's retry: a failed order goes back to where `stage` starts; false when it is not failed there. */
  async reopen(tx: SqlExecutor, orderId: string, stage: FailedStage, to: ProductionState): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE order_production SET state = $3, failed_stage = NULL, failure_message = NULL, failure_cause = NULL, active_queue = NULL, active_job_id = NULL, active_attempt = NULL, heartbeat_at = NULL, updated_at = now()
       WHERE order_id = $1 AND state = 'failed' AND failed_stage = $2 RETURNING order_id`,
      [orderId, stage, to],
    );
    return rows.length > 0;
  }

  /**
   * The order's proof choice, read with its production row locked for the caller's transaction: the end of
   * typesetting and a change of choice take the same lock, so a book never goes both to review and to print.
   */
  async lockedProofChoice(
    tx: SqlExecutor,
    orderId: string,
  ): Promise<{ state: ProductionState; proofChoice: 'review' | 'print_when_written' } | undefined> {
    const [row] = await tx.query<{ state: ProductionState; proof_choice: 'review' | 'print_when_written' }>(
      'SELECT p.state, o.proof_choice FROM order_production p JOIN orders o ON o.id = p.order_id WHERE p.order_id = $1 FOR UPDATE OF p',
      [orderId],
    );
    return row && { state: row.state, proofChoice: row.proof_choice };
  }

  /** The running stage's worker (that attempt of the job) is alive. */
  async heartbeat(orderId: string, jobId: string, attempt: number): Promise<void> {
    await this.db.query(
      'UPDATE order_production SET heartbeat_at = $3 WHERE order_id = $1 AND active_job_id = $2 AND active_attempt IS NOT DISTINCT FROM $4',
      [orderId, jobId, this.clock(), attempt],
    );
  }

  /** The job's attempt ended and a retry will follow: no worker is on the stage until then (nor a stale one to find). */
  async release(orderId: string, jobId: string): Promise<void> {
    await this.db.query(
      'UPDATE order_production SET active_queue = NULL, active_job_id = NULL, active_attempt = NULL, heartbeat_at = NULL WHERE order_id = $1 AND active_job_id = $2',
      [orderId, jobId],
    );
  }

  /**
   * Stages whose worker has not been heard of for `staleSeconds` by the app's clock (CLOCK: the heartbeats are written
   * with it too); each is released (handed back once).
   */
  async releaseStale(staleSeconds: number): Promise<StaleStage[]> {
    const rows = await this.db.query<{ order_id: string; queue: string; job_id: string; attempt: number | null }>(
      `WITH stale AS (
         SELECT order_id, active_queue, active_job_id, active_attempt FROM order_production
         WHERE active_job_id IS NOT NULL AND heartbeat_at < $1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE order_production p SET active_queue = NULL, active_job_id = NULL, active_attempt = NULL, heartbeat_at = NULL
       FROM stale WHERE p.order_id = stale.order_id
       RETURNING p.order_id, stale.active_queue AS queue, stale.active_job_id AS job_id, stale.active_attempt AS attempt`,
      [new Date(this.clock().getTime() - staleSeconds * 1000)],
    );
    return rows.map((row) => ({ orderId: row.order_id, queue: row.queue, jobId: row.job_id, attempt: row.attempt }));
  }

  /** The book's back-cover blurb; undefined when none was kept (an order written before blurbs). */
  async blurb(orderId: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ back_cover_blurb: string | null }>(
      'SELECT back_cover_blurb FROM order_production WHERE order_id = $1',
      [orderId],
    );
    return row?.back_cover_blurb ?? undefined;
  }

  /** Keeps the book's blurb once (one kept by an earlier attempt stays as it was). */
  async storeBlurb(orderId: string, blurb: string): Promise<void> {
    await this.db.query(
      'UPDATE order_production SET back_cover_blurb = COALESCE(back_cover_blurb, $2) WHERE order_id = $1',
      [orderId, blurb],
    );
  }

  async chapters(orderId: string): Promise<StoredChapter[]> {
    const rows = await this.db.query<{
      number: number;
      title: string;
      text: string;
      new_facts: string[];
      writer: string;
      model: string | null;
      prompt_version: string;
      flags: ChapterFlag[];
    }>(
      'SELECT number, title, text, new_facts, writer, model, prompt_version, flags FROM order_chapters WHERE order_id = $1 ORDER BY number',
      [orderId],
    );
    return rows.map((row) => ({
      number: row.number,
      title: row.title,
      text: row.text,
      newFacts: row.new_facts,
      writer: row.writer,
      model: row.model,
      promptVersion: row.prompt_version,
      flags: row.flags,
    }));
  }

  /** Keeps a chapter once (a chapter stored by an earlier attempt stays as it was). */
  async storeChapter(orderId: string, chapter: StoredChapter): Promise<void> {
    await this.db.query(
      `INSERT INTO order_chapters (order_id, number, title, text, new_facts, writer, model, prompt_version, flags)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9::text::jsonb) ON CONFLICT (order_id, number) DO NOTHING`,
      [
        orderId,
        chapter.number,
        chapter.title,
        chapter.text,
        JSON.stringify(chapter.newFacts),
        chapter.writer,
        chapter.model,
        chapter.promptVersion,
        JSON.stringify(chapter.flags),
      ],
    );
  }

  /** When each chapter was stored (tests and operators: chapters kept across a crash keep their first time). */
  async chapterTimes(orderId: string): Promise<Map<number, Date>> {
    const rows = await this.db.query<{ number: number; written_at: Date | string }>(
      'SELECT number, written_at FROM order_chapters WHERE order_id = $1',
      [orderId],
    );
    return new Map(rows.map((row) => [row.number, new Date(row.written_at)]));
  }
}
