import { Global, Module } from '@nestjs/common';
import { DraftRepository } from './draft.repository.js';
import { DraftService } from './draft.service.js';

/** Global so every step module can inject DraftService without importing this module. */
@Global()
@Module({
  providers: [DraftRepository, DraftService],
  exports: [DraftService],
})
export class DraftModule {}
