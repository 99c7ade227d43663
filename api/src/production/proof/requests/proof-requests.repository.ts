import { Injectable } from '@nestjs/common';
import type { ProofChangeKind, ProofRequestState, ProposedChapter } from '@storyloom/contracts/delivery';
import { Database, type SqlExecutor } from '../../../database/database.js';
import type { BibleEntry } from '../../../writing/writing.types.js';

/** What the engine proposed, kept until the buyer accepts or discards it. */
export interface StoredProposal {
  chapters: ProposedChapter[];
  /** The whole story bible after the change, when an entry changed. */
  bible?: BibleEntry[];
  /** A rename: every spelling replaced (`forms`, e.g. 'Grandpa' and 'Grandpa Joe') and the new name. */
  rename?: { from: string; to: string; forms: string[] };
}

export interface ProofRequest {
  id: string;
  orderId: string;
  number: number;
  baseVersion: number;
  chapter: number | null;
  instruction: string;
  state: ProofRequestState;
  kind: ProofChangeKind | null;
  message: string | null;
  proposal: StoredProposal | null;
  failureCode: string | null;
  acceptedVersion: number | null;
  jobId: string | null;
  attempts: number;
  createdAt: Date;
}

interface RequestRow {
  id: string;
  order_id: string;
  number: number;
  base_version: number;
  chapter: number | null;
  instruction: string;
  state: ProofRequestState;
  kind: ProofChangeKind | null;
  message: string | null;
  proposal: StoredProposal | string | null;
  failure_code: string | null;
  accepted_version: number | null;
  job_id: string | null;
  attempts: number;
  created_at: Date | string;
}

const COLUMNS =
  'id, order_id, number, base_version, chapter, instruction, state, kind, message, proposal, failure_code, accepted_version, job_id, attempts, created_at';

const toRequest = (row: RequestRow): ProofRequest => ({
  id: row.id,
  orderId: row.order_id,
  number: row.number,
  baseVersion: row.base_version,
  chapter: row.chapter,
  instruction: row.instruction,
  state: row.state,
  kind: row.kind,
  message: row.message,
  proposal: typeof row.proposal === 'string' ? (JSON.parse(row.proposal) as StoredProposal) : row.proposal,
  failureCode: row.failure_code,
  acceptedVersion: row.accepted_version,
  jobId: row.job_id,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
});

/**
 * The only code that reads or writes `proof_requests` (migration 0018): the buyer's plain-words requests. Every
 * change of state is conditional on the state it leaves, so a repeated job, two tabs or a retry change it once.
 */
@Injectable()
export class ProofRequestsRepository {
  constructor(private readonly db: Database) {}

  /** An order's requests, newest first. */
  async list(orderId: string): Promise<ProofRequest[]> {
    const rows = await this.db.query<RequestRow>(
      `SELECT ${COLUMNS} FROM proof_requests WHERE order_id = $1 ORDER BY number DESC`,
      [orderId],
    );
    return rows.map(toRequest);
  }

  async find(orderId: string, id: string): Promise<ProofRequest | undefined> {
    const [row] = await this.db.query<RequestRow>(
      `SELECT ${COLUMNS} FROM proof_requests WHERE order_id = $1 AND id = $2`,
      [orderId, id],
    );
    return row && toRequest(row);
  }

  async findById(id: string): Promise<ProofRequest | undefined> {
    const [row] = await this.db.query<RequestRow>(`SELECT ${COLUMNS} FROM proof_requests WHERE id = $1`, [id]);
    return row && toRequest(row);
  }

  /**
   * What the allowance and the one-at-a-time rule read, in the caller's transaction (the production row locked):
   * the requests that count (every one but those that failed, discarded since or not), how many are being worked
   * on, and the last number given.
   */
  async usage(tx: SqlExecutor, orderId: string): Promise<{ used: number; working: number; last: number }> {
    const [row] = await tx.query<{ used: number | string; working: number | string; last: number | string | null }>(
      `SELECT count(*) FILTER (WHERE failure_code IS NULL) AS used, count(*) FILTER (WHERE state = 'working') AS working, max(number) AS last
       FROM proof_requests WHERE order_id = $1`,
      [orderId],
    );
    return { used: Number(row?.used ?? 0), working: Number(row?.working ?? 0), last: Number(row?.last ?? 0) };
  }

  /** Requests that count against the allowance (every one that did not fail), outside a transaction: the reply's figure. */
  async used(orderId: string): Promise<number> {
    const [row] = await this.db.query<{ used: number | string }>(
      'SELECT count(*) AS used FROM proof_requests WHERE order_id = $1 AND failure_code IS NULL',
      [orderId],
    );
    return Number(row?.used ?? 0);
  }

  async insert(
    tx: SqlExecutor,
    request: {
      id: string;
      orderId: string;
      number: number;
      baseVersion: number;
      chapter: number | null;
      instruction: string;
      createdAt: Date;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO proof_requests (id, order_id, number, base_version, chapter, instruction, state, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'working', $7, $7)`,
      [
        request.id,
        request.orderId,
        request.number,
        request.baseVersion,
        request.chapter,
        request.instruction,
        request.createdAt.toISOString(),
      ],
    );
  }

  async setJob(tx: SqlExecutor, id: string, jobId: string): Promise<void> {
    await tx.query('UPDATE proof_requests SET job_id = $2 WHERE id = $1', [id, jobId]);
  }

  /** A worker starts on it (again, after a crash): counted for the log. False when it is no longer working. */
  async startAttempt(id: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE proof_requests SET attempts = attempts + 1, updated_at = now() WHERE id = $1 AND state = 'working' RETURNING id",
      [id],
    );
    return rows.length > 0;
  }

  async propose(id: string, kind: ProofChangeKind, message: string, proposal: StoredProposal): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE proof_requests SET state = 'proposed', kind = $2, message = $3, proposal = $4::text::jsonb, updated_at = now() WHERE id = $1 AND state = 'working' RETURNING id",
      [id, kind, message, JSON.stringify(proposal)],
    );
    return rows.length > 0;
  }

  async fail(id: string, code: string, message: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE proof_requests SET state = 'failed', failure_code = $2, message = $3, updated_at = now() WHERE id = $1 AND state = 'working' RETURNING id",
      [id, code, message],
    );
    return rows.length > 0;
  }

  /** In the transaction that inserts the version it made: false when it was accepted or discarded meanwhile. */
  async accept(tx: SqlExecutor, id: string, version: number): Promise<boolean> {
    const rows = await tx.query(
      "UPDATE proof_requests SET state = 'accepted', accepted_version = $2, updated_at = now() WHERE id = $1 AND state = 'proposed' RETURNING id",
      [id, version],
    );
    return rows.length > 0;
  }

  async discard(id: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE proof_requests SET state = 'discarded', updated_at = now() WHERE id = $1 AND state IN ('proposed', 'failed') RETURNING id",
      [id],
    );
    return rows.length > 0;
  }
}
