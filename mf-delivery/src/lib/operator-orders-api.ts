import {
  OPERATOR_API,
  operatorOrderSchema,
  operatorOrdersReplySchema,
  operatorProofApproveReplySchema,
  resendEmailReplySchema,
  type OperatorOrder,
  type OperatorProofApproveReply,
  type ResendEmailReply,
} from '@storyloom/contracts/delivery';
import { ApiRequestError, apiGet, apiPost } from '@storyloom/kit';
import { UnexpectedReplyError } from './delivery-api.js';

const unexpected = () => new UnexpectedReplyError('The server answered in an unexpected form. Please try again.');

/** `GET /api/operator/orders`: every order, newest first (operators only; everyone else gets a 404). */
export async function loadOperatorOrders(signal?: AbortSignal): Promise<OperatorOrder[]> {
  const parsed = operatorOrdersReplySchema.safeParse(await apiGet<unknown>(OPERATOR_API.orders, { signal }));
  if (!parsed.success) throw unexpected();
  return parsed.data.orders;
}

/** `POST …/retry`: the server re-sends the failed stage's job and answers the order as it now is. */
export async function retryOrder(orderId: string): Promise<OperatorOrder> {
  const parsed = operatorOrderSchema.safeParse(await apiPost<unknown>(OPERATOR_API.retry(orderId), {}));
  if (!parsed.success) throw unexpected();
  return parsed.data;
}

/** `POST …/resend-email`: the shipped e-mail once the book has shipped, else the order confirmation. */
export async function resendEmail(order: OperatorOrder): Promise<ResendEmailReply> {
  const kind = order.stage === 'shipped' || order.stage === 'delivered' ? 'shipped' : 'confirmation';
  const parsed = resendEmailReplySchema.safeParse(await apiPost<unknown>(OPERATOR_API.resendEmail(order.order_id), { kind }));
  if (!parsed.success) throw unexpected();
  return parsed.data;
}

/**
 * `POST …/proof/approve`: approves, on the buyer's behalf, the version the operator was shown (a 409 if the buyer
 * changed the book since), with the operator's name kept and logged by the server.
 */
export async function approveProof(order: OperatorOrder, operator: string): Promise<OperatorProofApproveReply> {
  const body = order.proof.newest_version === null ? { operator } : { operator, version: order.proof.newest_version };
  const parsed = operatorProofApproveReplySchema.safeParse(await apiPost<unknown>(OPERATOR_API.approveProof(order.order_id), body));
  if (!parsed.success) throw unexpected();
  return parsed.data;
}

/** The server's own message (it says what is wrong), else a generic one. */
export function operatorErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return 'The server cannot be reached. Please try again.';
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Cents as money, e.g. 16596 USD → '$165.96'. */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** Lulu's decimal string as money, e.g. '12.34' USD → '$12.34'. */
export function formatDecimal(amount: string, currency: string): string {
  const value = Number(amount);
  return Number.isFinite(value) ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value) : `${amount} ${currency}`;
}

/** An ISO time as the operator's clock reads it, to the minute, in UTC to compare with the logs. */
export function formatTime(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
