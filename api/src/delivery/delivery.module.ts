import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CharactersModule } from '../characters/characters.module.js';
import { CoverModule } from '../cover/cover.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OutlineModule } from '../outline/outline.module.js';
import { PrintModule } from '../print/print.module.js';
import { PremiseModule } from '../premise/premise.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { DeliveryController } from './delivery.controller.js';
import { DeliveryService } from './delivery.service.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PaymentGateway } from './payment-gateway.js';
import { SiteOrigin } from '../config/site-origin.js';
import { createStripeClient } from './stripe-client.js';
import { StripeGateway } from './stripe-gateway.js';
import { TestCheckoutService } from './test-checkout.service.js';
import { TestGateway } from './test-gateway.js';

// What the module exports to others (accounts' reorder links), named here, its public face.
export { CheckoutService } from './checkout.service.js';

/** Step 5, Delivery: order details, price, checkout (Stripe, or the built-in test checkout) and payment events. */
@Module({
  imports: [CharactersModule, PremiseModule, OutlineModule, CoverModule, OrdersModule, PrintModule],
  controllers: [DeliveryController, CheckoutController],
  providers: [
    DeliveryService,
    CheckoutService,
    PaymentEventsService,
    TestCheckoutService,
    SiteOrigin,
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentGateway =>
        config.payment.stripe ? new StripeGateway(createStripeClient(config.payment.stripe)) : new TestGateway(),
    },
  ],
  // The draft's progress asks whether order details are saved; accounts reorder through the same checkout.
  exports: [DeliveryService, CheckoutService, SiteOrigin],
})
export class DeliveryModule {}
