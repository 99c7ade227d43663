import { Module } from '@nestjs/common';
import { CharactersController } from './characters.controller.js';
import { CharactersService } from './characters.service.js';

/** Step 1, Characters. Persistence goes through the global DraftService, never to the database directly. */
@Module({
  controllers: [CharactersController],
  providers: [CharactersService],
  // Step 2 reads (and, when it sends them, saves) the characters a summary is written about.
  exports: [CharactersService],
})
export class CharactersModule {}
