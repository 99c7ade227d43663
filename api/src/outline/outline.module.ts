import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters/characters.module.js';
import { PremiseModule } from '../premise/premise.module.js';
import { WritingModule } from '../writing/writing.module.js';
import { OutlineGenerationService } from './outline-generation.service.js';
import { OutlineController } from './outline.controller.js';
import { OutlineService } from './outline.service.js';

/** Step 3, Outline: book size and detailed outline. */
@Module({
  imports: [CharactersModule, PremiseModule, WritingModule],
  controllers: [OutlineController],
  providers: [OutlineService, OutlineGenerationService],
  // Later steps write their chapters from the stored outline (edits included) and must see when it is stale.
  exports: [OutlineService],
})
export class OutlineModule {}
