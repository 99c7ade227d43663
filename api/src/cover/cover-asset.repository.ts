import { Injectable } from '@nestjs/common';
import { Database, type SqlExecutor } from '../database/database.js';

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

/** A file just written to the store, to be recorded (its id made by the caller). */
export type NewCoverAsset = CoverAsset;

/** Who a file is stored for: the visitor, and the network address of the request (for the per-address quota). */
export interface AssetOwner {
  visitorId: string;
  ip: string;
}

/** What is stored for a visitor or an address, in files and bytes (covers frozen in an order not counted). */
export interface StoredUsage {
  files: number;
  bytes: number;
}

/** A visitor who has files that may be purged, and the last time anything of step 4 was stored for them. */
export interface AssetOwnerActivity {
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

/**
 * True for a cover print or preview that an order froze (orders.cover is a stored cover choice, `{ coverId, ... }`):
 * production reads that print (CoverService.coverPrintOf) whatever the order's status, and any order may still be
 * paid (orders.repository's REACHABLE_FROM: a payment always wins), so such a file is never deleted and never counted
 * against a quota. Read here, in SQL, so the check and the deletion it guards see the same rows.
 */
const FROZEN_IN_AN_ORDER = `(cover_assets.cover_id IS NOT NULL AND EXISTS (
  SELECT 1 FROM orders WHERE orders.cover->>'coverId' = cover_assets.cover_id::text))`;

/** The only code that reads or writes the `cover_assets` table. */
@Injectable()
export class CoverAssetRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records stored files, all or none. A photo already recorded under the same key (the same picture sent again)
   * is kept as it is.
   */
  async insert(
    owner: AssetOwner,
    assets: readonly NewCoverAsset[],
    admit: (visitor: StoredUsage, ip: StoredUsage) => void = () => {},
  ): Promise<void> {
    if (assets.length === 0) return;
    await this.db.transaction(async (tx) => {
      // Under advisory locks on the visitor and the address (always in this order, so two stores never deadlock):
      // concurrent requests, even in other processes, cannot both take the last of a quota.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `storyloom:cover-quota:visitor:${owner.visitorId}`,
      ]);
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storyloom:cover-quota:ip:${owner.ip}`]);
      const [visitor, ip] = await this.usageIn(tx, owner);
      admit(visitor, ip);
      for (const asset of assets) {
        await tx.query(
          `INSERT INTO cover_assets (${COLUMNS}, client_ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (storage_key) DO NOTHING`,
          [
            asset.id,
            asset.visitorId,
            asset.kind,
            asset.coverId,
            asset.storageKey,
            asset.contentType,
            asset.byteSize,
            owner.ip,
          ],
        );
      }
    });
  }

  /** What the visitor and the address have stored now: [visitor, address]. */
  usage(owner: AssetOwner): Promise<[StoredUsage, StoredUsage]> {
    return this.usageIn(this.db, owner);
  }

  /** Of these keys, the ones recorded (a photo stored once is recorded once, whoever sent it first). */
  async recordedKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM cover_assets WHERE storage_key = ANY($1::text[])',
      [keys],
    );
    return new Set(rows.map((row) => row.storage_key));
  }

  /** The print and preview of one cover, only when they belong to this visitor. */
  async findCover(visitorId: string, coverId: string): Promise<CoverAsset[]> {
    const rows = await this.db.query<AssetRow>(
      `SELECT ${COLUMNS} FROM cover_assets WHERE visitor_id = $1 AND cover_id = $2`,
      [visitorId, coverId],
    );
    return rows.map(toAsset);
  }

  /**
   * Visitors with files stored before `before` that no order froze, with when step 4 last stored anything of theirs
   * (photos or covers): the candidates of the retention job.
   */
  async findPurgeableOwners(before: Date): Promise<AssetOwnerActivity[]> {
    const rows = await this.db.query<{ visitor_id: string; last_stored_at: Date | string }>(
      `SELECT visitor_id, max(created_at) AS last_stored_at FROM cover_assets
        WHERE visitor_id IN (SELECT visitor_id FROM cover_assets WHERE created_at < $1 AND NOT ${FROZEN_IN_AN_ORDER})
        GROUP BY visitor_id`,
      [before],
    );
    return rows.map((row) => ({ visitorId: row.visitor_id, lastStoredAt: new Date(row.last_stored_at) }));
  }

  /** Every file of the visitor's that no order froze: photos and covers (what the retention job deletes). */
  async findUnfrozen(visitorId: string): Promise<CoverAsset[]> {
    const rows = await this.db.query<AssetRow>(
      `SELECT ${COLUMNS} FROM cover_assets WHERE visitor_id = $1 AND NOT ${FROZEN_IN_AN_ORDER} ORDER BY created_at, id`,
      [visitorId],
    );
    return rows.map(toAsset);
  }

  /** The visitor's cover files other than `keptCoverId`'s that no order froze: covers a new choice replaced. */
  async findReplacedCovers(visitorId: string, keptCoverId: string): Promise<CoverAsset[]> {
    const rows = await this.db.query<AssetRow>(
      `SELECT ${COLUMNS} FROM cover_assets
        WHERE visitor_id = $1 AND cover_id IS NOT NULL AND cover_id <> $2 AND NOT ${FROZEN_IN_AN_ORDER}
        ORDER BY created_at, id`,
      [visitorId, keptCoverId],
    );
    return rows.map(toAsset);
  }

  async deleteByIds(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM cover_assets WHERE id = ANY($1::uuid[])', [ids]);
  }

  private async usageIn(sql: SqlExecutor, owner: AssetOwner): Promise<[StoredUsage, StoredUsage]> {
    const [row] = await sql.query<{
      visitor_files: string | number;
      visitor_bytes: string | number;
      ip_files: string | number;
      ip_bytes: string | number;
    }>(
      `SELECT count(*) FILTER (WHERE visitor_id = $1) AS visitor_files,
              coalesce(sum(byte_size) FILTER (WHERE visitor_id = $1), 0) AS visitor_bytes,
              count(*) FILTER (WHERE client_ip = $2) AS ip_files,
              coalesce(sum(byte_size) FILTER (WHERE client_ip = $2), 0) AS ip_bytes
         FROM cover_assets
        WHERE (visitor_id = $1 OR client_ip = $2) AND NOT ${FROZEN_IN_AN_ORDER}`,
      [owner.visitorId, owner.ip],
    );
    return [
      { files: Number(row!.visitor_files), bytes: Number(row!.visitor_bytes) },
      { files: Number(row!.ip_files), bytes: Number(row!.ip_bytes) },
    ];
  }
}
