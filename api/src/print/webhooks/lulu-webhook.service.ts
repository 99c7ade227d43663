import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isStorableText } from '@storyloom/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { OrdersService, type PrintJobUpdate, type PrintTracking } from '../../orders/orders.service.js';
import { webhookSubmissionSchema, type PrintJob } from '../lulu/lulu.schemas.js';
import { LuluWebhookMalformedException, LuluWebhookSignatureException } from '../print.exception.js';

export const PRINT_JOB_STATUS_CHANGED = 'PRINT_JOB_STATUS_CHANGED';

export type WebhookOutcome = 'applied' | 'unchanged' | 'ignored';

/**
 * `POST /api/webhooks/lulu` (docs/product/print-fulfilment.md): Lulu's `PRINT_JOB_STATUS_CHANGED` submissions. The
 * `Lulu-HMAC-SHA256` header must be the HMAC-SHA256 of the raw body under our API secret (hex), compared in constant
 * time; a forged or missing one is a 401 and nothing is read. A valid one moves the order's print status forward
 * only (OrdersService.applyPrintJobUpdate), so Lulu's retries and late deliveries change nothing twice.
 */
@Injectable()
export class LuluWebhookService {
  private readonly logger = new Logger(LuluWebhookService.name);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly orders: OrdersService,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    this.verify(rawBody, signature);
    let parsedJson: unknown;
    try {
      parsedJson = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new LuluWebhookMalformedException('not JSON');
    }
    const topic = (parsedJson as { topic?: unknown } | null)?.topic;
    if (topic !== PRINT_JOB_STATUS_CHANGED) {
      this.logger.log(`Lulu webhook with topic ${String(topic).slice(0, 64)}: ignored`);
      return 'ignored';
    }
    const submission = webhookSubmissionSchema.safeParse(parsedJson);
    if (!submission.success) throw new LuluWebhookMalformedException('the print job in `data` lacks its id or status');
    const unstorable = unstorableTextPath(submission.data.data, 'data');
    if (unstorable)
      throw new LuluWebhookMalformedException(
        `${unstorable} contains a character that cannot be saved (a NUL or an unpaired surrogate)`,
      );
    const update = printJobUpdateOf(submission.data.data);
    if (!update) {
      this.logger.warn(`Lulu webhook for print job ${submission.data.data.id} without an external id: ignored`);
      return 'ignored';
    }
    const changed = await this.orders.applyPrintJobUpdate(update);
    if (!changed)
      this.logger.log(
        `Lulu webhook: print job ${update.jobId} ${update.status} for ${update.orderId.slice(0, 64)} changed nothing`,
      );
    return changed ? 'applied' : 'unchanged';
  }

  private verify(rawBody: Buffer, signature: string | undefined): void {
    const secret = this.config.print.lulu?.clientSecret;
    if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) throw new LuluWebhookSignatureException();
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest();
    if (!timingSafeEqual(Buffer.from(signature.trim(), 'hex'), expected)) throw new LuluWebhookSignatureException();
  }
}

/**
 * Where the print job holds text the database cannot keep (PostgreSQL refuses NUL and unpaired surrogates), or
 * undefined: the signature proves Lulu sent it, not that it can be stored, and a refusal must not be a 500.
 */
function unstorableTextPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  // Lulu's print job is a few levels deep; far deeper is no print job, and walking it would exhaust the stack.
  if (depth > MAX_PRINT_JOB_DEPTH)
    throw new LuluWebhookMalformedException(`${path} is nested more than ${MAX_PRINT_JOB_DEPTH} levels deep`);
  for (const [key, inner] of Object.entries(value)) {
    const found =
      (isStorableText(key) ? undefined : path) ??
      unstorableTextPath(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const MAX_PRINT_JOB_DEPTH = 32;

/** `<order id>` or `<order id>-<n>` (an operator's re-send, docs/product/print-fulfilment.md#operators). */
const EXTERNAL_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,5})$/i;

/** The order's view of a print job as Lulu sends it (webhook `data`, `/print-jobs/{id}/`). */
export function printJobUpdateOf(job: PrintJob): PrintJobUpdate | undefined {
  if (!job.external_id) return undefined;
  const resent = EXTERNAL_ID.exec(job.external_id);
  const tracking: PrintTracking[] = job.line_items
    .map((item) => {
      const messages = item.status?.messages ?? undefined;
      const urls = item.tracking_urls ?? messages?.tracking_urls ?? [];
      return {
        carrier: messages?.carrier_name ?? null,
        trackingId: item.tracking_id ?? messages?.tracking_id ?? null,
        urls: urls.filter((url) => /^https?:\/\//.test(url)),
      };
    })
    .filter((entry) => entry.urls.length > 0 || entry.trackingId !== null);
  const changed = job.status.changed ? new Date(job.status.changed) : null;
  return {
    orderId: resent ? resent[1]! : job.external_id,
    attempt: resent ? Number(resent[2]) : 1,
    jobId: String(job.id),
    status: job.status.name,
    message: job.status.message ?? null,
    changedAt: changed && !Number.isNaN(changed.getTime()) ? changed : null,
    tracking,
  };
}
