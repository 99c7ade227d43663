import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { DELIVERY_API, type ProductionReply, type ProductionStage } from '@storyloom/contracts/delivery';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { OrderNotFoundException, OrdersService, type Order } from '../orders/orders.service.js';
import { bookFiles } from './production-pipeline.service.js';
import { ProofNotReadyException } from './production.exception.js';
import { ProductionRepository, type ProductionState } from './production.repository.js';

const STAGE_OF: Record<ProductionState, ProductionStage> = {
  queued: 'paid',
  writing: 'writing',
  typesetting: 'typesetting',
  // The PDFs exist and are on their way to the outbox: still "Typesetting" to the customer, proof downloadable.
  typeset: 'typesetting',
  ready: 'ready_for_printing',
  failed: 'failed',
};

/** How soon the status page asks again while something is moving; writing moves fastest. */
const POLL_MS: Record<ProductionStage, number | null> = { paid: 2000, writing: 2000, typesetting: 2000, ready_for_printing: null, failed: null };

/**
 * A paid book's production as its owner (or the e-mail link's holder) sees it: the order status page
 * (docs/product/book-production.md#the-order-status-page) and the interior proof.
 */
@Injectable()
export class ProductionService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly repository: ProductionRepository,
  ) {}

  /** The owner, by cookie; or anyone holding the status token of the confirmation e-mail. The same 404 otherwise. */
  async status(visitorId: string, orderId: string, token: string | undefined): Promise<ProductionReply> {
    if (token) {
      const order = await this.orders.orderByStatusToken(orderId, token);
      if (order) return this.reply(order, order.visitorId === visitorId);
      throw new OrderNotFoundException();
    }
    return this.reply(await this.orders.ownOrder(visitorId, orderId), true);
  }

  /** The interior PDF, for the owner only, once typeset. */
  async interiorProof(visitorId: string, orderId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const order = await this.orders.ownOrder(visitorId, orderId);
    const record = await this.repository.find(order.id);
    if (!record || record.interiorPages === null) throw new ProofNotReadyException();
    const pdf = await readFile(bookFiles(this.config.production.booksDir, order.id).interior);
    return { pdf, fileName: `${order.number}-interior-proof.pdf` };
  }

  private async reply(order: Order, owner: boolean): Promise<ProductionReply> {
    const record = order.status === 'paid' ? await this.repository.find(order.id) : undefined;
    const stage = record ? STAGE_OF[record.state] : order.status === 'paid' ? 'paid' : null;
    const waitingForPayment = order.status === 'awaiting_payment' || order.status === 'payment_processing';
    return {
      order_id: order.id,
      number: order.number,
      title: order.title,
      order_status: order.status,
      stage,
      chapters: record?.chaptersTotal ? { done: Math.min(record.chaptersDone, record.chaptersTotal), total: record.chaptersTotal } : null,
      failure: record?.state === 'failed' && record.failedStage ? { stage: record.failedStage, message: record.failureMessage ?? '' } : null,
      proof_url: owner && record?.interiorPages != null ? DELIVERY_API.interiorProof(order.id) : null,
      ready_at: record?.readyAt?.toISOString() ?? null,
      updated_at: record?.updatedAt.toISOString() ?? null,
      poll_after_ms: stage ? POLL_MS[stage] : waitingForPayment ? 3000 : null,
    };
  }
}
