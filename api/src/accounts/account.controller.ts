import { Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  accountOrdersReplySchema,
  reorderReplySchema,
  type AccountOrdersReply,
  type ReorderReply,
} from '@storyloom/contracts';
import type { Request } from 'express';
import { SiteOrigin } from '../config/site-origin.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { AccountOrdersService } from './account-orders.service.js';
import { AccountsService } from './accounts.service.js';

/** The signed-in customer's 'My orders' (docs/product/accounts.md). Paths are relative to /api. */
@Controller('account')
export class AccountController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly accountOrders: AccountOrdersService,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  @Get('orders')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(accountOrdersReplySchema)
  async orders(@Req() request: Request): Promise<AccountOrdersReply> {
    return this.accountOrders.list(await this.accounts.requireCurrent(request));
  }

  @Post('orders/:orderId/reorder')
  @HttpCode(200)
  @ApiZodResponse(reorderReplySchema)
  async reorder(
    @Param('orderId') orderId: string,
    @VisitorId() visitorId: string,
    @Req() request: Request,
  ): Promise<ReorderReply> {
    return this.accountOrders.reorder(
      await this.accounts.requireCurrent(request),
      orderId,
      visitorId,
      this.siteOrigin.url(),
    );
  }
}
