import { Injectable } from '@nestjs/common';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { CoverAssetsService } from './cover-assets.service.js';
import {
  COVER_PREVIEW_SIZES,
  COVER_PREVIEW_WIDTHS,
  coverPreviewSrcset,
  coverPreviewWebpUrl,
} from './cover-preview-sizes.js';
import { storedCoverChoiceSchema, storedFirstChapterSchema, type StoredCoverChoice } from './step4-form.js';

// The scheduled clean-up (pg-boss) calls CoverRetentionService.purgeDue(now); other modules import it from here,
// the cover module's public face (.dependency-cruiser.cjs).
export { CoverRetentionService } from './cover-retention.service.js';
export type { PurgeResult } from './cover-retention.service.js';

/** The stored cover's preview as step 4 shows it (WebP, one file per width): for the page's preload hint. */
export interface CoverPreviewImage {
  /** The width a browser without srcset support would take. */
  href: string;
  srcset: string;
  sizes: string;
}

/**
 * Step 4, Cover: what other modules may ask of it. The draft's progress asks whether step 4 is stored; the book's
 * writing and printing read the first chapter and the chosen cover's print version here, never by draft key.
 */
@Injectable()
export class CoverService {
  constructor(
    protected readonly drafts: DraftService,
    private readonly assets: CoverAssetsService,
  ) {}

  /** For the draft's progress: step 4 is done once store_step4 stored a cover (it stores the first chapter with it). */
  async hasCover(visitorId: string): Promise<boolean> {
    return (await this.chosenCover(visitorId)) !== undefined;
  }

  /** The cover chosen on step 4, or undefined when none was stored (or what is stored no longer reads). */
  async chosenCover(visitorId: string): Promise<StoredCoverChoice | undefined> {
    const parsed = storedCoverChoiceSchema.safeParse(
      await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.cover),
    );
    return parsed.success ? parsed.data : undefined;
  }

  /**
   * The cover step 4 will show this visitor, as the preview files its page loads: the server's page for /step4 hints
   * it, so the image downloads beside the scripts instead of after GET /api/step4. Undefined without a stored cover.
   */
  async chosenCoverPreview(visitorId: string): Promise<CoverPreviewImage | undefined> {
    const choice = await this.chosenCover(visitorId);
    if (!choice) return undefined;
    return {
      href: coverPreviewWebpUrl(choice.coverId, COVER_PREVIEW_WIDTHS[1]),
      srcset: coverPreviewSrcset(choice.coverId),
      sizes: COVER_PREVIEW_SIZES,
    };
  }

  /** The first chapter stored on step 4: the book's chapter 1. Undefined until step 4 is stored. */
  async firstChapter(visitorId: string): Promise<string | undefined> {
    const parsed = storedFirstChapterSchema.safeParse(
      await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.firstChapter),
    );
    return parsed.success ? parsed.data.text : undefined;
  }

  /**
   * A paid order's cover at print size (PNG, COVER_PRINT), by the reference the order froze (its `cover`, a stored
   * cover choice): later step 4 choices do not change it. Undefined when the reference does not read or the file
   * is gone.
   */
  async coverPrintOf(visitorId: string, frozenChoice: unknown): Promise<Buffer | undefined> {
    const parsed = storedCoverChoiceSchema.safeParse(frozenChoice);
    return parsed.success ? this.assets.coverPrint(visitorId, parsed.data.coverId) : undefined;
  }

  /** The chosen cover at print size (PNG, COVER_PRINT), for the printed book; undefined when none is stored. */
  async chosenCoverPrint(visitorId: string): Promise<Buffer | undefined> {
    const choice = await this.chosenCover(visitorId);
    return choice ? this.assets.coverPrint(visitorId, choice.coverId) : undefined;
  }
}
