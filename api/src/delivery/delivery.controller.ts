import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  checkoutReplySchema,
  checkoutRequestSchema,
  orderDetailsReplySchema,
  orderDetailsSchema,
  storeOrderDetailsReplySchema,
  type CheckoutReply,
  type CheckoutRequest,
  type OrderDetails,
  type OrderDetailsReply,
  type StoreOrderDetailsReply,
} from '@storyloom/contracts/delivery';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { CheckoutService } from './checkout.service.js';
import { DeliveryService } from './delivery.service.js';
import { SiteOrigin } from '../config/site-origin.js';

/** Step 5, Delivery: order details and checkout (docs/product/step5-delivery.md). Paths are relative to /api. */
@Controller()
export class DeliveryController {
  constructor(
    private readonly delivery: DeliveryService,
    private readonly checkout: CheckoutService,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  @Post('store_order_details')
  @HttpCode(200)
  @ApiZodResponse(storeOrderDetailsReplySchema)
  storeOrderDetails(@VisitorId() visitorId: string, @Body(new ZodValidationPipe(orderDetailsSchema)) details: OrderDetails): Promise<StoreOrderDetailsReply> {
    return this.delivery.storeOrderDetails(visitorId, details);
  }

  @Get('order_details')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(orderDetailsReplySchema)
  orderDetails(@VisitorId() visitorId: string): Promise<OrderDetailsReply> {
    return this.delivery.orderDetailsState(visitorId);
  }

  @Post('create-checkout-payment_intent')
  @HttpCode(200)
  @ApiZodResponse(checkoutReplySchema)
  startCheckout(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(checkoutRequestSchema)) body: CheckoutRequest,
  ): Promise<CheckoutReply> {
    return this.checkout.startCheckout(visitorId, body, this.siteOrigin.url());
  }
}
