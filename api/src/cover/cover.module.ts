import { Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { CharactersModule } from '../characters/characters.module.js';
import { OutlineModule } from '../outline/outline.module.js';
import { PremiseModule } from '../premise/premise.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { WritingModule } from '../writing/writing.module.js';
import { CoverAssetRepository } from './cover-asset.repository.js';
import { CoverAssetsService } from './cover-assets.service.js';
import { CoverGenerationService } from './cover-generation.service.js';
import { CoverPreviewVariantsService } from './cover-preview-variants.service.js';
import { CoverRetentionSchedule } from './cover-retention.schedule.js';
import { CoverRetentionService } from './cover-retention.service.js';
import { CoverController } from './cover.controller.js';
import { CoverService } from './cover.service.js';
import { CovertestService } from './covertest.service.js';
import { coverDesignerProvider } from './design/cover-designer.provider.js';
import { FirstChapterController } from './first-chapter.controller.js';
import { FirstChapterService } from './first-chapter.service.js';
import { Step4Service } from './step4.service.js';
import { photoStoreProvider } from './storage/photo-store.provider.js';
import { removeStaleUploads } from './uploads/upload-temp.js';

/** Step 4, Cover: the visitor's photos, the designed covers, the stored cover and first chapter. */
@Module({
  imports: [CharactersModule, OutlineModule, PremiseModule, StorageModule, WritingModule],
  controllers: [CoverController, FirstChapterController],
  providers: [
    coverDesignerProvider,
    photoStoreProvider,
    CoverAssetRepository,
    CoverAssetsService,
    CoverGenerationService,
    CoverPreviewVariantsService,
    CovertestService,
    Step4Service,
    CoverRetentionService,
    CoverRetentionSchedule,
    CoverService,
    FirstChapterService,
  ],
  // The draft's progress asks whether a cover is stored; the scheduled clean-up job calls CoverRetentionService.purgeDue.
  exports: [CoverService, CoverRetentionService],
})
export class CoverModule implements OnModuleInit {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    // sharp's cache is switched off as sharp loads, with the first image (common/sharp-library.ts).
    await removeStaleUploads(this.config);
  }
}
