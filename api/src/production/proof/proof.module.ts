import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts/accounts.module.js';
import { MailModule } from '../../mail/mail.module.js';
import { OrdersModule } from '../../orders/orders.module.js';
import { PrintModule } from '../../print/print.module.js';
import { StorageModule } from '../../storage/storage.module.js';
import { ProductionModule } from '../production.module.js';
import { ProofFollowUps } from './proof-follow-ups.js';
import { ProofOperatorController } from './proof-operator.controller.js';
import { ProofPersonalService } from './proof-personal.service.js';
import { ProofVersionsService } from './proof-versions.service.js';
import { ProofController } from './proof.controller.js';
import { ProofRepository } from './proof.repository.js';
import { ProofService } from './proof.service.js';
import { ProofRequestsRepository } from './requests/proof-requests.repository.js';
import { ProofRequestsService } from './requests/proof-requests.service.js';
import { WritingModule } from '../../writing/writing.module.js';

/**
 * The buyer's proof (docs/product/proof.md): versions, hand edits, plain-words requests (with the writing module's
 * change engine), approval, and the review e-mails. Beside
 * ProductionModule, whose pipeline calls it through its review hook (ProductionPipeline.onReview).
 */
@Module({
  imports: [ProductionModule, OrdersModule, AccountsModule, MailModule, PrintModule, StorageModule, WritingModule],
  controllers: [ProofController, ProofOperatorController],
  providers: [
    ProofRepository,
    ProofVersionsService,
    ProofPersonalService,
    ProofService,
    ProofFollowUps,
    ProofRequestsRepository,
    ProofRequestsService,
  ],
  // The digital edition is made from the approved version's text.
  exports: [ProofRepository],
})
export class ProofModule {}
