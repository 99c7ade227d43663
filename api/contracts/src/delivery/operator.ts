import { storableText, z } from '@storyloom/contracts';
import { ORDER_STATUSES } from './replies.js';
import { PRODUCTION_STAGES, shipmentSchema } from './production.js';
import { PROOF_CHOICES } from './proof.js';

/**
 * The operators' orders API (docs/product/print-fulfilment.md#operators): operator-only (OPERATOR_TOKEN, as a bearer
 * token or the /internal/login cookie); everyone else gets the 404 of a path that does not exist.
 */
export const OPERATOR_API = {
  /** GET every order, newest first (operatorOrdersReplySchema). */
  orders: '/api/operator/orders',
  /** POST (no body): re-sends the failed production or print stage's job, or a print job Lulu rejected or canceled as a new one; answers operatorOrderSchema. */
  retry: (orderId: string) => `/api/operator/orders/${encodeURIComponent(orderId)}/retry`,
  /** POST resendEmailRequestSchema: the confirmation or the shipped e-mail again; answers resendEmailReplySchema. */
  resendEmail: (orderId: string) => `/api/operator/orders/${encodeURIComponent(orderId)}/resend-email`,
  /**
   * POST operatorProofApproveRequestSchema: approves the proof of an order waiting in 'ready_for_review' on the buyer's
   * behalf (docs/product/proof.md#approval), the operator's name kept and logged; answers operatorProofApproveReplySchema.
   */
  approveProof: (orderId: string) => `/api/operator/orders/${encodeURIComponent(orderId)}/proof/approve`,
} as const;

/** One order as operators see it. Amounts in cents (what the customer paid); Lulu's cost as its decimal strings. */
export const operatorOrderSchema = z.object({
  order_id: z.string(),
  number: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  /** Where the book goes, in the destination country's postal layout (as in the e-mail and on the status page). */
  ship_to_lines: z.array(z.string()),
  order_status: z.enum(ORDER_STATUSES),
  /** The production/print stage, as the status page names it (null while unpaid). */
  stage: z.enum(PRODUCTION_STAGES).nullable(),
  failure: z.object({ stage: z.enum(['writing', 'typesetting', 'printing']), message: z.string() }).nullable(),
  /** Whether POST retry would re-send something now: a failed stage, or a print job Lulu rejected or canceled (sent again as a new job). */
  can_retry: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  paid: z.object({ total_cents: z.number().int(), currency: z.string() }),
  lulu_cost: z
    .object({ currency: z.string(), total_excl_tax: z.string().nullable(), total_incl_tax: z.string().nullable() })
    .nullable(),
  /** Paid minus Lulu's cost incl. tax, in cents; null until Lulu's cost is known. */
  margin_cents: z.number().int().nullable(),
  /** Where the interior and cover PDFs are (operator download links), null until typeset. */
  files: z
    .object({ interior_url: z.string(), cover_url: z.string(), interior_pages: z.number().int().nullable() })
    .nullable(),
  /** The order's live print job at Lulu; `attempt` 2 and up after re-sends (Lulu's external id `<order id>-<attempt>`). */
  lulu: z
    .object({
      job_id: z.string(),
      status: z.string().nullable(),
      message: z.string().nullable(),
      changed_at: z.string().nullable(),
      attempt: z.number().int().min(1),
    })
    .nullable(),
  /** Print jobs Lulu rejected or canceled that a re-send replaced, oldest first. */
  earlier_lulu_jobs: z.array(
    z.object({ job_id: z.string(), status: z.string().nullable(), message: z.string().nullable() }),
  ),
  /** Lulu's refusal of the files, in its words. */
  lulu_error: z.string().nullable(),
  /** What ended the failed stage (its last attempt's error), for the operators only; null unless `failure` is the stage's. */
  failure_cause: z.string().nullable(),
  shipments: z.array(shipmentSchema),
  /**
   * The buyer's proof (docs/product/proof.md): the checkout's choice, the newest version (null before the book first
   * reaches review), and the approval once given (who: the buyer, an operator by name, or automatically).
   */
  proof: z.object({
    choice: z.enum(PROOF_CHOICES),
    newest_version: z.number().int().min(1).nullable(),
    approved_version: z.number().int().min(1).nullable(),
    approved_by: z.enum(['buyer', 'operator', 'automatic']).nullable(),
    approved_operator: z.string().nullable(),
  }),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

export const operatorOrdersReplySchema = z.object({ orders: z.array(operatorOrderSchema) });
export type OperatorOrdersReply = z.infer<typeof operatorOrdersReplySchema>;

/** The operator's name is required (kept with the approval); `version` defaults to the newest (409 when it is not). */
export const OPERATOR_LIMITS = { operatorNameMaxLength: 80 } as const;
export const operatorProofApproveRequestSchema = z.strictObject({
  operator: storableText('Operator')
    .trim()
    .min(1, 'operator (your name) is required')
    .max(
      OPERATOR_LIMITS.operatorNameMaxLength,
      `operator must be at most ${OPERATOR_LIMITS.operatorNameMaxLength} characters`,
    ),
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    .optional(),
});
export type OperatorProofApproveRequest = z.infer<typeof operatorProofApproveRequestSchema>;
export const operatorProofApproveReplySchema = z.object({
  approved_version: z.number().int(),
  approved_by: z.literal('operator'),
  operator: z.string(),
});
export type OperatorProofApproveReply = z.infer<typeof operatorProofApproveReplySchema>;

export const RESENDABLE_EMAILS = ['confirmation', 'shipped'] as const;
export const resendEmailRequestSchema = z.object({
  kind: z.enum(RESENDABLE_EMAILS, { error: `kind must be one of: ${RESENDABLE_EMAILS.join(', ')}` }),
});
export type ResendEmailRequest = z.infer<typeof resendEmailRequestSchema>;
export const resendEmailReplySchema = z.object({
  sent: z.literal(true),
  kind: z.enum(RESENDABLE_EMAILS),
  to: z.string(),
});
export type ResendEmailReply = z.infer<typeof resendEmailReplySchema>;
