import { Module } from '@nestjs/common';
import { SiteOrigin } from '../config/site-origin.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { PrintFileLinks } from './files/print-file-links.js';
import { PrintFileStore } from './files/print-file-store.js';
import { PrintFilesController } from './files/print-files.controller.js';
import { luluClientProvider, luluQuickClientProvider } from './lulu/lulu-client.provider.js';
import { OperatorGuard } from './operator/operator-access.js';
import { PrintService } from './print.service.js';
import { ShippingOptionsService } from './shipping/shipping-options.service.js';
import { PrintStatusPoll } from './status-poll/print-status-poll.js';
import { TestOrderController } from './test-order/test-order.controller.js';
import { TestOrderService } from './test-order/test-order.service.js';
import { LuluWebhookController } from './webhooks/lulu-webhook.controller.js';
import { LuluWebhookService } from './webhooks/lulu-webhook.service.js';

/**
 * Printing with Lulu (docs/product/print-fulfilment.md): the Lulu client, the signed links Lulu fetches the PDFs
 * through, Lulu's webhook, and the operators' test order. The production pipeline hands paid orders to it.
 */
@Module({
  imports: [OrdersModule, StorageModule],
  controllers: [PrintFilesController, LuluWebhookController, TestOrderController],
  providers: [
    PrintService,
    luluClientProvider,
    luluQuickClientProvider,
    PrintFileLinks,
    PrintFileStore,
    LuluWebhookService,
    TestOrderService,
    OperatorGuard,
    PrintStatusPoll,
    SiteOrigin,
    ShippingOptionsService,
  ],
  // The production pipeline hands ready books to PrintService; the operators' orders API (production) uses the guard;
  // step 5 (delivery) shows the shipping methods' delivery dates.
  exports: [PrintService, OperatorGuard, PrintStatusPoll, ShippingOptionsService],
})
export class PrintModule {}
