import { Module } from '@nestjs/common';
import { GenerationLog } from './generation-log.js';
import { GenerationLedgerRepository } from './limits/generation-ledger.repository.js';
import { GenerationLimiter } from './limits/generation-limiter.js';
import { ProofChangeService } from './proof-changes/proof-change.service.js';
import { writerProvider } from './writer.provider.js';
import { WritingService } from './writing.service.js';

/** The writing engine. Import it in a step module and inject WritingService. */
@Module({
  providers: [
    writerProvider,
    GenerationLedgerRepository,
    GenerationLimiter,
    GenerationLog,
    WritingService,
    ProofChangeService,
  ],
  exports: [WritingService, ProofChangeService],
})
export class WritingModule {}
