import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';
import type { DraftSectionKey } from './draft-section.js';

/** The only code that reads or writes the `drafts` table. */
@Injectable()
export class DraftRepository {
  constructor(private readonly db: Database) {}

  async findData(visitorId: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.db.query<{ data: Record<string, unknown> }>('SELECT data FROM drafts WHERE visitor_id = $1', [visitorId]);
    return row?.data;
  }

  /** `present` tells a missing key from one stored as JSON null, which both read back as null. */
  async findSection(visitorId: string, key: DraftSectionKey): Promise<{ present: boolean; value: unknown }> {
    const [row] = await this.db.query<{ present: boolean; value: unknown }>(
      'SELECT data ? $2::text AS present, data -> $2::text AS value FROM drafts WHERE visitor_id = $1',
      [visitorId, key],
    );
    return row ?? { present: false, value: undefined };
  }

  /**
   * Sets one key in one statement: concurrent saves of different steps never overwrite each other, and the
   * draft row is created on the first save. The value travels as JSON text and is cast server-side.
   */
  async upsertSection(visitorId: string, key: DraftSectionKey, json: string): Promise<void> {
    await this.db.query(
      `INSERT INTO drafts (visitor_id, data) VALUES ($1, jsonb_build_object($2::text, $3::text::jsonb))
       ON CONFLICT (visitor_id) DO UPDATE
         SET data = drafts.data || jsonb_build_object($2::text, $3::text::jsonb), updated_at = now()`,
      [visitorId, key, json],
    );
  }

  async deleteSection(visitorId: string, key: DraftSectionKey): Promise<void> {
    await this.db.query('UPDATE drafts SET data = data - $2::text, updated_at = now() WHERE visitor_id = $1', [visitorId, key]);
  }
}
