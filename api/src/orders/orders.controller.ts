import { Controller, Get, Header, Param } from '@nestjs/common';
import { orderReplySchema, type OrderReplyWire } from '@storyloom/contracts/delivery';
import { ApiZodResponse } from '../openapi/api-zod-response.decorator.js';
import { VisitorId } from '../session/visitor-id.decorator.js';
import { OrdersService } from './orders.service.js';

/** The visitor's own orders, for the success page and the order status page (paths relative to /api). */
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders/:id')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(orderReplySchema)
  async order(@VisitorId() visitorId: string, @Param('id') id: string): Promise<OrderReplyWire> {
    return orderReplySchema.encode(await this.orders.orderReply(visitorId, id));
  }
}
