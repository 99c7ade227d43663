import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_PAGES, bookSizeRequestSchema, type BookSize } from '@storyloom/contracts';
import {
  ORDER_PAGES,
  extraCopiesOf,
  orderSuccessPath,
  priceOrder,
  type CheckoutReply,
  type CheckoutRequest,
  type OrderDetails,
} from '@storyloom/contracts/delivery';
import { CharactersService } from '../characters/characters.service.js';
import { CoverService } from '../cover/cover.service.js';
import { agreedDraftValues } from '../draft/echoed-values.js';
import { fingerprintOf } from '../draft/fingerprint.js';
import { OrdersService, type FrozenBook, type Order } from '../orders/orders.service.js';
import { OutlineService } from '../outline/outline.service.js';
import { PremiseService } from '../premise/premise.service.js';
import {
  BookIncompleteException,
  CheckoutMismatchException,
  OrderDetailsMissingException,
  OutlineSizeChangedException,
  PaymentProviderException,
} from './delivery.exception.js';
import { DeliveryService } from './delivery.service.js';
import { PaymentGateway, type CheckoutSession } from './payment-gateway.js';

/** A reorder's fingerprint: it names the order it copies, and never matches a draft. */
const REORDER_FINGERPRINT_PREFIX = 'reorder:';

/**
 * Where a cancelled checkout returns: /step5 with the form refilled for an order of the draft, 'My orders' for a
 * reorder ('Order another copy'), whose book is not the draft's.
 */
export function cancelPathOf(order: Pick<Order, 'draftFingerprint'>): string {
  return order.draftFingerprint.startsWith(REORDER_FINGERPRINT_PREFIX) ? ACCOUNT_PAGES.account : ORDER_PAGES.cancelled;
}

/**
 * `POST /api/create-checkout-payment_intent`: checks the request against the draft, freezes the book in a new
 * order priced by the server, and opens the checkout for it (docs/product/step5-delivery.md).
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly delivery: DeliveryService,
    private readonly characters: CharactersService,
    private readonly premise: PremiseService,
    private readonly outlines: OutlineService,
    private readonly covers: CoverService,
    private readonly orders: OrdersService,
    private readonly gateway: PaymentGateway,
  ) {}

  async startCheckout(visitorId: string, request: CheckoutRequest, siteOrigin: string): Promise<CheckoutReply> {
    const details = await this.delivery.orderDetails(visitorId);
    if (!details) throw new OrderDetailsMissingException();
    const { book, size } = await this.frozenBook(visitorId);
    assertAgrees(request, details, size);
    const order = await this.orders.create({
      visitorId,
      details,
      book,
      item: { binding: details.binding_type, size },
      // Priced here from the draft alone: nothing the browser sends is an amount.
      price: priceOrder({
        binding: details.binding_type,
        size,
        extraCopies: extraCopiesOf(details.quantity),
        shippingLevel: details.shipping_level,
      }),
      provider: this.gateway.provider,
      siteOrigin,
      proofChoice: request.proof_choice,
    });
    const session = await this.openCheckout(order, siteOrigin);
    return { success: true, url: session.url, session_id: session.id };
  }

  /**
   * 'Order another copy' (docs/product/accounts.md): a new order of the book a paid order froze, with the same
   * details, priced again by the server, owned by `accountId` and opened by `visitorId`'s browser; answers where
   * checkout continues (Stripe's page, or the built-in test checkout), like `startCheckout`.
   */
  async startReorder(
    source: Order,
    visitorId: string,
    accountId: string,
    siteOrigin: string,
  ): Promise<{ orderId: string; url: string }> {
    const frozen = await this.orders.paidOrderBook(source.id);
    if (!frozen) throw new BookIncompleteException(['the ordered book']);
    const { item } = source;
    const details = source.details;
    const order = await this.orders.create({
      visitorId,
      accountId,
      details,
      book: {
        characters: frozen.characters,
        storyDetails: frozen.storyDetails,
        summary: frozen.summary,
        outline: frozen.outline,
        cover: frozen.cover,
        firstChapter: frozen.firstChapter ?? undefined,
        // Never the draft's: paying for a reorder must not empty the book the visitor is writing now.
        draftFingerprint: `${REORDER_FINGERPRINT_PREFIX}${source.id}`,
      },
      item,
      price: priceOrder({
        binding: item.binding,
        size: item.size,
        extraCopies: extraCopiesOf(details.quantity),
        shippingLevel: details.shipping_level,
      }),
      provider: this.gateway.provider,
      siteOrigin,
    });
    return { orderId: order.id, url: (await this.openCheckout(order, siteOrigin)).url };
  }

  /** The provider's checkout session for a new order; an order the provider refused is abandoned, not left pending. */
  private async openCheckout(order: Order, siteOrigin: string): Promise<CheckoutSession> {
    let session;
    try {
      session = await this.gateway.createCheckout(order, {
        success: `${siteOrigin}${orderSuccessPath(order.id)}`,
        cancel: `${siteOrigin}${cancelPathOf(order)}`,
      });
    } catch (error) {
      this.logger.error(`Checkout for order ${order.id} could not be created: ${String(error)}`);
      await this.orders.abandon(order.id);
      throw new PaymentProviderException(error);
    }
    await this.orders.attachCheckout(order.id, session.id, session.url);
    return session;
  }

  /** The book as the order keeps it, once steps 1 to 4 are all done and the outline fits the chosen size. */
  private async frozenBook(visitorId: string): Promise<{ book: FrozenBook; size: BookSize }> {
    const [characters, storyDetails, summary, outline, size, cover, firstChapter] = await Promise.all([
      this.characters.savedCharacters(visitorId),
      this.premise.storyDetails(visitorId),
      this.premise.storySummary(visitorId),
      this.outlines.storedOutline(visitorId),
      this.outlines.bookSize(visitorId),
      this.covers.chosenCover(visitorId),
      this.covers.firstChapter(visitorId),
    ]);
    const missing = [
      ...(characters.length === 0 ? ['characters'] : []),
      ...(storyDetails === undefined ? ['story details'] : []),
      ...(summary === undefined ? ['story summary'] : []),
      ...(outline === undefined ? ['outline'] : []),
      // Step 4 stores the cover and chapter 1 together (POST /api/store_step4): one step, one name.
      ...(cover === undefined || firstChapter === undefined ? ['cover'] : []),
    ];
    if (missing.length > 0 || !storyDetails || !summary || !outline || !cover)
      throw new BookIncompleteException(missing);
    if (outline.bookSize !== size) throw new OutlineSizeChangedException(outline.bookSize, size);
    const sources = { characters, storyDetails, summary, outline };
    return {
      size,
      // The order keeps the chosen cover's reference and its own copy of chapter 1: later step 4 edits change neither.
      book: { ...sources, cover, firstChapter, draftFingerprint: fingerprintOf(sources) },
    };
  }

  /** Fingerprint of the visitor's book as the draft holds it now (compared with an order's after payment). */
  async draftFingerprint(visitorId: string): Promise<string> {
    const [characters, storyDetails, summary, outline] = await Promise.all([
      this.characters.savedCharacters(visitorId),
      this.premise.storyDetails(visitorId),
      this.premise.storySummary(visitorId),
      this.outlines.storedOutline(visitorId),
    ]);
    return fingerprintOf({ characters, storyDetails, summary, outline });
  }
}

/**
 * The request must say what the draft says: same format and size, copies and shipping (the order is then made
 * from the draft's values alone). A mismatch names the size as the request did ('big').
 */
function assertAgrees(request: CheckoutRequest, details: OrderDetails, size: BookSize): void {
  agreedDraftValues(
    {
      binding_type: request.item_type.binding,
      book_size: request.item_type.size,
      quantity: request.quantity,
      shipping_level: request.shipping_level,
    },
    {
      binding_type: details.binding_type,
      book_size: size,
      quantity: details.quantity,
      shipping_level: details.shipping_level,
    },
    (mismatches) => new CheckoutMismatchException(mismatches),
    { book_size: (value) => bookSizeRequestSchema.encode(value) },
  );
}
