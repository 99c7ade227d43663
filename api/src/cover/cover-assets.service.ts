import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import {
  CoverAssetRepository,
  type AssetOwner,
  type CoverAsset,
  type NewCoverAsset,
} from './cover-asset.repository.js';
import { assertWithinQuotas } from './cover-quota.js';
import { PHOTO_STORE, type PhotoStore } from './storage/photo-store.js';
import type { CheckedPhoto } from './uploads/photo-check.js';

/** A cover's two files: the print version for the book and the screen preview. */
export interface CoverFiles {
  print: Buffer;
  preview: Buffer;
}

/** A file to keep: its record and its bytes. */
interface FileToStore {
  record: NewCoverAsset;
  data: Buffer;
}

const CONTENT_TYPE = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * Step 4's private files: each one written to the PhotoStore under the visitor's folder and recorded in
 * `cover_assets` with its owner and the address that sent it, so it is only ever read back for that owner and counts
 * against both storage quotas (COVER_QUOTA_*).
 */
@Injectable()
export class CoverAssetsService {
  private readonly logger = new Logger('CoverAssets');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
    private readonly assets: CoverAssetRepository,
  ) {}

  /**
   * Refuses (CoverStorageQuotaException) when the owner has no room left for `files` more files: called before the
   * expensive checks of an upload, so a visitor or address over its quota costs no image decoding. The exact check,
   * with the real sizes, is made again when the files are stored.
   */
  async assertRoomFor(owner: AssetOwner, files: number): Promise<void> {
    const [visitor, ip] = await this.assets.usage(owner);
    assertWithinQuotas(this.config.coverQuotas, { visitor, ip }, { files, bytes: 1 });
  }

  /** Keeps the checked photos under the visitor's draft; a photo sent again is stored once (keyed by its digest). */
  async storePhotos(owner: AssetOwner, photos: readonly CheckedPhoto[]): Promise<void> {
    await this.write(
      owner,
      photos.map((photo) => this.photoFile(owner.visitorId, photo)),
    );
  }

  /** Keeps a cover's print and preview (PNG) under a new id, which the visitor's later requests name it by. */
  async storeCover(owner: AssetOwner, files: CoverFiles): Promise<string> {
    const { coverId, files: coverFiles } = this.coverFiles(owner.visitorId, files);
    await this.write(owner, coverFiles);
    return coverId;
  }

  /** Keeps the photos and the cover designed from them together: both are stored, or (over a quota) neither. */
  async storeDesign(owner: AssetOwner, photos: readonly CheckedPhoto[], files: CoverFiles): Promise<string> {
    const { coverId, files: coverFiles } = this.coverFiles(owner.visitorId, files);
    await this.write(owner, [...photos.map((photo) => this.photoFile(owner.visitorId, photo)), ...coverFiles]);
    return coverId;
  }

  /**
   * Deletes the visitor's covers that `keptCoverId` replaced (every other cover of theirs: generated and not
   * chosen, or chosen before), except any cover an order froze. A failure is logged, not thrown: the choice is
   * already stored, and the retention job deletes what is left with the draft.
   */
  async deleteReplacedCovers(visitorId: string, keptCoverId: string): Promise<number> {
    try {
      const replaced = await this.assets.findReplacedCovers(visitorId, keptCoverId);
      await this.delete(replaced);
      return replaced.length;
    } catch (error) {
      this.logger.warn(`could not delete the covers replaced by ${keptCoverId}: ${String(error)}`);
      return 0;
    }
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

  /** Every file of the visitor's that no order froze (photos, covers and previews): what the retention job deletes. */
  unfrozen(visitorId: string): Promise<CoverAsset[]> {
    return this.assets.findUnfrozen(visitorId);
  }

  /** Deletes files and then their records: a file that cannot be deleted keeps its record, so a later run retries. */
  async delete(assets: readonly CoverAsset[]): Promise<void> {
    await this.store.delete(assets.map((asset) => asset.storageKey));
    await this.assets.deleteByIds(assets.map((asset) => asset.id));
  }

  private async read(
    visitorId: string,
    coverId: string,
    kind: 'cover_print' | 'cover_preview',
  ): Promise<Buffer | undefined> {
    const asset = (await this.assets.findCover(visitorId, coverId)).find((candidate) => candidate.kind === kind);
    return asset ? this.store.get(asset.storageKey) : undefined;
  }

  private photoFile(visitorId: string, photo: CheckedPhoto): FileToStore {
    const record: NewCoverAsset = {
      id: randomUUID(),
      visitorId,
      kind: 'photo',
      coverId: null,
      storageKey: `visitors/${visitorId}/photos/${photo.digest}.${photo.format === 'jpeg' ? 'jpg' : 'png'}`,
      contentType: CONTENT_TYPE[photo.format],
      byteSize: photo.data.length,
    };
    return { record, data: photo.data };
  }

  private coverFiles(visitorId: string, files: CoverFiles): { coverId: string; files: FileToStore[] } {
    const coverId = randomUUID();
    const file = (kind: 'cover_print' | 'cover_preview', data: Buffer): FileToStore => ({
      record: {
        id: randomUUID(),
        visitorId,
        kind,
        coverId,
        storageKey: `visitors/${visitorId}/covers/${coverId}/${kind === 'cover_print' ? 'print' : 'preview'}.png`,
        contentType: 'image/png',
        byteSize: data.length,
      },
      data,
    });
    return { coverId, files: [file('cover_print', files.print), file('cover_preview', files.preview)] };
  }

  /**
   * Checks the quotas, writes the files, then records them in one transaction that checks the quotas again under
   * locks (another request may have stored meanwhile). A refusal before writing stores nothing; when the records
   * fail, the files just written go too. A photo already recorded (the same picture sent again) is neither written
   * again nor counted again.
   */
  private async write(owner: AssetOwner, files: readonly FileToStore[]): Promise<void> {
    const recorded = await this.assets.recordedKeys(files.map((file) => file.record.storageKey));
    const fresh = files.filter((file) => !recorded.has(file.record.storageKey));
    if (fresh.length === 0) return;
    const adding = { files: fresh.length, bytes: fresh.reduce((sum, file) => sum + file.data.length, 0) };
    const admit = (visitor: { files: number; bytes: number }, ip: { files: number; bytes: number }) =>
      assertWithinQuotas(this.config.coverQuotas, { visitor, ip }, adding);
    const [visitor, ip] = await this.assets.usage(owner);
    admit(visitor, ip);
    const written: string[] = [];
    try {
      for (const { record, data } of fresh) {
        await this.store.put(record.storageKey, data, record.contentType);
        written.push(record.storageKey);
      }
      await this.assets.insert(
        owner,
        fresh.map((file) => file.record),
        admit,
      );
    } catch (error) {
      // A photo another request recorded meanwhile under the same key keeps its file.
      const keep = await this.assets.recordedKeys(written).catch(() => new Set(written));
      await this.store
        .delete(written.filter((key) => !keep.has(key)))
        .catch((cleanup: unknown) => this.logger.warn(`could not remove files of a failed store: ${String(cleanup)}`));
      throw error;
    }
  }
}
