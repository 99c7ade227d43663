import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { CoverAssetRepository } from './cover-asset.repository.js';
import { CoverAssetsService } from './cover-assets.service.js';
import { storedCoverChoiceSchema } from './step4-form.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  /** Visitors whose files were deleted. */
  visitors: number;
  photos: number;
  /** Covers deleted (each a print and a preview). */
  covers: number;
}

/**
 * Photos and covers are private and kept only while the visitor may still need them (docs/product/step4-cover.md):
 * every file of a draft nobody touched for COVER_PHOTO_RETENTION_DAYS is deleted, files and records: photos, the
 * covers designed from them and their previews, the chosen cover too (the draft then no longer has a cover, so
 * step 4 is asked again if the visitor ever comes back). "Touched" is the later of the draft's last save and step
 * 4's last upload or cover. A cover an order froze is never deleted: production prints it (CoverAssetRepository).
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
    const owners = await this.repository.findPurgeableOwners(cutoff);
    const draftSaved = await this.drafts.lastSaved(owners.map((owner) => owner.visitorId));
    const result: PurgeResult = { visitors: 0, photos: 0, covers: 0 };
    for (const owner of owners) {
      const saved = draftSaved.get(owner.visitorId);
      const lastTouched = saved && saved > owner.lastStoredAt ? saved : owner.lastStoredAt;
      if (lastTouched >= cutoff) continue;
      const files = await this.assets.unfrozen(owner.visitorId);
      await this.assets.delete(files);
      const deletedCovers = new Set(files.flatMap((file) => (file.coverId ? [file.coverId] : [])));
      // The draft must not keep pointing at a cover that is gone: its progress would count step 4 as done.
      const chosen = storedCoverChoiceSchema.safeParse(
        await this.drafts.getSection<unknown>(owner.visitorId, DRAFT_SECTION.cover),
      );
      if (chosen.success && deletedCovers.has(chosen.data.coverId))
        await this.drafts.saveSection(owner.visitorId, DRAFT_SECTION.cover, undefined);
      result.visitors += 1;
      result.photos += files.filter((file) => file.kind === 'photo').length;
      result.covers += deletedCovers.size;
    }
    if (result.visitors > 0) {
      this.logger.log(
        `deleted ${result.photos} photos and ${result.covers} covers of ${result.visitors} drafts untouched since ${cutoff.toISOString()}`,
      );
    }
    return result;
  }
}
