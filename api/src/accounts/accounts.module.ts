import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductionModule } from '../production/production.module.js';
import { AccountController } from './account.controller.js';
import { AccountDraftMiddleware } from './account-draft.middleware.js';
import { AccountMailRequestsRepository } from './account-mail-requests.repository.js';
import { AccountMailer } from './account-mailer.js';
import { AccountOrdersService } from './account-orders.service.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { PasswordHasher } from './password-hasher.js';

/** Customer accounts: signup, login, sessions, verification, password reset and 'My orders' (docs/product/accounts.md). */
@Module({
  imports: [MailModule, OrdersModule, DeliveryModule, ProductionModule],
  controllers: [AuthController, AccountController],
  providers: [
    AccountsRepository,
    AccountMailRequestsRepository,
    AccountMailer,
    AccountsService,
    AccountOrdersService,
    PasswordHasher,
  ],
  // Who is signed in, for downloads the account's orders may take (the digital edition).
  exports: [AccountsService],
})
export class AccountsModule implements NestModule {
  /** Every API request learns first whether it works on an account's draft (account-draft.middleware.ts). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AccountDraftMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
