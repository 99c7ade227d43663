import { Injectable } from '@nestjs/common';
import { Database, type SqlExecutor } from '../database/database.js';
import type { DraftSectionKey } from './draft-section.js';

/** One section as stored: `present` tells a missing key from one stored as JSON null, which both read back as null. */
export interface StoredSection {
  present: boolean;
  value: unknown;
}

async function selectSection(
  sql: SqlExecutor,
  visitorId: string,
  key: DraftSectionKey,
  lock: '' | 'FOR UPDATE',
): Promise<StoredSection> {
  const [row] = await sql.query<StoredSection>(
    `SELECT data ? $2::text AS present, data -> $2::text AS value FROM drafts WHERE visitor_id = $1 ${lock}`,
    [visitorId, key],
  );
  return row ?? { present: false, value: undefined };
}

async function upsertSection(sql: SqlExecutor, visitorId: string, key: DraftSectionKey, json: string): Promise<void> {
  await sql.query(
    `INSERT INTO drafts (visitor_id, data) VALUES ($1, jsonb_build_object($2::text, $3::text::jsonb))
     ON CONFLICT (visitor_id) DO UPDATE
       SET data = drafts.data || jsonb_build_object($2::text, $3::text::jsonb), updated_at = now()`,
    [visitorId, key, json],
  );
}

/** The only code that reads or writes the `drafts` table. */
@Injectable()
export class DraftRepository {
  constructor(private readonly db: Database) {}

  async findData(visitorId: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.db.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM drafts WHERE visitor_id = $1',
      [visitorId],
    );
    return row?.data;
  }

  async findSection(visitorId: string, key: DraftSectionKey): Promise<StoredSection> {
    return selectSection(this.db, visitorId, key, '');
  }

  /**
   * Sets one key in one statement: concurrent saves of different steps never overwrite each other, and the
   * draft row is created on the first save. The value travels as JSON text and is cast server-side.
   */
  async upsertSection(visitorId: string, key: DraftSectionKey, json: string): Promise<void> {
    await upsertSection(this.db, visitorId, key, json);
  }

  /** Merges a JSON object of sections into the draft in one statement (all keys, or none when it fails). */
  async upsertSections(visitorId: string, json: string): Promise<void> {
    await this.db.query(
      `INSERT INTO drafts (visitor_id, data) VALUES ($1, $2::text::jsonb)
       ON CONFLICT (visitor_id) DO UPDATE SET data = drafts.data || $2::text::jsonb, updated_at = now()`,
      [visitorId, json],
    );
  }

  /**
   * Read-modify-write of one section with the draft row locked from the read to the write, so two requests
   * changing parts of the same section (two chapters of one outline) cannot lose each other's change.
   * `change` answers the new value as JSON text; when it throws, nothing is written. It is synchronous on purpose:
   * nothing slow may run while the row is locked.
   */
  async changeSection<Result>(
    visitorId: string,
    key: DraftSectionKey,
    change: (stored: StoredSection) => { json: string; result: Result },
  ): Promise<Result> {
    return this.db.transaction(async (tx) => {
      const { json, result } = change(await selectSection(tx, visitorId, key, 'FOR UPDATE'));
      await upsertSection(tx, visitorId, key, json);
      return result;
    });
  }

  /** When each of these drafts was last saved; visitors without a draft are left out. */
  async findUpdatedAt(visitorIds: readonly string[]): Promise<Map<string, Date>> {
    if (visitorIds.length === 0) return new Map();
    const rows = await this.db.query<{ visitor_id: string; updated_at: Date | string }>(
      'SELECT visitor_id, updated_at FROM drafts WHERE visitor_id = ANY($1::uuid[])',
      [visitorIds],
    );
    return new Map(rows.map((row) => [row.visitor_id, new Date(row.updated_at)]));
  }

  async deleteSection(visitorId: string, key: DraftSectionKey): Promise<void> {
    await this.db.query('UPDATE drafts SET data = data - $2::text, updated_at = now() WHERE visitor_id = $1', [
      visitorId,
      key,
    ]);
  }
}
