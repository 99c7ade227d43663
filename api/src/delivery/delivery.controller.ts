import { Controller } from '@nestjs/common';
import { DeliveryService } from './delivery.service.js';

/**
 * Step 5, Delivery: order details, price and checkout (docs/product/step5-delivery.md). Routes arrive with the step's
 * issue; paths are relative to /api.
 */
@Controller()
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}
}
