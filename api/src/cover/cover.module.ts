import { Module } from '@nestjs/common';
import { OutlineModule } from '../outline/outline.module.js';
import { WritingModule } from '../writing/writing.module.js';
import { CoverController } from './cover.controller.js';
import { CoverService } from './cover.service.js';
import { FirstChapterController } from './first-chapter.controller.js';
import { FirstChapterService } from './first-chapter.service.js';

/** Step 4, Cover: cover images and the first chapter. */
@Module({
  imports: [OutlineModule, WritingModule],
  controllers: [CoverController, FirstChapterController],
  providers: [CoverService, FirstChapterService],
  // The draft's progress asks whether a cover is saved.
  exports: [CoverService],
})
export class CoverModule {}
