import { Module } from '@nestjs/common';
import { CoverModule } from '../cover/cover.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PrintModule } from '../print/print.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { WritingModule } from '../writing/writing.module.js';
import { FailureAlerts } from './failure-alerts.js';
import { ProductionPipeline } from './production-pipeline.service.js';
import { OperatorOrdersController } from './operator/operator-orders.controller.js';
import { OperatorOrdersService } from './operator/operator-orders.service.js';
import { ProductionController } from './production.controller.js';
import { ProductionRepository } from './production.repository.js';
import { ProductionService } from './production.service.js';

/** A paid book's production: write, typeset, hand to printing (pg-boss jobs), and its status for the order status page. */
@Module({
  imports: [OrdersModule, CoverModule, WritingModule, PrintModule, MailModule, StorageModule],
  controllers: [ProductionController, OperatorOrdersController],
  providers: [ProductionRepository, FailureAlerts, ProductionPipeline, ProductionService, OperatorOrdersService],
  exports: [ProductionService, ProductionPipeline, ProductionRepository],
})
export class ProductionModule {}
