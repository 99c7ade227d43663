import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { OrderReply, OrderStatus } from '@storyloom/contracts/delivery';
import type { SqlExecutor } from '../database/database.js';
import { MailService } from '../mail/mail.service.js';
import { orderConfirmation, orderShipped } from './order-confirmation.js';
import { OrderNotFoundException } from './orders.exception.js';
import { OrdersRepository } from './orders.repository.js';
import { postalAddressLines } from './postal-address.js';
import { InjectSessionSecret } from '../session/session-secret.js';
import {
  RESENDABLE_PRINT_STATUSES,
  type NewOrder,
  type Order,
  type OrderAccess,
  type PaidOrderBook,
  type PaymentEvent,
  type PaymentOutcome,
  type PrintCost,
  type PrintJobUpdate,
} from './orders.types.js';

// Other modules answer "no such order" with the orders module's own error (they import services only).
export { OrderNotFoundException } from './orders.exception.js';

export type {
  EarlierPrintJob,
  FrozenBook,
  NewOrder,
  Order,
  OrderAccess,
  OrderPrintJob,
  PaidOrderBook,
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
  PrintCost,
  PrintJobUpdate,
  PrintTracking,
} from './orders.types.js';
export { printStatusRank } from './print-status.js';
import { isStoppedPrintStatus } from './print-status.js';
export { printExternalId, RESENDABLE_PRINT_STATUSES } from './orders.types.js';
// The operators' orders page writes the address as the e-mail and the status page do.
export { postalAddressLines } from './postal-address.js';

/** Work that starts when an order becomes paid, run in the transaction that marks it paid (e.g. queueing its production). */
export type PaidOrderListener = (tx: SqlExecutor, order: Order) => Promise<void>;
/** Told once when Lulu stops an order's print job (REJECTED, CANCELED, ERROR), e.g. to alert the operators. */
export type PrintStoppedListener = (order: Order) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATUS_OF: Record<PaymentOutcome, OrderStatus> = {
  paid: 'paid',
  processing: 'payment_processing',
  failed: 'payment_failed',
  cancelled: 'cancelled',
};

/**
 * Orders: created when the visitor goes to payment, moved forward by payment events, read back by their owner.
 * The book and the price are frozen in the order, so nothing the wizard does later changes what was bought.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);
  private readonly paidListeners: PaidOrderListener[] = [];
  private readonly printStoppedListeners: PrintStoppedListener[] = [];

  constructor(
    private readonly orders: OrdersRepository,
    private readonly mail: MailService,
    @InjectSessionSecret() private readonly sessionSecret: string,
  ) {}

  /**
   * Registers work to start when an order becomes paid. It runs inside the transaction of the paid transition, once
   * per order (a payment event applied again, or a second paid event, moves nothing): if it fails, the payment
   * event is not recorded either, and its next delivery tries again.
   */
  onPaid(listener: PaidOrderListener): void {
    this.paidListeners.push(listener);
  }

  /** Registers work for when Lulu stops an order's print job; run once per stop (a repeated report changes nothing). */
  onPrintStopped(listener: PrintStoppedListener): void {
    this.printStoppedListeners.push(listener);
  }

  /**
   * The order status page's unguessable address part (the link in the confirmation e-mail): an HMAC of the order id
   * under the session secret (the same in every process), so the page opens on any device without the visitor's cookie and nothing is stored.
   */
  statusToken(orderId: string): string {
    return createHmac('sha256', this.sessionSecret).update(`order-status:${orderId}`).digest('base64url').slice(0, 32);
  }

  /** The order, for the status token's holder, the visitor who ordered or the signed-in account it belongs to; the same 404 for anyone else. */
  async authorisedOrder(orderId: string, access: OrderAccess): Promise<Order> {
    if (access.token) {
      const order = await this.orderByStatusToken(orderId, access.token);
      if (order) return order;
      throw new OrderNotFoundException();
    }
    const order = await this.findOrder(orderId);
    if (
      order &&
      (order.visitorId === access.visitorId || (access.accountId !== undefined && order.accountId === access.accountId))
    )
      return order;
    throw new OrderNotFoundException();
  }

  /** The order this status token was made for; undefined for a wrong token or unknown order (no difference shown). */
  async orderByStatusToken(orderId: string, token: string): Promise<Order | undefined> {
    if (!UUID.test(orderId)) return undefined;
    const expected = Buffer.from(this.statusToken(orderId));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return this.orders.findById(orderId);
  }

  /** Any order by id (production's stages, which act for the order rather than for a visitor). */
  findOrder(orderId: string): Promise<Order | undefined> {
    return UUID.test(orderId) ? this.orders.findById(orderId) : Promise.resolve(undefined);
  }

  /** The book a paid order froze (characters, story, summary, outline, cover, chapter 1, dedication), for its production. */
  paidOrderBook(orderId: string): Promise<PaidOrderBook | undefined> {
    return this.orders.findBook(orderId);
  }

  create(order: NewOrder): Promise<Order> {
    return this.orders.insert(randomUUID(), order);
  }

  attachCheckout(orderId: string, sessionId: string, url: string): Promise<void> {
    return this.orders.attachCheckout(orderId, sessionId, url);
  }

  /** The checkout for this order could not be opened: it is cancelled, and the next attempt makes a new order. */
  abandon(orderId: string): Promise<void> {
    return this.orders.abandon(orderId);
  }

  /** The visitor's own order; any other (or unknown, or malformed) id is the same 404. */
  async ownOrder(visitorId: string, orderId: string): Promise<Order> {
    const order = UUID.test(orderId) ? await this.orders.findById(orderId) : undefined;
    if (!order || order.visitorId !== visitorId) throw new OrderNotFoundException();
    return order;
  }

  /** GET /api/orders/:id: what the success page and the order status page show. */
  async orderReply(visitorId: string, orderId: string): Promise<OrderReply> {
    return toReply(await this.ownOrder(visitorId, orderId));
  }

  findByCheckoutSession(sessionId: string): Promise<Order | undefined> {
    return this.orders.findByCheckoutSession(sessionId);
  }

  /**
   * Applies one payment event, once: the event id is remembered with the change in one transaction, and the status
   * only moves forward, so the same event ten times, or events out of order, leave one consistent order. A paid
   * event whose amount or currency differs from the order's is not taken as payment (and is logged). Answers the
   * order as it now stands (undefined for an order that does not exist).
   */
  async applyPaymentEvent(event: PaymentEvent): Promise<Order | undefined> {
    const order = UUID.test(event.orderId) ? await this.orders.findById(event.orderId) : undefined;
    if (!order) {
      this.logger.warn(
        `Payment event ${event.id} (${event.type}) names no known order (${event.orderId.slice(0, 64)})`,
      );
      return undefined;
    }
    const amountDiffers =
      event.outcome === 'paid' &&
      event.amountTotal !== null &&
      (event.amountTotal !== order.price.totalCents || (event.currency ?? 'usd') !== 'usd');
    const isNew = await this.orders.onceForEvent(event, async (tx) => {
      if (amountDiffers) {
        this.logger.error(
          `Payment event ${event.id} for order ${order.id} charged ${event.amountTotal} ${event.currency}, the order costs ${order.price.totalCents} usd: not marked paid`,
        );
        return;
      }
      const moved = await this.orders.moveTo(tx, order.id, STATUS_OF[event.outcome], event.paymentIntentId);
      if (moved) this.logger.log(`Order ${order.id}: ${order.status} -> ${moved.status} (${event.type} ${event.id})`);
      if (moved?.status === 'paid') for (const listener of this.paidListeners) await listener(tx, moved);
    });
    if (!isNew) this.logger.log(`Payment event ${event.id} already applied; nothing changed`);
    return this.orders.findById(order.id);
  }

  /**
   * Sends the order confirmation once per paid order. When sending fails the claim is given back and the error
   * thrown, so the next delivery of the payment event tries again.
   */
  async confirmPaidOrder(order: Order): Promise<void> {
    if (order.status !== 'paid' || !(await this.orders.claimFollowUp(order.id, 'confirmation_sent_at'))) return;
    try {
      await this.mail.send(orderConfirmation(order, this.statusToken(order.id)));
    } catch (error) {
      await this.orders.releaseFollowUp(order.id, 'confirmation_sent_at');
      throw error;
    }
  }

  /** The order as stored, for server-side work (printing); never answered to a visitor as is. */
  findById(orderId: string): Promise<Order | undefined> {
    return UUID.test(orderId) ? this.orders.findById(orderId) : Promise.resolve(undefined);
  }

  /** Records the print job Lulu created for the order; false when the order already has another one. */
  attachPrintJob(orderId: string, jobId: string): Promise<boolean> {
    return this.orders.attachPrintJob(orderId, jobId);
  }

  /**
   * Applies what Lulu reported about the order's print job (webhook or poll). Idempotent and never backwards: a
   * repeated or late report changes nothing. Answers the order when it changed, undefined otherwise (also for an
   * order that does not exist, or one whose print job is another).
   */
  async applyPrintJobUpdate(update: PrintJobUpdate): Promise<Order | undefined> {
    if (!UUID.test(update.orderId)) return undefined;
    const order = await this.orders.applyPrintJobUpdate(update);
    if (order) {
      this.logger.log(`Order ${order.id}: print job ${update.jobId} is ${update.status}`);
      if (isStoppedPrintStatus(order.print?.status))
        for (const listener of this.printStoppedListeners) await listener(order);
      await this.notifyShipped(order);
    }
    return order;
  }

  /**
   * The shipped e-mail (carrier, tracking link), once per order, when Lulu reports it shipped (or delivered without
   * a shipped report seen). A failed send gives the claim back and throws, so the webhook's redelivery or the next
   * status poll tries again.
   */
  async notifyShipped(order: Order, again = false): Promise<boolean> {
    if (order.print?.status !== 'SHIPPED' && order.print?.status !== 'DELIVERED') return false;
    if (!again && !(await this.orders.claimFollowUp(order.id, 'shipped_email_sent_at'))) return false;
    try {
      await this.mail.send(orderShipped(order, this.statusToken(order.id)));
      return true;
    } catch (error) {
      if (!again) await this.orders.releaseFollowUp(order.id, 'shipped_email_sent_at');
      throw error;
    }
  }

  /** The confirmation again (an operator's request): the customer says it never arrived. */
  async resendConfirmation(order: Order): Promise<void> {
    await this.mail.send(orderConfirmation(order, this.statusToken(order.id)));
  }

  /** Orders at Lulu that have been quiet for a while, for the status poll (each claimed for this poll). */
  printStatusChecksDue(quietSeconds: number, limit: number): Promise<string[]> {
    return this.orders.claimPrintStatusChecks(quietSeconds, limit);
  }

  /**
   * An operator re-sends the order whose print job Lulu rejected or canceled: the job is kept among the earlier ones
   * and the order waits for its next print job (attempt n + 1), in the caller's transaction. Answers the new attempt,
   * or undefined when the order's job is not that one or not stopped.
   */
  detachStoppedPrintJob(tx: SqlExecutor, orderId: string, jobId: string): Promise<number | undefined> {
    return this.orders.detachStoppedPrintJob(tx, orderId, jobId, RESENDABLE_PRINT_STATUSES);
  }

  /** A customer account's orders, newest first ('My orders'). */
  listByAccount(accountId: string, limit = 200): Promise<Order[]> {
    return this.orders.listByAccount(accountId, limit);
  }

  /**
   * Attaches to the account the paid orders placed with its (verified) e-mail address that belong to no account yet:
   * all of them, or only `orderId`. Inside the caller's transaction when `sql` is given.
   */
  attachPaidOrdersByEmail(
    accountId: string,
    email: string,
    options: { sql?: SqlExecutor; orderId?: string } = {},
  ): Promise<number> {
    return this.orders.attachPaidByEmail(accountId, email, options);
  }

  /** Every order, newest first, for the operators' list. */
  listAll(limit = 500): Promise<Order[]> {
    return this.orders.listAll(limit);
  }

  /** What Lulu charges for the order, kept beside what the customer paid. */
  recordPrintCost(orderId: string, cost: PrintCost): Promise<void> {
    return this.orders.recordPrintCost(orderId, cost);
  }

  /** The order could not go to Lulu (e.g. Lulu refused a file): the reason stays visible until it goes. */
  recordPrintError(orderId: string, message: string): Promise<void> {
    return this.orders.recordPrintError(orderId, message);
  }

  /** True for exactly one caller per paid order: whoever gets it empties the visitor's draft. */
  claimDraftReset(order: Order): Promise<boolean> {
    return order.status === 'paid' ? this.orders.claimFollowUp(order.id, 'draft_reset_at') : Promise.resolve(false);
  }

  releaseDraftReset(order: Order): Promise<void> {
    return this.orders.releaseFollowUp(order.id, 'draft_reset_at');
  }
}

function toReply(order: Order): OrderReply {
  const { details, price, item } = order;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    title: order.title,
    item: {
      item_type: item,
      binding_type: item.binding,
      book_size: item.size,
      paper_color: details.paper_color,
      quantity: order.quantity,
      extra_copies: price.extraCopies,
      shipping_level: details.shipping_level,
    },
    dedication: details.dedication ?? null,
    ship_to: {
      name: details.shipping_address.name,
      city: details.shipping_address.city,
      country_code: details.shipping_address.country_code,
      address_lines: postalAddressLines(details.shipping_address),
    },
    amounts: {
      base_cents: price.baseCents,
      size_surcharge_cents: price.sizeSurchargeCents,
      extra_copies_cents: price.extraCopiesCents,
      shipping_cents: price.shippingCents,
      total_cents: price.totalCents,
      currency: 'usd',
    },
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}
