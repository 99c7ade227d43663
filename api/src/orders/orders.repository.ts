import { Injectable } from '@nestjs/common';
import { itemTypeSchema } from '@storyloom/contracts';
import type { OrderDetails, OrderStatus, ProofChoice } from '@storyloom/contracts/delivery';
import { Database, type SqlExecutor } from '../database/database.js';
import { printStatusRank } from './print-status.js';
import type {
  EarlierPrintJob,
  NewOrder,
  Order,
  PaidOrderBook,
  PaymentEvent,
  PaymentProvider,
  PrintCost,
  PrintJobUpdate,
  PrintTracking,
} from './orders.types.js';

interface OrderRow {
  id: string;
  visitor_id: string;
  account_id: string | null;
  status: OrderStatus;
  email: string;
  order_details: OrderDetails;
  story_details: { bookTitle?: unknown } | null;
  draft_fingerprint: string;
  site_origin: string;
  item_type: string;
  quantity: number;
  base_cents: number;
  size_surcharge_cents: number;
  extra_copies_cents: number;
  shipping_cents: number;
  total_cents: number;
  payment_provider: PaymentProvider;
  checkout_session_id: string | null;
  checkout_url: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
  print_job_id: string | null;
  print_status: string | null;
  print_status_message: string | null;
  print_status_changed_at: Date | string | null;
  print_tracking: PrintTracking[] | null;
  print_cost: PrintCost | null;
  print_error: string | null;
  print_attempt: number;
  print_earlier_jobs: EarlierPrintJob[] | null;
  proof_choice: ProofChoice;
}

const ORDER_COLUMNS = `id, visitor_id, account_id, status, email, order_details, story_details, draft_fingerprint, site_origin, item_type, quantity,
  base_cents, size_surcharge_cents, extra_copies_cents, shipping_cents, total_cents, payment_provider, checkout_session_id,
  checkout_url, paid_at, created_at, print_job_id, print_status, print_status_message, print_status_changed_at, print_tracking,
  print_cost, print_error, print_attempt, print_earlier_jobs, proof_choice`;

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toOrder(row: OrderRow): Order {
  const extraCopies = row.quantity - 1;
  const title = row.story_details?.bookTitle;
  return {
    id: row.id,
    number: `SL-${row.id.slice(0, 8).toUpperCase()}`,
    visitorId: row.visitor_id,
    accountId: row.account_id,
    status: row.status,
    email: row.email,
    details: row.order_details,
    title: typeof title === 'string' && title !== '' ? title : null,
    storyDetails: row.story_details,
    draftFingerprint: row.draft_fingerprint,
    item: itemTypeSchema.parse(row.item_type),
    quantity: row.quantity,
    price: {
      baseCents: row.base_cents,
      sizeSurchargeCents: row.size_surcharge_cents,
      extraCopies,
      extraCopyCents: extraCopies > 0 ? row.extra_copies_cents / extraCopies : 0,
      extraCopiesCents: row.extra_copies_cents,
      shippingCents: row.shipping_cents,
      totalCents: row.total_cents,
    },
    provider: row.payment_provider,
    siteOrigin: row.site_origin,
    checkoutSessionId: row.checkout_session_id,
    checkoutUrl: row.checkout_url,
    paidAt: toDate(row.paid_at),
    createdAt: toDate(row.created_at)!,
    print:
      row.print_job_id === null
        ? null
        : {
            jobId: row.print_job_id,
            status: row.print_status,
            message: row.print_status_message,
            changedAt: toDate(row.print_status_changed_at),
            tracking: row.print_tracking ?? [],
          },
    printCost: row.print_cost,
    printError: row.print_error,
    printAttempt: row.print_attempt,
    printEarlierJobs: row.print_earlier_jobs ?? [],
    proofChoice: row.proof_choice,
  };
}

/**
 * The statuses each status may be reached from: an order only moves forward, and a payment always wins (money
 * taken is never ignored, even on a checkout the visitor had walked away from).
 */
const REACHABLE_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: [],
  payment_processing: ['awaiting_payment'],
  paid: ['awaiting_payment', 'payment_processing', 'payment_failed', 'cancelled'],
  payment_failed: ['awaiting_payment', 'payment_processing'],
  cancelled: ['awaiting_payment'],
};

/** Fixed SQL lists from the table above (never from input). */
const sqlList = (statuses: readonly OrderStatus[]) => statuses.map((status) => `'${status}'`).join(', ');

const json = (value: unknown) => JSON.stringify(value ?? null);

/** The only code that reads or writes the `orders` and `payment_events` tables. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  async insert(id: string, order: NewOrder): Promise<Order> {
    const { details, book, price } = order;
    const [row] = await this.db.query<OrderRow>(
      `INSERT INTO orders (id, visitor_id, email, order_details, dedication, characters, story_details, summary, outline, cover,
         first_chapter, draft_fingerprint, site_origin, item_type, quantity, base_cents, size_surcharge_cents, extra_copies_cents,
         shipping_cents, total_cents, payment_provider, account_id, proof_choice)
       VALUES ($1, $2, $3, $4::text::jsonb, $5, $6::text::jsonb, $7::text::jsonb, $8, $9::text::jsonb, $10::text::jsonb,
         $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, COALESCE($23, 'review'))
       RETURNING ${ORDER_COLUMNS}`,
      [
        id,
        order.visitorId,
        details.email,
        json(details),
        details.dedication ?? null,
        json(book.characters),
        json(book.storyDetails),
        book.summary,
        json(book.outline),
        json(book.cover),
        book.firstChapter ?? null,
        book.draftFingerprint,
        order.siteOrigin,
        itemTypeSchema.encode(order.item),
        details.quantity,
        price.baseCents,
        price.sizeSurchargeCents,
        price.extraCopiesCents,
        price.shippingCents,
        price.totalCents,
        order.provider,
        order.accountId ?? null,
        order.proofChoice ?? null,
      ],
    );
    return toOrder(row!);
  }

  async attachCheckout(id: string, sessionId: string, url: string): Promise<void> {
    await this.db.query(
      'UPDATE orders SET checkout_session_id = $2, checkout_url = $3, updated_at = now() WHERE id = $1',
      [id, sessionId, url],
    );
  }

  /** An order whose checkout never opened (the payment service failed): it can never be paid. */
  async abandon(id: string): Promise<void> {
    await this.db.query(
      "UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'awaiting_payment' AND checkout_session_id IS NULL",
      [id],
    );
  }

  async findById(id: string): Promise<Order | undefined> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id]);
    return row && toOrder(row);
  }

  async findBook(id: string): Promise<PaidOrderBook | undefined> {
    const [row] = await this.db.query<{
      id: string;
      visitor_id: string;
      characters: unknown;
      story_details: unknown;
      summary: string;
      outline: unknown;
      cover: unknown;
      first_chapter: string | null;
      dedication: string | null;
    }>(
      'SELECT id, visitor_id, characters, story_details, summary, outline, cover, first_chapter, dedication FROM orders WHERE id = $1',
      [id],
    );
    return (
      row && {
        orderId: row.id,
        visitorId: row.visitor_id,
        characters: row.characters,
        storyDetails: row.story_details,
        summary: row.summary,
        outline: row.outline,
        cover: row.cover,
        firstChapter: row.first_chapter,
        dedication: row.dedication,
      }
    );
  }

  async findByCheckoutSession(sessionId: string): Promise<Order | undefined> {
    const [row] = await this.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE checkout_session_id = $1`, [
      sessionId,
    ]);
    return row && toOrder(row);
  }

  /** Moves the order to `status` when the status it has allows it; undefined when it does not (or no such order). */
  async moveTo(
    sql: SqlExecutor,
    id: string,
    status: OrderStatus,
    paymentIntentId: string | null = null,
  ): Promise<Order | undefined> {
    const [row] = await sql.query<OrderRow>(
      `UPDATE orders SET status = $2, updated_at = now(),
         paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END,
         payment_intent_id = COALESCE($3, payment_intent_id)
       WHERE id = $1 AND status IN (${sqlList(REACHABLE_FROM[status])})
       RETURNING ${ORDER_COLUMNS}`,
      [id, status, paymentIntentId],
    );
    return row && toOrder(row);
  }

  /**
   * Records a payment event and runs `apply` in the same transaction, only the first time this event id is seen:
   * a redelivered event changes nothing. Answers whether the event was new.
   */
  async onceForEvent(event: PaymentEvent, apply: (sql: SqlExecutor) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        'INSERT INTO payment_events (id, order_id, type) VALUES ($1, (SELECT id FROM orders WHERE id = $2), $3) ON CONFLICT (id) DO NOTHING RETURNING id',
        [event.id, event.orderId, event.type],
      );
      if (inserted.length === 0) return false;
      await apply(tx);
      return true;
    });
  }

  /**
   * Claims one follow-up of a payment (the confirmation e-mail, the draft's reset) for the caller: true for exactly
   * one caller, however many deliveries of the event run at once.
   */
  async claimFollowUp(id: string, column: FollowUp): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE orders SET ${column} = now() WHERE id = $1 AND status = 'paid' AND ${column} IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Gives a claimed follow-up back after it failed, so the next delivery of the event tries again. */
  async releaseFollowUp(id: string, column: FollowUp): Promise<void> {
    await this.db.query(`UPDATE orders SET ${column} = NULL WHERE id = $1`, [id]);
  }

  /**
   * Records the order's print job, once: an order keeps the first job id it was given (a second, different id is
   * refused with false, so a job is never silently swapped).
   */
  async attachPrintJob(id: string, jobId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE orders SET print_job_id = $2, print_error = NULL, updated_at = now()
       WHERE id = $1 AND (print_job_id IS NULL OR print_job_id = $2) AND NOT EXISTS (SELECT 1 FROM orders other WHERE other.print_job_id = $2 AND other.id <> $1)
       RETURNING id`,
      [id, jobId],
    );
    return rows.length > 0;
  }

  /**
   * Applies a status Lulu reported when it is further along Lulu's lifecycle than the stored one (see
   * print-status.ts); the same or an earlier status changes nothing. Matches the order by id and job id (a job id
   * that belongs to another order changes nothing either). Answers the
   * updated order, or undefined when nothing changed.
   */
  async applyPrintJobUpdate(update: PrintJobUpdate): Promise<Order | undefined> {
    const [row] = await this.db.query<OrderRow>(
      `UPDATE orders SET print_job_id = $2, print_status = $3, print_status_rank = $4, print_status_message = $5,
         print_status_changed_at = COALESCE($6::timestamptz, now()),
         print_tracking = CASE WHEN $7::text::jsonb = '[]'::jsonb THEN print_tracking ELSE $7::text::jsonb END,
         updated_at = now()
       WHERE id = $1 AND (print_job_id IS NULL OR print_job_id = $2) AND print_status_rank < $4 AND print_attempt = $8
         AND NOT EXISTS (SELECT 1 FROM orders other WHERE other.print_job_id = $2 AND other.id <> $1)
       RETURNING ${ORDER_COLUMNS}`,
      [
        update.orderId,
        update.jobId,
        update.status,
        printStatusRank(update.status),
        update.message,
        update.changedAt?.toISOString() ?? null,
        json(update.tracking),
        update.attempt,
      ],
    );
    return row && toOrder(row);
  }

  /**
   * An operator re-sends the order (its print job `jobId` was rejected or canceled by Lulu): that job moves to
   * `print_earlier_jobs`, the order has no print job again and the next one is attempt n + 1. In the caller's
   * transaction. Answers the new attempt, or undefined when the order's job is no longer that one or not stopped.
   */
  async detachStoppedPrintJob(
    tx: SqlExecutor,
    id: string,
    jobId: string,
    stopped: readonly string[],
  ): Promise<number | undefined> {
    const [row] = await tx.query<{ print_attempt: number }>(
      `UPDATE orders SET
         print_earlier_jobs = print_earlier_jobs || jsonb_build_array(jsonb_build_object('jobId', print_job_id, 'status', print_status, 'message', print_status_message)),
         print_job_id = NULL, print_status = NULL, print_status_rank = 0, print_status_message = NULL, print_status_changed_at = NULL,
         print_tracking = '[]'::jsonb, print_error = NULL, print_checked_at = NULL, print_attempt = print_attempt + 1, updated_at = now()
       WHERE id = $1 AND print_job_id = $2 AND print_status = ANY(string_to_array($3, ','))
       RETURNING print_attempt`,
      [id, jobId, stopped.join(',')],
    );
    return row?.print_attempt;
  }

  async recordPrintCost(id: string, cost: PrintCost): Promise<void> {
    await this.db.query('UPDATE orders SET print_cost = $2::text::jsonb, updated_at = now() WHERE id = $1', [
      id,
      json(cost),
    ]);
  }

  /** Records why the order could not go to Lulu, unless it already has a print job (then nothing failed for it). */
  async recordPrintError(id: string, message: string): Promise<void> {
    await this.db.query(
      'UPDATE orders SET print_error = $2, updated_at = now() WHERE id = $1 AND print_job_id IS NULL',
      [id, message],
    );
  }

  /**
   * Orders at Lulu, not yet delivered nor stopped, whose status has not changed for `quietSeconds` and that were not
   * asked about in that time either: the status poll's work, least recently heard of first. Marks them asked.
   */
  async claimPrintStatusChecks(quietSeconds: number, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE orders SET print_checked_at = now()
       WHERE id IN (
         SELECT id FROM orders
         WHERE print_job_id IS NOT NULL AND COALESCE(print_status, '') NOT IN ('DELIVERED', 'REJECTED', 'CANCELED', 'ERROR')
           AND COALESCE(print_status_changed_at, updated_at) < now() - make_interval(secs => $1)
           AND (print_checked_at IS NULL OR print_checked_at < now() - make_interval(secs => $1))
         ORDER BY COALESCE(print_checked_at, print_status_changed_at, updated_at) LIMIT $2)
       RETURNING id`,
      [quietSeconds, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The orders of a customer account, newest first ('My orders'). */
  async listByAccount(accountId: string, limit: number): Promise<Order[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [accountId, limit],
    );
    return rows.map(toOrder);
  }

  /**
   * Gives the account every paid order placed with this e-mail address (compared case-insensitively) that belongs to
   * no account yet; answers how many. `sql`: inside the caller's transaction (an order's paid transition) or not.
   */
  async attachPaidByEmail(
    accountId: string,
    email: string,
    options: { sql?: SqlExecutor; orderId?: string } = {},
  ): Promise<number> {
    const rows = await (options.sql ?? this.db).query(
      `UPDATE orders SET account_id = $1, updated_at = now()
       WHERE lower(email) = lower($2) AND status = 'paid' AND account_id IS NULL AND ($3::uuid IS NULL OR id = $3::uuid)
       RETURNING id`,
      [accountId, email, options.orderId ?? null],
    );
    return rows.length;
  }

  /** Every order, newest first (the operators' list), with when its follow-ups were sent. */
  async listAll(limit: number): Promise<Order[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders ORDER BY created_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toOrder);
  }
}

/** Follow-ups done once per paid order, each claimed by setting its column. */
export type FollowUp = 'confirmation_sent_at' | 'draft_reset_at' | 'shipped_email_sent_at';
