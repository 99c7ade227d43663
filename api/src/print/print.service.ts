import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatUsd } from '@storyloom/contracts/delivery';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { OrdersService, printExternalId, type Order } from '../orders/orders.service.js';
import { PRINT_FILES, PrintFileLinks } from './files/print-file-links.js';
import { PrintFileStore } from './files/print-file-store.js';
import { LULU_CLIENT } from './lulu/lulu-client.provider.js';
import type { LuluClient, LuluShippingAddress, ShippingLevel } from './lulu/lulu-client.js';
import type { PrintJob } from './lulu/lulu.schemas.js';
import { podPackageId } from './print.types.js';
import {
  LuluFileInvalidException,
  LuluNotConfiguredException,
  PrintOrderNotReadyException,
} from './print.exception.js';
import { ShippingOptionsService } from './shipping/shipping-options.service.js';
import { printJobUpdateOf } from './webhooks/lulu-webhook.service.js';

// Other modules import services only: the production pipeline tells a file Lulu refused (no retry helps) from an
// outage, and the operators' orders API (production module) is guarded like every operator route.
export { LuluFileInvalidException } from './print.exception.js';
export { OperatorGuard } from './operator/operator-access.js';
// Step 5 shows each shipping method's delivery dates for the destination from the same choice of Lulu level.
export { ShippingOptionsService } from './shipping/shipping-options.service.js';

/** Lulu answers cover sizes in points unless asked otherwise; the typesetter works in points. */
const POINTS_PER_UNIT: Record<string, number> = { pt: 1, in: 72, inch: 72, mm: 72 / 25.4 };

/** The book's two PDFs as the production pipeline keeps them: their keys in the FileStore (production/book-files.ts). */
export interface PrintReadyBook {
  interiorPdf: string;
  coverPdf: string;
}

/**
 * Sends a paid order's book to Lulu (docs/product/print-fulfilment.md): the PDFs are kept as print files and offered
 * through signed links; Lulu checks the interior and the cover (a refusal is recorded on the order in Lulu's words
 * and thrown); the cost Lulu will charge is recorded and logged beside what the customer paid; the print job is
 * created once per order (an order that has one already answers it; the client finds a job Lulu took but whose
 * answer was lost). The production pipeline calls `submit` when the book is ready for printing.
 */
@Injectable()
export class PrintService {
  private readonly logger = new Logger(PrintService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(LULU_CLIENT) private readonly lulu: LuluClient | null,
    private readonly orders: OrdersService,
    private readonly store: PrintFileStore,
    private readonly links: PrintFileLinks,
    private readonly shipping: ShippingOptionsService,
  ) {}

  /** Whether Lulu's keys are set (operators' test orders, status polling). */
  get luluConfigured(): boolean {
    return this.lulu !== null;
  }

  /** Whether paid books go to Lulu; otherwise the production pipeline keeps its local print outbox (PRINT_BOOKS_AT). */
  get booksGoToLulu(): boolean {
    return this.lulu !== null && this.config.print.booksGoTo === 'lulu';
  }

  /**
   * The Lulu level the order ships with: the visitor's Standard/Expedited choice for its destination, from Lulu's
   * shipping options when Lulu is configured, else the documented table (also what the local print outbox records).
   */
  async shippingLevelOf(order: Order, pageCount: number): Promise<ShippingLevel> {
    const address = order.details.shipping_address;
    const destination = { country: address.country_code, ...(address.state_code ? { state: address.state_code } : {}) };
    const book = { podPackageId: podPackageIdOf(order), pageCount, quantity: order.quantity };
    const chosen = await this.shipping.levelFor(destination, order.details.shipping_level, book);
    this.logger.log(
      `Order ${order.id}: ${order.details.shipping_level} to ${address.country_code} ships as Lulu's ${chosen.luluLevel} (${chosen.source})`,
    );
    return chosen.luluLevel;
  }

  /** Lulu's cover size for the order's book at this page count (its /cover-dimensions/), for the typesetter. */
  async coverDimensions(orderId: string, pageCount: number): Promise<{ widthPoints: number; heightPoints: number }> {
    const lulu = this.lulu;
    if (!lulu) throw new LuluNotConfiguredException();
    const order = await this.orders.findById(orderId);
    if (!order) throw new PrintOrderNotReadyException(orderId, 'missing');
    const size = await lulu.coverDimensions(podPackageIdOf(order), pageCount);
    const perUnit = POINTS_PER_UNIT[size.unit.toLowerCase()] ?? 1;
    return { widthPoints: size.width * perUnit, heightPoints: size.height * perUnit };
  }

  async submit(orderId: string, book: PrintReadyBook): Promise<PrintJob> {
    const lulu = this.lulu;
    if (!lulu) throw new LuluNotConfiguredException();
    const order = await this.orders.findById(orderId);
    if (!order || order.status !== 'paid') throw new PrintOrderNotReadyException(orderId, order?.status ?? 'missing');
    if (order.print) return lulu.printJob(order.print.jobId);

    await this.keepFiles(order.id, book);
    const origin = this.config.payment.publicOrigin ?? order.siteOrigin;
    const [interiorUrl, coverUrl] = PRINT_FILES.map((file) => `${origin}${this.links.path(order.id, file)}`) as [
      string,
      string,
    ];
    const product = podPackageIdOf(order);
    const shippingAddress = shippingAddressOf(order);
    try {
      const interior = await lulu.validateInterior(interiorUrl, product);
      const pageCount = interior.page_count ?? 0;
      await lulu.validateCover(coverUrl, product, pageCount);
      const shippingLevel = await this.shippingLevelOf(order, pageCount);
      const cost = await lulu.costCalculation({
        podPackageId: product,
        pageCount,
        quantity: order.quantity,
        shippingAddress,
        shippingLevel,
      });
      await this.orders.recordPrintCost(order.id, {
        currency: cost.currency ?? 'USD',
        totalExclTax: cost.total_cost_excl_tax ?? null,
        totalInclTax: cost.total_cost_incl_tax ?? null,
      });
      const charged = Math.round(Number(cost.total_cost_incl_tax ?? 'NaN') * 100);
      this.logger.log(
        `Order ${order.id}: Lulu charges ${cost.total_cost_incl_tax ?? '?'} ${cost.currency ?? ''}, the customer paid ${formatUsd(order.price.totalCents)}` +
          (Number.isFinite(charged) ? `, margin ${formatUsd(order.price.totalCents - charged)}` : ''),
      );
      const job = await lulu.createPrintJob({
        // The order id; `<order id>-<n>` for the n-th job after an operator re-sent a rejected or canceled one.
        externalId: printExternalId(order.id, order.printAttempt),
        title: order.title ?? 'Storyloom book',
        quantity: order.quantity,
        podPackageId: product,
        interiorUrl,
        coverUrl,
        shippingAddress,
        shippingLevel,
        contactEmail: mailAddress(this.config.mail.from),
      });
      // Never silently: a job id Lulu gives that another order holds is a fault for the team, not a hand-off.
      if (!(await this.orders.attachPrintJob(order.id, String(job.id))))
        throw new Error(`Lulu answered print job ${job.id} for order ${order.id}, which another order holds`);
      const update = printJobUpdateOf(job);
      if (update) await this.orders.applyPrintJobUpdate(update);
      return job;
    } catch (error) {
      if (error instanceof LuluFileInvalidException) await this.orders.recordPrintError(order.id, error.message);
      throw error;
    }
  }

  /**
   * Asks Lulu for the order's print job and applies its status like a webhook would (forward only): the fallback
   * when no webhook arrives. Answers the order as it now stands.
   */
  async refreshStatus(orderId: string): Promise<Order | undefined> {
    const lulu = this.lulu;
    if (!lulu) throw new LuluNotConfiguredException();
    const order = await this.orders.findById(orderId);
    if (!order?.print) return order;
    const update = printJobUpdateOf(await lulu.printJob(order.print.jobId));
    if (update && update.orderId === order.id && update.attempt === order.printAttempt)
      await this.orders.applyPrintJobUpdate(update);
    return this.orders.findById(order.id);
  }

  /** Copies the book's PDFs (the pipeline keeps its own) to the order's print files; each is stored whole or not at all. */
  private async keepFiles(orderId: string, book: PrintReadyBook): Promise<void> {
    await this.store.copyFrom(book.interiorPdf, orderId, 'interior.pdf');
    await this.store.copyFrom(book.coverPdf, orderId, 'cover.pdf');
  }
}

/** The order's shipping address as Lulu takes it: the customer's e-mail for the carrier, the phone in E.164. */
/** The order's Lulu product code: the one place it is derived, for Lulu's calls and the local print outbox alike. */
export function podPackageIdOf(order: Order): string {
  return podPackageId(order.details.binding_type, order.details.paper_color);
}

function shippingAddressOf(order: Order): LuluShippingAddress {
  const address = order.details.shipping_address;
  return {
    name: address.name,
    street1: address.street1,
    ...(address.street2 ? { street2: address.street2 } : {}),
    city: address.city,
    ...(address.state_code ? { state_code: address.state_code } : {}),
    postcode: address.postcode,
    country_code: address.country_code,
    phone_number: address.phone_number,
    email: order.email,
  };
}

/** `Storyloom <hello@storyloom.example>` → `hello@storyloom.example`. */
export function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
