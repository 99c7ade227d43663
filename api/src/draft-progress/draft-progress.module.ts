import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters/characters.module.js';
import { OutlineModule } from '../outline/outline.module.js';
import { DraftProgressController } from './draft-progress.controller.js';
import { DraftProgressService } from './draft-progress.service.js';

/** GET /api/draft/progress: the saved draft's progress across the wizard's steps, read by every step page. */
@Module({
  imports: [CharactersModule, OutlineModule],
  controllers: [DraftProgressController],
  providers: [DraftProgressService],
})
export class DraftProgressModule {}
