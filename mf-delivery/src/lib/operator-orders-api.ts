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
import { ApiRequestError, apiGet, apiPost, parsedReply } from '@storyloom/kit';

/** `GET /api/operator/orders`: every order, newest first (operators only; everyone else gets a 404). */
export async function loadOperatorOrders(signal?: AbortSignal): Promise<OperatorOrder[]> {
  return parsedReply(operatorOrdersReplySchema, await apiGet<unknown>(OPERATOR_API.orders, { signal })).orders;
}

/** `POST …/retry`: the server re-sends the failed stage's job and answers the order as it now is. */
export async function retryOrder(orderId: string): Promise<OperatorOrder> {
  return parsedReply(operatorOrderSchema, await apiPost<unknown>(OPERATOR_API.retry(orderId), {}));
}

/** `POST …/resend-email`: the shipped e-mail once the book has shipped, else the order confirmation. */
export async function resendEmail(order: OperatorOrder): Promise<ResendEmailReply> {
  const kind = order.stage === 'shipped' || order.stage === 'delivered' ? 'shipped' : 'confirmation';
  return parsedReply(
    resendEmailReplySchema,
    await apiPost<unknown>(OPERATOR_API.resendEmail(order.order_id), { kind }),
  );
}

/**
 * `POST …/proof/approve`: approves, on the buyer's behalf, the version the operator was shown (a 409 if the buyer
 * changed the book since), with the operator's name kept and logged by the server.
 */
export async function approveProof(order: OperatorOrder, operator: string): Promise<OperatorProofApproveReply> {
  const body = order.proof.newest_version === null ? { operator } : { operator, version: order.proof.newest_version };
  return parsedReply(
    operatorProofApproveReplySchema,
    await apiPost<unknown>(OPERATOR_API.approveProof(order.order_id), body),
  );
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
  return Number.isFinite(value)
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value)
    : `${amount} ${currency}`;
}

/** An ISO time as the operator's clock reads it, to the minute, in UTC to compare with the logs. */
export function formatTime(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
