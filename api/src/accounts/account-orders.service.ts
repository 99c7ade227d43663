import { Injectable } from '@nestjs/common';
import type { AccountOrder, AccountOrdersReply, ReorderReply } from '@storyloom/contracts';
import { ORDER_STATUS_LABELS, PRODUCTION_STAGE_LABELS, orderStatusPath } from '@storyloom/contracts/delivery';
import { CheckoutService } from '../delivery/delivery.module.js';
import { OrdersService, type Order } from '../orders/orders.service.js';
import { ProductionService } from '../production/production.service.js';
import { AccountOrderNotFoundException, ReorderNotPaidException } from './accounts.exception.js';
import type { AccountRecord } from './accounts.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'My orders' (docs/product/accounts.md): the account's orders with where each stands, and 'Order another copy'. */
@Injectable()
export class AccountOrdersService {
  constructor(
    private readonly orders: OrdersService,
    private readonly production: ProductionService,
    private readonly checkout: CheckoutService,
  ) {}

  /** GET /api/account/orders: newest first, each with the status page's stage label and the first tracking link. */
  async list(account: AccountRecord): Promise<AccountOrdersReply> {
    const orders = await this.orders.listByAccount(account.id);
    return { orders: await Promise.all(orders.map((order) => this.view(order))) };
  }

  /** POST /api/account/orders/:id/reorder: a new order of the same book and details, through a new checkout. */
  async reorder(account: AccountRecord, orderId: string, visitorId: string, siteOrigin: string): Promise<ReorderReply> {
    const source = UUID.test(orderId) ? await this.orders.findById(orderId) : undefined;
    if (!source || source.accountId !== account.id) throw new AccountOrderNotFoundException();
    if (source.status !== 'paid') throw new ReorderNotPaidException();
    const { orderId: newOrderId, url } = await this.checkout.startReorder(source, visitorId, account.id, siteOrigin);
    return { success: true, order_id: newOrderId, checkout_url: url };
  }

  private async view(order: Order): Promise<AccountOrder> {
    const { stage, shipments, digital_edition } = await this.production.progressOf(order);
    return {
      order_id: order.id,
      number: order.number,
      title: order.title,
      placed_at: order.createdAt.toISOString(),
      status_label: stage ? PRODUCTION_STAGE_LABELS[stage] : ORDER_STATUS_LABELS[order.status],
      tracking_url: shipments.find((shipment) => shipment.tracking_url)?.tracking_url ?? null,
      // With the status token: the page opens on any device the customer is signed in on.
      status_url: orderStatusPath(order.id, this.orders.statusToken(order.id)),
      quantity: order.quantity,
      total_cents: order.price.totalCents,
      digital_edition,
    };
  }
}
