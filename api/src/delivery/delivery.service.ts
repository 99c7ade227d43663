import { Injectable } from '@nestjs/common';
import type { GiftDetails } from '@storyloom/contracts';
import {
  ORDER_LIMITS,
  orderDetailsSchema,
  type OrderDetails,
  type OrderDetailsReply,
  type StoreOrderDetailsReply,
} from '@storyloom/contracts/delivery';
import { DRAFT_SECTION, DRAFT_SECTION_KEYS } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { OutlineService } from '../outline/outline.service.js';
import { PremiseService } from '../premise/premise.service.js';

/**
 * The dedication /step5 proposes from /step2's gift details ('For Mia, from Grandma'), or '' when the visitor gave
 * neither name (docs/product/step5-delivery.md).
 */
export function dedicationFromGift(gift: GiftDetails | undefined): string {
  const to = gift?.to;
  const from = gift?.from;
  const text = to && from ? `For ${to}, from ${from}` : to ? `For ${to}` : from ? `From ${from}` : '';
  return text.slice(0, ORDER_LIMITS.dedicationMaxLength);
}

/**
 * Step 5, Delivery: the order details in the draft (DRAFT_SECTION.order). The server's draft is the truth: the
 * checkout reads the details from here, never from the browser.
 */
@Injectable()
export class DeliveryService {
  constructor(
    protected readonly drafts: DraftService,
    private readonly premise: PremiseService,
    private readonly outlines: OutlineService,
  ) {}

  /** For the draft's progress: whether the visitor has saved order details. */
  async hasOrder(visitorId: string): Promise<boolean> {
    return (await this.orderDetails(visitorId)) !== undefined;
  }

  /** POST /api/store_order_details: replaces the saved details with the validated ones. */
  async storeOrderDetails(visitorId: string, details: OrderDetails): Promise<StoreOrderDetailsReply> {
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.order, details);
    return { success: true, book_size: await this.outlines.bookSize(visitorId) };
  }

  /** GET /api/order_details: what /step5 shows on arrival. */
  async orderDetailsState(visitorId: string): Promise<OrderDetailsReply> {
    const [details, size, story] = await Promise.all([
      this.orderDetails(visitorId),
      this.outlines.bookSize(visitorId),
      this.premise.storyDetails(visitorId),
    ]);
    return {
      order_details: details ?? null,
      // Once details are saved, their dedication (even an emptied one) is the visitor's word.
      dedication: details ? (details.dedication ?? '') : dedicationFromGift(story?.gift),
      book_size: size,
    };
  }

  /** The saved order details, re-checked against the contract; undefined when none (or no longer valid). */
  async orderDetails(visitorId: string): Promise<OrderDetails | undefined> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.order);
    if (stored === undefined || stored === null) return undefined;
    const parsed = orderDetailsSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  }

  /**
   * After a paid order: the wizard starts empty for the next book (the order keeps its frozen copy). Every
   * section goes, whichever module owns it, since the whole draft was the book that was bought.
   */
  async startNewDraft(visitorId: string): Promise<void> {
    for (const key of DRAFT_SECTION_KEYS) await this.drafts.saveSection(visitorId, key, undefined);
  }
}
