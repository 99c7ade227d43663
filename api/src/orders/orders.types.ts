import type { BookItem } from '@storyloom/contracts';
import type { OrderDetails, OrderPrice, OrderStatus, ProofChoice } from '@storyloom/contracts/delivery';

export type PaymentProvider = 'stripe' | 'test';

/** What an order freezes of the draft when the visitor goes to payment (docs/product/step5-delivery.md). */
export interface FrozenBook {
  characters: unknown;
  storyDetails: unknown;
  summary: string;
  outline: unknown;
  /** The cover chosen on step 4, as the cover module names it. */
  cover: unknown;
  firstChapter: string | undefined;
  /** Fingerprint of the draft's book at that moment: the draft is emptied after payment only if it still holds this book. */
  draftFingerprint: string;
}

export interface NewOrder {
  visitorId: string;
  details: OrderDetails;
  book: FrozenBook;
  /** What is printed (stored as the spec's item type, `hardcover_big`). */
  item: BookItem;
  price: OrderPrice;
  provider: PaymentProvider;
  siteOrigin: string;
  /** The customer account it belongs to from the start (an account's reorder); others are attached later, if ever. */
  accountId?: string;
  /** Read the proof before printing, or print as soon as written (docs/product/proof.md); the database's default when absent. */
  proofChoice?: ProofChoice;
}

/**
 * Who asks for an order's pages (status, proof, digital edition): the e-mail link's status token, the visitor who
 * ordered, or the signed-in account the order belongs to (OrdersService.authorisedOrder).
 */
export interface OrderAccess {
  visitorId: string;
  /** The order's status token (the e-mail's and 'My orders' links). */
  token?: string;
  /** The signed-in account's id, when there is one. */
  accountId?: string;
}

export interface Order {
  id: string;
  /** What the visitor quotes: SL- and the first eight hex digits of the id. */
  number: string;
  visitorId: string;
  /** The customer account it belongs to (docs/product/accounts.md), or null. */
  accountId: string | null;
  status: OrderStatus;
  email: string;
  details: OrderDetails;
  title: string | null;
  storyDetails: unknown;
  draftFingerprint: string;
  /** What is printed: the binding and the book size. */
  item: BookItem;
  quantity: number;
  price: OrderPrice;
  provider: PaymentProvider;
  siteOrigin: string;
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  paidAt: Date | null;
  createdAt: Date;
  /** The order's print job at Lulu; null until one is created. */
  print: OrderPrintJob | null;
  /** What Lulu charges for it (its cost calculation, decimal strings), once asked. */
  printCost: PrintCost | null;
  /** Why it could not be submitted to Lulu, in Lulu's words; null once it was. */
  printError: string | null;
  /** Which of the order's print jobs is (or will be) the live one: 1, then one more per operator re-send. */
  printAttempt: number;
  /** The print jobs Lulu rejected or canceled that a re-send replaced, oldest first. */
  printEarlierJobs: EarlierPrintJob[];
  /** The buyer's proof choice (docs/product/proof.md); 'print_when_written' for orders placed before the proof. */
  proofChoice: ProofChoice;
}

export interface EarlierPrintJob {
  jobId: string;
  status: string | null;
  message: string | null;
}

/** Lulu's statuses after which an operator may send the order again as a new print job. */
export const RESENDABLE_PRINT_STATUSES: readonly string[] = ['REJECTED', 'CANCELED'];

/** Lulu's `external_id` of the order's print job: the order id, then `<order id>-<n>` for the n-th. */
export const printExternalId = (orderId: string, attempt: number): string =>
  attempt > 1 ? `${orderId}-${attempt}` : orderId;

export interface PrintCost {
  currency: string;
  totalExclTax: string | null;
  totalInclTax: string | null;
}

/** One shipment's tracking, as Lulu reports it on a line item. */
export interface PrintTracking {
  carrier: string | null;
  trackingId: string | null;
  urls: string[];
}

export interface OrderPrintJob {
  jobId: string;
  /** Lulu's status name (CREATED, UNPAID, … IN_PRODUCTION, SHIPPED, DELIVERED, REJECTED, CANCELED). */
  status: string | null;
  message: string | null;
  changedAt: Date | null;
  tracking: PrintTracking[];
}

/** What Lulu reported about a print job (webhook or status poll). */
export interface PrintJobUpdate {
  /** Our order id, from Lulu's `external_id`. */
  orderId: string;
  /** Which of the order's print jobs it is, from the `-<n>` of its `external_id` (1 without). */
  attempt: number;
  jobId: string;
  status: string;
  message: string | null;
  changedAt: Date | null;
  tracking: PrintTracking[];
}

/** What a payment event says happened to the order's checkout. */
export type PaymentOutcome = 'paid' | 'processing' | 'failed' | 'cancelled';

/**
 * One payment event, from Stripe's webhook or from the built-in test checkout (the same fulfilment handles both).
 * `amountTotal` and `currency` are what the checkout charged, checked against the order before it counts as paid.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  orderId: string;
  outcome: PaymentOutcome;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

/** What production reads of a paid order: its frozen book, as it was when the visitor went to payment. */
export interface PaidOrderBook {
  orderId: string;
  visitorId: string;
  characters: unknown;
  storyDetails: unknown;
  summary: string;
  outline: unknown;
  cover: unknown;
  firstChapter: string | null;
  dedication: string | null;
}
