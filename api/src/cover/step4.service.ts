import { Injectable } from '@nestjs/common';
import { COVER_PRINT, type StoredStep4Reply } from '@storyloom/contracts';
import { loadSharp } from '../common/sharp-library.js';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import type { AssetOwner } from './cover-asset.repository.js';
import { CoverAssetsService } from './cover-assets.service.js';
import { coverPreviewUrl } from './cover-preview-sizes.js';
import { CoverNotFoundException, CoverPhotoMissingException } from './cover.exception.js';
import { CoverService } from './cover.service.js';
import type { StoreStep4Fields, StoredCoverChoice, StoredFirstChapter } from './step4-form.js';
import { checkPhoto, type CheckedPhoto } from './uploads/photo-check.js';
import type { ReceivedFile } from './uploads/upload-fields.js';

/**
 * `POST /api/store_step4` and `GET /api/step4`: the cover chosen for the book and the first chapter, stored in the
 * draft together (docs/product/step4-cover.md).
 */
@Injectable()
export class Step4Service {
  constructor(
    private readonly drafts: DraftService,
    private readonly assets: CoverAssetsService,
    private readonly covers: CoverService,
  ) {}

  /**
   * A `coverId` of this visitor's: the book uses that cover's print version. Without one, the uploaded image is the
   * cover. The image is checked like any upload either way, and nothing is stored unless everything passes.
   */
  async store(owner: AssetOwner, fields: StoreStep4Fields, files: readonly ReceivedFile[]): Promise<void> {
    const { visitorId } = owner;
    const [file] = files;
    const { coverId } = fields;
    if (coverId !== undefined && !(await this.assets.ownsCover(visitorId, coverId))) throw new CoverNotFoundException();
    if (file === undefined && coverId === undefined) throw new CoverPhotoMissingException('image', 'the cover image');
    // An uploaded cover is stored: without room for its two files it is refused before it is decoded.
    if (coverId === undefined) await this.assets.assertRoomFor(owner, 2);
    const image = file ? await checkPhoto(file) : undefined;
    const storedAt = new Date().toISOString();
    const choice: StoredCoverChoice =
      coverId !== undefined
        ? { coverId, source: 'generated', storedAt }
        : { coverId: await this.assets.storeCover(owner, await coverFilesOf(image!)), source: 'uploaded', storedAt };
    const firstChapter: StoredFirstChapter = { text: fields.firstChapter, storedAt };
    // One statement: the cover and the chapter are stored together or not at all.
    await this.drafts.saveSections(visitorId, {
      [DRAFT_SECTION.cover]: choice,
      [DRAFT_SECTION.firstChapter]: firstChapter,
    });
    // The book has its cover now: the other covers (the one it replaced, the designs not chosen) are not needed.
    await this.assets.deleteReplacedCovers(visitorId, choice.coverId);
  }

  async stored(visitorId: string): Promise<StoredStep4Reply> {
    const [choice, firstChapter] = await Promise.all([
      this.covers.chosenCover(visitorId),
      this.covers.firstChapter(visitorId),
    ]);
    return {
      cover: choice ? { id: choice.coverId, url: coverPreviewUrl(choice.coverId) } : null,
      first_chapter: firstChapter ?? null,
    };
  }
}

/**
 * An image the visitor sent as the cover: it is the print version as it came (PNG, without metadata) and, cut to
 * the preview's 2:3, the preview.
 */
async function coverFilesOf(image: CheckedPhoto): Promise<{ print: Buffer; preview: Buffer }> {
  const print = image.format === 'png' ? image.data : await loadSharp()(image.data).png().toBuffer();
  const preview = await loadSharp()(image.data)
    .resize(COVER_PRINT.previewWidthPixels, COVER_PRINT.previewHeightPixels, {
      fit: 'cover',
      position: loadSharp().strategy.attention,
    })
    .png()
    .toBuffer();
  return { print, preview };
}
