import { Module } from '@nestjs/common';
import { DeliveryController } from './delivery.controller.js';
import { DeliveryService } from './delivery.service.js';

/** Step 5, Delivery: order details, price and checkout. */
@Module({
  controllers: [DeliveryController],
  providers: [DeliveryService],
  // The draft's progress asks whether an order is saved.
  exports: [DeliveryService],
})
export class DeliveryModule {}
