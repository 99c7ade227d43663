import { Inject, Injectable } from '@nestjs/common';
import { digitalEditionLinks } from '@storyloom/contracts';
import { DELIVERY_API, type ProductionReply, type ProductionStage } from '@storyloom/contracts/delivery';
import { OrderNotFoundException, OrdersService, type Order } from '../orders/orders.service.js';
import { digitalEditionAvailable } from './digital-edition/digital-edition-availability.js';
import { FILE_STORE, type FileStore } from '../storage/file-store.js';
import { bookFiles, requiredFile } from './book-files.js';
import { PRINT_STOPPED } from './print-stopped.js';
import { productionHeadline } from './production-headline.js';
import { ProofNotReadyException } from './production.exception.js';
import { ProductionRepository, type ProductionRecord, type ProductionState } from './production.repository.js';

const STAGE_OF: Record<ProductionState, ProductionStage> = {
  queued: 'paid',
  writing: 'writing',
  typesetting: 'typesetting',
  // The PDFs exist and are on their way to the outbox: still "Typesetting" to the customer, proof downloadable.
  typeset: 'typesetting',
  // Typeset and waiting for the buyer to read, change and approve it (docs/product/proof.md).
  review: 'ready_for_review',
  ready: 'ready_for_printing',
  failed: 'failed',
};

/**
 * How soon the status page asks again while something is moving; writing moves fastest. Lulu's stages move in hours
 * or days, so a minute is plenty; delivered, failed and the local outbox's "ready" change no more.
 */
const POLL_MS: Record<ProductionStage, number | null> = {
  paid: 2000,
  writing: 2000,
  typesetting: 2000,
  // The buyer may be changing the book in another tab; the status page need not follow closely.
  ready_for_review: 30_000,
  ready_for_printing: null,
  sent_to_printer: 60_000,
  in_production: 60_000,
  shipped: 60_000,
  delivered: null,
  failed: null,
};

/** Lulu's print job status → the status page's stage (docs/product/print-fulfilment.md); undefined for a stop. */
export function stageOfPrintStatus(status: string | null): ProductionStage | undefined {
  switch (status) {
    case null:
    case 'CREATED':
    case 'UNPAID':
    case 'PAYMENT_IN_PROGRESS':
    case 'PRODUCTION_DELAYED':
    case 'PRODUCTION_READY':
      return 'sent_to_printer';
    case 'IN_PRODUCTION':
      return 'in_production';
    case 'SHIPPED':
      return 'shipped';
    case 'DELIVERED':
      return 'delivered';
    case 'REJECTED':
    case 'CANCELED':
    case 'ERROR':
      return 'failed';
    default:
      return 'sent_to_printer';
  }
}

/** The stage, failure and shipments the status page and the operators' list show for an order. */
export function printView(
  order: Order,
  record: ProductionRecord | undefined,
): Pick<ProductionReply, 'stage' | 'failure' | 'shipments'> {
  let stage: ProductionStage | null = record ? STAGE_OF[record.state] : order.status === 'paid' ? 'paid' : null;
  let failure: ProductionReply['failure'] =
    record?.state === 'failed' && record.failedStage
      ? { stage: record.failedStage, message: record.failureMessage ?? '' }
      : null;
  if (record?.state === 'ready' && order.print) {
    stage = stageOfPrintStatus(order.print.status) ?? 'sent_to_printer';
    if (stage === 'failed')
      failure = {
        stage: 'printing',
        message: `${PRINT_STOPPED}${order.print.message ? ` Lulu says: ${order.print.message}` : ''}`,
      };
  }
  if (stage === 'failed' && failure?.stage === 'printing' && order.printError && !order.print) {
    // Lulu refused the files (validation): its words, so the team and the customer see what was wrong.
    failure = { stage: 'printing', message: `${failure.message} Lulu says: ${order.printError}` };
  }
  const shipments = (order.print?.tracking ?? []).map((tracking) => ({
    carrier: tracking.carrier,
    tracking_id: tracking.trackingId,
    tracking_url: tracking.urls[0] ?? null,
  }));
  return { stage, failure, shipments };
}

/**
 * A paid book's production as its owner (or the e-mail link's holder) sees it: the order status page
 * (docs/product/book-production.md#the-order-status-page) and the interior proof.
 */
@Injectable()
export class ProductionService {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
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
    const pdf = await requiredFile(this.files, bookFiles(order.id).interior);
    return { pdf, fileName: `${order.number}-interior-proof.pdf` };
  }

  /** Where the order stands, as the status page names it ('My orders'): its stage (null before payment) and shipments. */
  async progressOf(
    order: Order,
  ): Promise<Pick<ProductionReply, 'stage' | 'failure' | 'shipments' | 'digital_edition'>> {
    const record = order.status === 'paid' ? await this.repository.find(order.id) : undefined;
    return { ...printView(order, record), digital_edition: this.digitalEdition(order, record) };
  }

  /** The digital edition's links, with the status token so they open on any device, once the book is approved. */
  private digitalEdition(order: Order, record: ProductionRecord | undefined): ProductionReply['digital_edition'] {
    return digitalEditionAvailable(record) ? digitalEditionLinks(order.id, this.orders.statusToken(order.id)) : null;
  }

  private async reply(order: Order, owner: boolean): Promise<ProductionReply> {
    const record = order.status === 'paid' ? await this.repository.find(order.id) : undefined;
    const { stage, failure, shipments } = printView(order, record);
    const waitingForPayment = order.status === 'awaiting_payment' || order.status === 'payment_processing';
    const chapters = record?.chaptersTotal
      ? { done: Math.min(record.chaptersDone, record.chaptersTotal), total: record.chaptersTotal }
      : null;
    return {
      order_id: order.id,
      number: order.number,
      title: order.title,
      order_status: order.status,
      stage,
      chapters,
      failure,
      proof_url: owner && record?.interiorPages != null ? DELIVERY_API.interiorProof(order.id) : null,
      ready_at: record?.readyAt?.toISOString() ?? null,
      updated_at: record?.updatedAt.toISOString() ?? null,
      poll_after_ms: stage ? POLL_MS[stage] : waitingForPayment ? 3000 : null,
      shipments,
      digital_edition: this.digitalEdition(order, record),
      headline: productionHeadline({ order_status: order.status, stage, chapters, failure, shipments }),
    };
  }
}
