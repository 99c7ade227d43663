import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { MailService, type MailMessage } from '../mail/mail.service.js';
import { OrdersService } from '../orders/orders.service.js';
import type { FailedStage } from './production.repository.js';

/** The operators' orders page (remote-list.json), where a failed order is retried. */
const OPERATOR_ORDERS_PAGE = '/internal/orders';

export interface OrderFailure {
  orderId: string;
  stage: FailedStage;
  /** What the customer reads on the status page ("… Our team has been told …"). */
  customerMessage: string;
  /** What ended the stage, for the operators (the last attempt's error, Lulu's words). */
  cause: string;
}

/**
 * Tells the operators that a paid book stopped for good (the customer's page says "Our team has been told"): one
 * e-mail to OPERATOR_EMAIL per failure, sent when the order is marked failed (after the queue's last retry, never
 * per attempt), through the one mailer (SMTP, or the local outbox without one). Without OPERATOR_EMAIL, or when the
 * mail cannot go out, the failure is logged as an error; it stays on /internal/orders with its cause either way.
 */
@Injectable()
export class FailureAlerts {
  private readonly logger = new Logger('FailureAlerts');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly orders: OrdersService,
  ) {}

  async orderFailed(failure: OrderFailure): Promise<void> {
    const to = this.config.print.operatorEmail;
    if (!to) {
      this.logger.error(
        `order ${failure.orderId}: ${failure.stage} failed (${failure.cause}); no OPERATOR_EMAIL is set, so nobody was e-mailed`,
      );
      return;
    }
    try {
      const order = await this.orders.findById(failure.orderId);
      await this.mail.send(
        failureAlert(to, { ...failure, number: order?.number ?? failure.orderId }, order?.siteOrigin),
      );
    } catch (error) {
      this.logger.error(
        `order ${failure.orderId}: the failure alert to ${to} could not be sent: ${(error as Error).message}`,
      );
    }
  }
}

/** The alert: which order, which stage, the cause, what the customer was told, and where to retry. */
export function failureAlert(
  to: string,
  failure: OrderFailure & { number: string },
  siteOrigin: string | undefined,
): MailMessage {
  const page = `${(siteOrigin ?? '').replace(/\/+$/, '')}${OPERATOR_ORDERS_PAGE}`;
  return {
    to,
    subject: `Order ${failure.number}: ${failure.stage} failed`,
    text: [
      `Order ${failure.number} (${failure.orderId}) stopped at ${failure.stage}.`,
      '',
      `Cause: ${failure.cause}`,
      '',
      `The customer reads: ${failure.customerMessage}`,
      '',
      `Retry it from the operators' orders page once the cause is fixed: ${page}`,
    ].join('\n'),
  };
}
