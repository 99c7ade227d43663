import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/** Orders: the frozen book and price, the payment status, the confirmation e-mail. */
@Module({
  imports: [MailModule],
  controllers: [OrdersController],
  providers: [OrdersRepository, OrdersService],
  // Delivery creates orders at checkout and feeds them payment events.
  exports: [OrdersService],
})
export class OrdersModule {}
