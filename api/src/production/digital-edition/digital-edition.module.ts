import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts/accounts.module.js';
import { CoverModule } from '../../cover/cover.module.js';
import { OrdersModule } from '../../orders/orders.module.js';
import { StorageModule } from '../../storage/storage.module.js';
import { ProofModule } from '../proof/proof.module.js';
import { ProductionRepository } from '../production.repository.js';
import { DigitalEditionController } from './digital-edition.controller.js';
import { DigitalEditionService } from './digital-edition.service.js';

/**
 * The digital edition every order comes with (docs/product/book-production.md#the-digital-edition). Its own module,
 * beside ProductionModule rather than in it: it asks AccountsModule who is signed in, and AccountsModule already
 * depends on ProductionModule for 'My orders'. ProofModule gives the approved version's text, which is the book's.
 */
@Module({
  imports: [OrdersModule, CoverModule, AccountsModule, ProofModule, StorageModule],
  controllers: [DigitalEditionController],
  providers: [ProductionRepository, DigitalEditionService],
})
export class DigitalEditionModule {}
