import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../jobs/jobs.service.js';
import { OrdersService } from '../../orders/orders.service.js';
import { PrintService } from '../print.service.js';

export const PRINT_STATUS_POLL_QUEUE = 'print.status-poll';
/** An order whose print job has been quiet this long is asked about: webhooks normally arrive within minutes. */
export const PRINT_STATUS_QUIET_SECONDS = 3 * 3600;
const PER_RUN = 50;

/**
 * The fallback when Lulu's webhook does not arrive (docs/product/print-fulfilment.md): every 30 minutes, the orders
 * at Lulu that have not been heard of for a while are asked about (PrintService.refreshStatus), which applies the
 * status forward-only as a webhook would, shipped e-mail included. Only with Lulu configured.
 */
@Injectable()
export class PrintStatusPoll implements OnModuleInit {
  private readonly logger = new Logger('PrintStatusPoll');

  constructor(
    private readonly jobs: JobsService,
    private readonly orders: OrdersService,
    private readonly print: PrintService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.print.luluConfigured) return;
    await this.jobs.schedule(PRINT_STATUS_POLL_QUEUE, '*/30 * * * *', () => this.run(PRINT_STATUS_QUIET_SECONDS));
  }

  /** One poll: answers how many orders were asked about. One order's failure does not stop the others. */
  async run(quietSeconds: number): Promise<number> {
    const due = await this.orders.printStatusChecksDue(quietSeconds, PER_RUN);
    for (const orderId of due) {
      await this.print.refreshStatus(orderId).catch((error: unknown) => this.logger.warn(`order ${orderId}: ${(error as Error).message}`));
    }
    return due.length;
  }
}
