import { Injectable } from '@nestjs/common';
import { DraftService } from '../draft/draft.service.js';

/** Step 5, Delivery: order details, price and checkout. Its logic arrives with the step's issue; it stores through DraftService only. */
@Injectable()
export class DeliveryService {
  constructor(protected readonly drafts: DraftService) {}
}
