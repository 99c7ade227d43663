import { Inject, Injectable } from '@nestjs/common';
import { WritingService } from '../writing/writing.service.js';
import { CoverGenerationService, newSeed, warningsFor } from './cover-generation.service.js';
import { CoverPhotoMissingException } from './cover.exception.js';
import { COVER_DESIGNER, type CoverDesigner } from './design/cover-designer.js';
import type { CovertestFields, CovertestReply } from './covertest.schema.js';
import { checkPhotos } from './uploads/photo-check.js';
import type { ReceivedFile } from './uploads/upload-fields.js';

/**
 * `/covertest` (docs/product/step4-cover.md): an operator tries the designer on photos without the wizard. The
 * photos get the same checks as a visitor's; nothing is stored and no draft is touched. Each design is admitted
 * under the generation limits, so the screen cannot be used to run the designer without bound.
 */
@Injectable()
export class CovertestService {
  constructor(
    @Inject(COVER_DESIGNER) private readonly designer: CoverDesigner,
    private readonly generation: CoverGenerationService,
    private readonly writing: WritingService,
  ) {}

  async design(
    visitorId: string,
    ip: string,
    fields: CovertestFields,
    files: readonly ReceivedFile[],
    signal?: AbortSignal,
  ): Promise<CovertestReply> {
    if (files.length === 0) throw new CoverPhotoMissingException('images[]');
    const photos = await checkPhotos(files);
    const book = {
      title: fields.title,
      genre: fields.genre,
      tone: fields.tone,
      mainCharacterName: fields.name,
      mainCharacterDescription: fields.description,
    };
    const covers: CovertestReply['covers'] = [];
    const soft: string[] = [];
    for (let index = 0; index < fields.count; index += 1) {
      const seed = newSeed();
      const designed = await this.writing.runLimited('covertest', { visitorId, ip, signal }, () =>
        this.generation.design(photos, book, seed, signal),
      );
      covers.push({ seed, image: designed.preview.toString('base64') });
      soft.push(...designed.softPhotos);
    }
    return { designer: this.designer.name, covers, warnings: warningsFor(soft) };
  }
}
