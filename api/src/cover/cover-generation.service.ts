import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GenerateCoverReply, PhotoWarning } from '@storyloom/contracts';
import { CharactersService } from '../characters/characters.service.js';
import { AppException } from '../common/app.exception.js';
import { PremiseService } from '../premise/premise.service.js';
import { WritingService } from '../writing/writing.service.js';
import { CoverAssetsService } from './cover-assets.service.js';
import { coverBookOf } from './cover-book.js';
import {
  CoverDesignFailedException,
  CoverMissingInputsException,
  CoverPhotoMissingException,
} from './cover.exception.js';
import {
  COVER_DESIGNER,
  type CoverBook,
  type CoverDesigner,
  type CoverPhoto,
  type DesignedCover,
} from './design/cover-designer.js';
import { checkPhotos, type CheckedPhoto } from './uploads/photo-check.js';
import type { ReceivedFile } from './uploads/upload-fields.js';

/** The sentence shown beside a photo with too few pixels for the print (docs/product/step4-cover.md). */
export const SOFT_PHOTO_MESSAGE = 'This photo has few pixels for a printed cover: the cover may print soft.';

/** A fresh design each call: 64 random bits, as hex, name it (the same seed gives the same design). */
export const newSeed = (): string => randomBytes(8).toString('hex');

export const toCoverPhoto = (photo: CheckedPhoto): CoverPhoto => ({
  name: photo.name,
  data: photo.data,
  width: photo.width,
  height: photo.height,
});

export function warningsFor(softPhotos: readonly string[]): PhotoWarning[] {
  return [...new Set(softPhotos)].map((file) => ({ file, message: SOFT_PHOTO_MESSAGE }));
}

/**
 * Step 4's cover generation (`POST /api/generate_cover`): the visitor's photos, checked and kept under their draft,
 * and the book of steps 1 and 2 go to the configured CoverDesigner; its print and preview are kept, the preview
 * is answered. One cover per call; each call a new design.
 */
@Injectable()
export class CoverGenerationService {
  constructor(
    @Inject(COVER_DESIGNER) private readonly designer: CoverDesigner,
    private readonly characters: CharactersService,
    private readonly premise: PremiseService,
    private readonly writing: WritingService,
    private readonly assets: CoverAssetsService,
  ) {}

  async generate(
    visitorId: string,
    ip: string,
    files: readonly ReceivedFile[],
    signal?: AbortSignal,
  ): Promise<GenerateCoverReply> {
    const book = await this.book(visitorId);
    if (files.length === 0) throw new CoverPhotoMissingException('images[]');
    const owner = { visitorId, ip };
    // A visitor or address without room for a cover's two files is refused before the photos are decoded.
    await this.assets.assertRoomFor(owner, 2);
    // Every photo is checked before anything is stored: a refused request changes nothing.
    const photos = await checkPhotos(files);
    // Admitted under the generation limits; only an admitted request stores its photos.
    return this.writing.runLimited('cover', { visitorId, ip, signal }, async () => {
      const seed = newSeed();
      let designed: DesignedCover;
      try {
        designed = await this.design(photos, book, seed, signal);
      } catch (error) {
        // The visitor is told their photos are saved and may try again.
        await this.assets.storePhotos(owner, photos);
        throw error;
      }
      // Photos and cover together: over a storage quota, neither is kept.
      const coverId = await this.assets.storeDesign(owner, photos, designed);
      return {
        success: true,
        generated_images: [designed.preview.toString('base64')],
        covers: [{ id: coverId, seed }],
        warnings: warningsFor(designed.softPhotos),
      };
    });
  }

  /** The designer's failure as the visitor sees it; an answer the designer chose itself (e.g. a 429) is kept. */
  async design(
    photos: readonly CheckedPhoto[],
    book: CoverBook,
    seed: string,
    signal?: AbortSignal,
  ): Promise<DesignedCover> {
    try {
      return await this.designer.design({ photos: photos.map(toCoverPhoto), book, seed, signal });
    } catch (error) {
      if (error instanceof AppException || signal?.aborted) throw error;
      throw new CoverDesignFailedException(this.designer.name, { cause: error });
    }
  }

  private async book(visitorId: string): Promise<CoverBook> {
    const [characters, story] = await Promise.all([
      this.characters.savedCharacters(visitorId),
      this.premise.storyDetails(visitorId),
    ]);
    const { book, missing } = coverBookOf(characters, story);
    if (!book) throw new CoverMissingInputsException(missing);
    return book;
  }
}
