import { Injectable } from '@nestjs/common';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';

/** Step 5, Delivery: order details, price and checkout. Its logic arrives with the step's issue; it stores through DraftService only. */
@Injectable()
export class DeliveryService {
  constructor(protected readonly drafts: DraftService) {}

  /** For the draft's progress: whether the visitor has an order saved. */
  async hasOrder(visitorId: string): Promise<boolean> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.order);
    return stored !== undefined && stored !== null;
  }
}
