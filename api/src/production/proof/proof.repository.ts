import { Injectable } from '@nestjs/common';
import type { ProofChoice } from '@storyloom/contracts/delivery';
import { Database, type SqlExecutor } from '../../database/database.js';
import type { ProofContent } from '../production-pipeline.service.js';
import type { ProductionState } from '../production.repository.js';

export type Approver = 'buyer' | 'operator' | 'automatic';

export interface ProofVersionSummary {
  version: number;
  createdAt: Date;
  description: string;
  pageCount: number;
}

export interface StoredProofVersion extends ProofVersionSummary {
  content: ProofContent;
  chapterPages: Array<{ first: number; last: number }>;
  /** Where its interior.pdf and cover.pdf are: DATA_DIR/books/<order>/v<N>/. */
  filesDir: string;
}

export interface NewProofVersion {
  version: number;
  createdAt: Date;
  description: string;
  content: ProofContent;
  pageCount: number;
  chapterPages: Array<{ first: number; last: number }>;
  filesDir: string;
}

/** The production row's proof state, read locked in the caller's transaction. */
export interface LockedProof {
  state: ProductionState;
  failedStage: string | null;
  proofChoice: ProofChoice;
  approvedVersion: number | null;
  newestVersion: number | null;
}

/** An order waiting in review, for the reminders and automatic approval. */
export interface ReviewWaiting {
  orderId: string;
  reviewAt: Date;
  remindersSent: number;
}

type VersionRow = {
  version: number;
  created_at: Date | string;
  description: string;
  page_count: number;
  content?: ProofContent;
  chapter_pages?: Array<{ first: number; last: number }>;
  files_dir?: string;
};

const toSummary = (row: VersionRow): ProofVersionSummary => ({
  version: row.version,
  createdAt: new Date(row.created_at),
  description: row.description,
  pageCount: row.page_count,
});

/**
 * The only code that reads or writes `proof_versions` and the proof's columns: `orders.proof_choice` and
 * `order_production`'s review and approval columns (docs/product/proof.md).
 */
@Injectable()
export class ProofRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async versions(orderId: string): Promise<ProofVersionSummary[]> {
    const rows = await this.db.query<VersionRow>(
      'SELECT version, created_at, description, page_count FROM proof_versions WHERE order_id = $1 ORDER BY version',
      [orderId],
    );
    return rows.map(toSummary);
  }

  async version(orderId: string, version?: number): Promise<StoredProofVersion | undefined> {
    const [row] = await this.db.query<Required<VersionRow>>(
      `SELECT version, created_at, description, page_count, content, chapter_pages, files_dir FROM proof_versions
       WHERE order_id = $1 AND ($2::int IS NULL OR version = $2::int) ORDER BY version DESC LIMIT 1`,
      [orderId, version ?? null],
    );
    return row && { ...toSummary(row), content: row.content, chapterPages: row.chapter_pages, filesDir: row.files_dir };
  }

  /** Records a version once: false when that number exists already (another tab made it first). */
  async insertVersion(tx: SqlExecutor, orderId: string, version: NewProofVersion): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO proof_versions (order_id, version, created_at, description, content, page_count, chapter_pages, files_dir)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7::text::jsonb, $8) ON CONFLICT (order_id, version) DO NOTHING RETURNING version`,
      [
        orderId,
        version.version,
        version.createdAt.toISOString(),
        version.description,
        JSON.stringify(version.content),
        version.pageCount,
        JSON.stringify(version.chapterPages),
        version.filesDir,
      ],
    );
    return rows.length > 0;
  }

  /** The proof's state with the production row locked, so a change, an approval and the print hand-off never cross. */
  async lock(tx: SqlExecutor, orderId: string): Promise<LockedProof | undefined> {
    const [row] = await tx.query<{
      state: ProductionState;
      failed_stage: string | null;
      proof_choice: ProofChoice;
      approved_version: number | null;
      newest: number | null;
    }>(
      `SELECT p.state, p.failed_stage, o.proof_choice, p.approved_version,
         (SELECT max(v.version) FROM proof_versions v WHERE v.order_id = p.order_id) AS newest
       FROM order_production p JOIN orders o ON o.id = p.order_id WHERE p.order_id = $1 FOR UPDATE OF p`,
      [orderId],
    );
    return (
      row && {
        state: row.state,
        failedStage: row.failed_stage,
        proofChoice: row.proof_choice,
        approvedVersion: row.approved_version,
        newestVersion: row.newest === null ? null : Number(row.newest),
      }
    );
  }

  async setChoice(tx: SqlExecutor, orderId: string, choice: ProofChoice): Promise<void> {
    await tx.query('UPDATE orders SET proof_choice = $2, updated_at = now() WHERE id = $1', [orderId, choice]);
  }

  /** The book entered review at `at` (the reminders count from it). */
  async startReview(tx: SqlExecutor, orderId: string, at: Date): Promise<void> {
    await tx.query('UPDATE order_production SET review_at = COALESCE(review_at, $2) WHERE order_id = $1', [
      orderId,
      at.toISOString(),
    ]);
  }

  /** Records the approval; the order's page count becomes the approved version's (the print job says it). */
  async approve(
    tx: SqlExecutor,
    orderId: string,
    version: number,
    by: Approver,
    operator: string | null,
    at: Date,
  ): Promise<void> {
    await tx.query(
      `UPDATE order_production SET approved_version = $2, approved_by = $3, approved_operator = $4, approved_at = $5, updated_at = now(),
         interior_pages = (SELECT page_count FROM proof_versions WHERE order_id = $1 AND version = $2)
       WHERE order_id = $1`,
      [orderId, version, by, operator, at.toISOString()],
    );
  }

  /** Claims the "Ready for your review" e-mail once per order; false when it was sent (or is being sent) already. */
  async claimReviewEmail(orderId: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE order_production SET review_email_sent_at = now() WHERE order_id = $1 AND review_email_sent_at IS NULL RETURNING order_id',
      [orderId],
    );
    return rows.length > 0;
  }

  async releaseReviewEmail(orderId: string): Promise<void> {
    await this.db.query('UPDATE order_production SET review_email_sent_at = NULL WHERE order_id = $1', [orderId]);
  }

  async waitingForReview(): Promise<ReviewWaiting[]> {
    const rows = await this.db.query<{ order_id: string; review_at: Date | string; reminders_sent: number }>(
      "SELECT order_id, review_at, reminders_sent FROM order_production WHERE state = 'review' AND review_at IS NOT NULL ORDER BY review_at LIMIT 500",
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      reviewAt: new Date(row.review_at),
      remindersSent: row.reminders_sent,
    }));
  }

  /** Moves the reminder count from `from` to `to` once (two checks at once send one reminder). */
  async claimReminder(orderId: string, from: number, to: number): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE order_production SET reminders_sent = $3 WHERE order_id = $1 AND reminders_sent = $2 AND state = 'review' RETURNING order_id",
      [orderId, from, to],
    );
    return rows.length > 0;
  }

  async releaseReminder(orderId: string, from: number, to: number): Promise<void> {
    await this.db.query('UPDATE order_production SET reminders_sent = $2 WHERE order_id = $1 AND reminders_sent = $3', [
      orderId,
      from,
      to,
    ]);
  }
}
