import { Module } from '@nestjs/common';
import { CoverModule } from '../cover/cover.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OutlineModule } from '../outline/outline.module.js';
import { PremiseModule } from '../premise/premise.module.js';
import { DraftProgressController } from './draft-progress.controller.js';
import { DraftProgressService } from './draft-progress.service.js';

/** GET /api/draft/progress: the saved draft's progress across the wizard's steps, read by every step page. */
@Module({
  imports: [PremiseModule, OutlineModule, CoverModule, DeliveryModule],
  controllers: [DraftProgressController],
  providers: [DraftProgressService],
})
export class DraftProgressModule {}
