import { Inject, Injectable } from '@nestjs/common';
import {
  OPERATOR_API,
  type OperatorOrder,
  type OperatorOrdersReply,
  type ResendEmailReply,
  type ResendEmailRequest,
} from '@storyloom/contracts/delivery';
import { OrderNotFoundException, OrdersService, postalAddressLines, type Order } from '../../orders/orders.service.js';
import { FILE_STORE, type FileStore } from '../../storage/file-store.js';
import { bookFiles, requiredFile } from '../book-files.js';
import { printJobResendable, ProductionPipeline } from '../production-pipeline.service.js';
import { NothingToRetryException, NotShippedYetException, ProofNotReadyException } from '../production.exception.js';
import { ProductionRepository } from '../production.repository.js';
import { printView } from '../production.service.js';

/** The operators' download of an order's PDF (OperatorOrdersController), beside OPERATOR_API's routes. */
export const operatorFilePath = (orderId: string, file: 'interior' | 'cover') =>
  `${OPERATOR_API.orders}/${encodeURIComponent(orderId)}/files/${file}.pdf`;

/**
 * The operators' orders (docs/product/print-fulfilment.md#operators): every order with its stage, amounts, Lulu's
 * cost and the margin, its files and print job; retrying a failed stage; sending an e-mail again.
 */
@Injectable()
export class OperatorOrdersService {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly orders: OrdersService,
    private readonly repository: ProductionRepository,
    private readonly pipeline: ProductionPipeline,
  ) {}

  async list(): Promise<OperatorOrdersReply> {
    const orders = await this.orders.listAll();
    return { orders: await Promise.all(orders.map((order) => this.view(order))) };
  }

  async retry(orderId: string): Promise<OperatorOrder> {
    const order = await this.order(orderId);
    if (!(await this.pipeline.retry(order.id))) throw new NothingToRetryException(order.id);
    return this.view(await this.order(order.id));
  }

  async resendEmail(orderId: string, request: ResendEmailRequest): Promise<ResendEmailReply> {
    const order = await this.order(orderId);
    if (request.kind === 'confirmation') await this.orders.resendConfirmation(order);
    else if (!(await this.orders.notifyShipped(order, true))) throw new NotShippedYetException(order.id);
    return { sent: true, kind: request.kind, to: order.email };
  }

  async file(orderId: string, file: 'interior' | 'cover'): Promise<Buffer> {
    const order = await this.order(orderId);
    const record = await this.repository.find(order.id);
    if (record?.interiorPages == null) throw new ProofNotReadyException();
    return requiredFile(this.files, bookFiles(order.id)[file]);
  }

  private async order(orderId: string): Promise<Order> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new OrderNotFoundException();
    return order;
  }

  private async view(order: Order): Promise<OperatorOrder> {
    const record = order.status === 'paid' ? await this.repository.find(order.id) : undefined;
    const { stage, failure, shipments } = printView(order, record);
    const charged =
      order.printCost?.totalInclTax == null ? NaN : Math.round(Number(order.printCost.totalInclTax) * 100);
    return {
      order_id: order.id,
      number: order.number,
      title: order.title,
      email: order.email,
      ship_to_lines: postalAddressLines(order.details.shipping_address),
      order_status: order.status,
      stage,
      failure,
      can_retry:
        (record?.state === 'failed' && record.failedStage !== null) ||
        (record?.state === 'ready' && printJobResendable(order)),
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      ready_at: record?.readyAt?.toISOString() ?? null,
      updated_at: record?.updatedAt.toISOString() ?? null,
      paid: { total_cents: order.price.totalCents, currency: 'usd' },
      lulu_cost: order.printCost
        ? {
            currency: order.printCost.currency,
            total_excl_tax: order.printCost.totalExclTax,
            total_incl_tax: order.printCost.totalInclTax,
          }
        : null,
      margin_cents: Number.isFinite(charged) ? order.price.totalCents - charged : null,
      files:
        record?.interiorPages != null
          ? {
              interior_url: operatorFilePath(order.id, 'interior'),
              cover_url: operatorFilePath(order.id, 'cover'),
              interior_pages: record.interiorPages,
            }
          : null,
      lulu: order.print
        ? {
            job_id: order.print.jobId,
            status: order.print.status,
            message: order.print.message,
            changed_at: order.print.changedAt?.toISOString() ?? null,
            attempt: order.printAttempt,
          }
        : null,
      earlier_lulu_jobs: order.printEarlierJobs.map((job) => ({
        job_id: job.jobId,
        status: job.status,
        message: job.message,
      })),
      lulu_error: order.printError,
      failure_cause: record?.state === 'failed' ? record.failureCause : null,
      shipments,
      proof: {
        choice: order.proofChoice,
        newest_version: record?.newestProofVersion ?? null,
        approved_version: record?.approvedVersion ?? null,
        approved_by: record?.approvedBy ?? null,
        approved_operator: record?.approvedOperator ?? null,
      },
    };
  }
}
