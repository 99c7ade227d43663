import { Controller } from '@nestjs/common';
import { DeliveryService } from './delivery.service.js';

/** Step 5, Delivery: order details, price and checkout (spec section 7). Routes arrive with the step's issue; paths are relative to /api. */
@Controller()
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}
}
