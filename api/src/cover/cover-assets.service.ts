import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CoverAssetRepository, type CoverAsset, type NewCoverAsset } from './cover-asset.repository.js';
import { PHOTO_STORE, type PhotoStore } from './storage/photo-store.js';
import type { CheckedPhoto } from './uploads/photo-check.js';

/** A cover's two files: the print version for the book and the screen preview. */
export interface CoverFiles {
  print: Buffer;
  preview: Buffer;
}

const CONTENT_TYPE = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * Step 4's private files: each one written to the PhotoStore under the visitor's folder and recorded in
 * `cover_assets` with its owner, so it is only ever read back for that owner.
 */
@Injectable()
export class CoverAssetsService {
  private readonly logger = new Logger('CoverAssets');

  constructor(
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
    private readonly assets: CoverAssetRepository,
  ) {}

  /** Keeps the checked photos under the visitor's draft; a photo sent again is stored once (keyed by its digest). */
  async storePhotos(visitorId: string, photos: readonly CheckedPhoto[]): Promise<void> {
    const records: NewCoverAsset[] = photos.map((photo) => ({
      id: randomUUID(),
      visitorId,
      kind: 'photo',
      coverId: null,
      storageKey: `visitors/${visitorId}/photos/${photo.digest}.${photo.format === 'jpeg' ? 'jpg' : 'png'}`,
      contentType: CONTENT_TYPE[photo.format],
      byteSize: photo.data.length,
    }));
    await this.write(records, photos.map((photo) => photo.data));
  }

  /** Keeps a cover's print and preview (PNG) under a new id, which the visitor's later requests name it by. */
  async storeCover(visitorId: string, files: CoverFiles): Promise<string> {
    const coverId = randomUUID();
    const record = (kind: 'cover_print' | 'cover_preview', data: Buffer): NewCoverAsset => ({
      id: randomUUID(),
      visitorId,
      kind,
      coverId,
      storageKey: `visitors/${visitorId}/covers/${coverId}/${kind === 'cover_print' ? 'print' : 'preview'}.png`,
      contentType: 'image/png',
      byteSize: data.length,
    });
    await this.write([record('cover_print', files.print), record('cover_preview', files.preview)], [files.print, files.preview]);
    return coverId;
  }

  /** Whether this visitor owns a cover with this id (another visitor's cover is simply not there). */
  async ownsCover(visitorId: string, coverId: string): Promise<boolean> {
    return (await this.assets.findCover(visitorId, coverId)).length > 0;
  }

  /** The cover's preview PNG, only for its owner; undefined otherwise. */
  async coverPreview(visitorId: string, coverId: string): Promise<Buffer | undefined> {
    return this.read(visitorId, coverId, 'cover_preview');
  }

  /** The cover's print PNG, only for its owner; undefined otherwise. */
  async coverPrint(visitorId: string, coverId: string): Promise<Buffer | undefined> {
    return this.read(visitorId, coverId, 'cover_print');
  }

  /** The visitor's stored photos' records (for tests of what is kept, and the retention job). */
  photos(visitorId: string): Promise<CoverAsset[]> {
    return this.assets.findPhotos(visitorId);
  }

  /** Deletes files and then their records: a file that cannot be deleted keeps its record, so a later run retries. */
  async delete(assets: readonly CoverAsset[]): Promise<void> {
    await this.store.delete(assets.map((asset) => asset.storageKey));
    await this.assets.deleteByIds(assets.map((asset) => asset.id));
  }

  private async read(visitorId: string, coverId: string, kind: 'cover_print' | 'cover_preview'): Promise<Buffer | undefined> {
    const asset = (await this.assets.findCover(visitorId, coverId)).find((candidate) => candidate.kind === kind);
    return asset ? this.store.get(asset.storageKey) : undefined;
  }

  /** Files first, then their records in one transaction; when the records fail, the files just written go too. */
  private async write(records: readonly NewCoverAsset[], data: readonly Buffer[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const [index, record] of records.entries()) {
        await this.store.put(record.storageKey, data[index]!, record.contentType);
        written.push(record.storageKey);
      }
      await this.assets.insert(records);
    } catch (error) {
      // Photos are keyed by content: one already recorded from an earlier request must not lose its file.
      const fresh = written.filter((key) => !key.includes('/photos/'));
      await this.store.delete(fresh).catch((cleanup: unknown) => this.logger.warn(`could not remove files of a failed store: ${String(cleanup)}`));
      throw error;
    }
  }
}
