import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductionModule } from '../production/production.module.js';
import { AccountController } from './account.controller.js';
import { AccountOrdersService } from './account-orders.service.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { PasswordHasher } from './password-hasher.js';

/** Customer accounts: signup, login, sessions, verification, password reset and 'My orders' (docs/product/accounts.md). */
@Module({
  imports: [MailModule, OrdersModule, DeliveryModule, ProductionModule],
  controllers: [AuthController, AccountController],
  providers: [AccountsRepository, AccountsService, AccountOrdersService, PasswordHasher],
})
export class AccountsModule {}
