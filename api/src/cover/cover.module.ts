import { Module } from '@nestjs/common';
import { CoverController } from './cover.controller.js';
import { CoverService } from './cover.service.js';

/** Step 4, Cover: cover images and the first chapter. */
@Module({
  controllers: [CoverController],
  providers: [CoverService],
  // The draft's progress asks whether a cover is saved.
  exports: [CoverService],
})
export class CoverModule {}
