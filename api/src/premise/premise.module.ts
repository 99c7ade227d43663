import { Module } from '@nestjs/common';
import { CharactersModule } from '../characters/characters.module.js';
import { WritingModule } from '../writing/writing.module.js';
import { PremiseController } from './premise.controller.js';
import { PremiseService } from './premise.service.js';

/** Step 2, Premise: the story details and the generated summary. */
@Module({
  imports: [CharactersModule, WritingModule],
  controllers: [PremiseController],
  providers: [PremiseService],
  // Later steps (the outline, the draft's progress) read the story details and summary through PremiseService.
  exports: [PremiseService],
})
export class PremiseModule {}
