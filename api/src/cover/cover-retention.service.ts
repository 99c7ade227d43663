import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { DraftService } from '../draft/draft.service.js';
import { CoverAssetRepository } from './cover-asset.repository.js';
import { CoverAssetsService } from './cover-assets.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  /** Visitors whose photos were deleted. */
  visitors: number;
  photos: number;
}

/**
 * Photos are private and kept only while the visitor may still need them (docs/product/step4-cover.md): the photos
 * of a draft nobody touched for COVER_PHOTO_RETENTION_DAYS are deleted, files and records. "Touched" is the later
 * of the draft's last save and step 4's last upload or cover. Covers stay: the chosen one is the book's.
 * A scheduled job (pg-boss) calls purgeDue; it is safe to run again at any time.
 */
@Injectable()
export class CoverRetentionService {
  private readonly logger = new Logger('CoverRetention');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly drafts: DraftService,
    private readonly repository: CoverAssetRepository,
    private readonly assets: CoverAssetsService,
  ) {}

  async purgeDue(now: Date): Promise<PurgeResult> {
    const cutoff = new Date(now.getTime() - this.config.coverStorage.photoRetentionDays * DAY_MS);
    const owners = await this.repository.findPhotoOwners(cutoff);
    const draftSaved = await this.drafts.lastSaved(owners.map((owner) => owner.visitorId));
    const result: PurgeResult = { visitors: 0, photos: 0 };
    for (const owner of owners) {
      const saved = draftSaved.get(owner.visitorId);
      const lastTouched = saved && saved > owner.lastStoredAt ? saved : owner.lastStoredAt;
      if (lastTouched >= cutoff) continue;
      const photos = await this.assets.photos(owner.visitorId);
      await this.assets.delete(photos);
      result.visitors += 1;
      result.photos += photos.length;
    }
    if (result.photos > 0) this.logger.log(`deleted ${result.photos} photos of ${result.visitors} drafts untouched since ${cutoff.toISOString()}`);
    return result;
  }
}
