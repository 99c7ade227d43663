import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import {
  checkoutReplySchema,
  checkoutRequestSchema,
  orderDetailsReplySchema,
  orderDetailsSchema,
  shippingOptionsQuerySchema,
  shippingOptionsReplySchema,
  storeOrderDetailsReplySchema,
  type CheckoutReply,
  type CheckoutRequest,
  type OrderDetails,
  type OrderDetailsReplyWire,
  type ShippingOptionsQuery,
  type ShippingOptionsReply,
  type StoreOrderDetailsReplyWire,
} from '@storyloom/contracts/delivery';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { ShippingOptionsService } from '../print/print.service.js';
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
    private readonly shipping: ShippingOptionsService,
  ) {}

  @Post('store_order_details')
  @HttpCode(200)
  @ApiZodResponse(storeOrderDetailsReplySchema)
  async storeOrderDetails(
    @VisitorId() visitorId: string,
    @Body(new ZodValidationPipe(orderDetailsSchema)) details: OrderDetails,
  ): Promise<StoreOrderDetailsReplyWire> {
    return storeOrderDetailsReplySchema.encode(await this.delivery.storeOrderDetails(visitorId, details));
  }

  @Get('order_details')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(orderDetailsReplySchema)
  async orderDetails(@VisitorId() visitorId: string): Promise<OrderDetailsReplyWire> {
    return orderDetailsReplySchema.encode(await this.delivery.orderDetailsState(visitorId));
  }

  /** Each shipping method's delivery dates for the destination, and whether it arrives by the "I need it by" day. */
  @Get('shipping_options')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(shippingOptionsReplySchema)
  shippingOptions(
    @Query(new ZodValidationPipe(shippingOptionsQuerySchema)) query: ShippingOptionsQuery,
  ): Promise<ShippingOptionsReply> {
    return this.shipping.estimates(query);
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
