import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { OrdersService } from '../../orders/orders.service.js';
import { PrintService } from '../print.service.js';

export const PRINT_STATUS_POLL_QUEUE = 'print.status-poll';

/**
 * The fallback when Lulu's webhook does not arrive (docs/product/print-fulfilment.md): on PRINT_STATUS_POLL_CRON
 * (every 30 minutes by default), at most PRINT_STATUS_POLL_BATCH orders at Lulu that have heard nothing for
 * PRINT_STATUS_POLL_QUIET_SECONDS (webhooks normally arrive within minutes) are asked about
 * (PrintService.refreshStatus), which applies the status forward-only as a webhook would, shipped e-mail included.
 * Only with Lulu configured.
 */
@Injectable()
export class PrintStatusPoll implements OnModuleInit {
  private readonly logger = new Logger('PrintStatusPoll');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly orders: OrdersService,
    private readonly print: PrintService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.print.luluConfigured) return;
    const { cron } = this.config.print.statusPoll;
    await this.jobs.schedule(PRINT_STATUS_POLL_QUEUE, cron, () => this.run());
  }

  /**
   * One poll: answers how many orders were asked about. One order's failure does not stop the others. The quiet time
   * and batch size are the configured ones unless given (tests).
   */
  async run(
    quietSeconds = this.config.print.statusPoll.quietSeconds,
    batch = this.config.print.statusPoll.batch,
  ): Promise<number> {
    const due = await this.orders.printStatusChecksDue(quietSeconds, batch);
    for (const orderId of due) {
      await this.print
        .refreshStatus(orderId)
        .catch((error: unknown) => this.logger.warn(`order ${orderId}: ${(error as Error).message}`));
    }
    return due.length;
  }
}
