import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.js';

export type CoverAssetKind = 'photo' | 'cover_print' | 'cover_preview';

export interface CoverAsset {
  id: string;
  visitorId: string;
  kind: CoverAssetKind;
  coverId: string | null;
  storageKey: string;
  contentType: string;
  byteSize: number;
}

export interface NewCoverAsset extends Omit<CoverAsset, 'id'> {
  id: string;
}

/** A visitor who has photos stored, and the last time anything of step 4 was stored for them. */
export interface PhotoOwner {
  visitorId: string;
  lastStoredAt: Date;
}

interface AssetRow {
  id: string;
  visitor_id: string;
  kind: CoverAssetKind;
  cover_id: string | null;
  storage_key: string;
  content_type: string;
  byte_size: number | string;
}

const toAsset = (row: AssetRow): CoverAsset => ({
  id: row.id,
  visitorId: row.visitor_id,
  kind: row.kind,
  coverId: row.cover_id,
  storageKey: row.storage_key,
  contentType: row.content_type,
  byteSize: Number(row.byte_size),
});

const COLUMNS = 'id, visitor_id, kind, cover_id, storage_key, content_type, byte_size';

/** The only code that reads or writes the `cover_assets` table. */
@Injectable()
export class CoverAssetRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records stored files, all or none. A photo already recorded under the same key (the same picture sent again)
   * is kept as it is.
   */
  async insert(assets: readonly NewCoverAsset[]): Promise<void> {
    if (assets.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const asset of assets) {
        await tx.query(
          `INSERT INTO cover_assets (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (storage_key) DO NOTHING`,
          [asset.id, asset.visitorId, asset.kind, asset.coverId, asset.storageKey, asset.contentType, asset.byteSize],
        );
      }
    });
  }

  /** The print and preview of one cover, only when they belong to this visitor. */
  async findCover(visitorId: string, coverId: string): Promise<CoverAsset[]> {
    const rows = await this.db.query<AssetRow>(`SELECT ${COLUMNS} FROM cover_assets WHERE visitor_id = $1 AND cover_id = $2`, [visitorId, coverId]);
    return rows.map(toAsset);
  }

  async findPhotos(visitorId: string): Promise<CoverAsset[]> {
    const rows = await this.db.query<AssetRow>(`SELECT ${COLUMNS} FROM cover_assets WHERE visitor_id = $1 AND kind = 'photo' ORDER BY created_at, id`, [visitorId]);
    return rows.map(toAsset);
  }

  /** Visitors with photos stored before `before`, with when step 4 last stored anything of theirs (photos or covers). */
  async findPhotoOwners(before: Date): Promise<PhotoOwner[]> {
    const rows = await this.db.query<{ visitor_id: string; last_stored_at: Date | string }>(
      `SELECT visitor_id, max(created_at) AS last_stored_at FROM cover_assets
        WHERE visitor_id IN (SELECT visitor_id FROM cover_assets WHERE kind = 'photo' AND created_at < $1)
        GROUP BY visitor_id`,
      [before],
    );
    return rows.map((row) => ({ visitorId: row.visitor_id, lastStoredAt: new Date(row.last_stored_at) }));
  }

  async deleteByIds(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM cover_assets WHERE id = ANY($1::uuid[])', [ids]);
  }
}
