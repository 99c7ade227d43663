import { z } from 'zod';

/**
 * What we read of Lulu's answers (api/test/support/lulu/openapi_public.yml, Lulu's own published contract). Only the
 * fields we use are checked; everything else passes through untouched, so the operator page can show Lulu's whole
 * answer and a field Lulu adds later breaks nothing.
 */

export const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  token_type: z.string().optional(),
});

/** `/cover-dimensions/`: numbers as decimal strings ("920.000"), in print points unless asked otherwise. */
export const coverDimensionsReplySchema = z.object({
  width: z.coerce.number().positive(),
  height: z.coerce.number().positive(),
  unit: z.string().default('pt'),
});
export type CoverDimensions = z.infer<typeof coverDimensionsReplySchema>;

/**
 * `/validate-interior/` and `/validate-cover/` (and their `{id}/`): asynchronous. Interior ends VALIDATED, NORMALIZED
 * or ERROR; cover ends NORMALIZED or ERROR; NULL, VALIDATING and NORMALIZING mean "still running".
 */
export const fileValidationReplySchema = z
  .object({
    id: z.coerce.number().int(),
    status: z.string().nullable().optional(),
    errors: z.array(z.string()).nullable().optional(),
    // The contract types it as a string and shows it as a number.
    page_count: z.coerce.number().int().nullable().optional(),
  })
  .passthrough();
export type FileValidation = z.infer<typeof fileValidationReplySchema>;

export const printJobStatusSchema = z
  .object({
    name: z.string(),
    message: z.string().nullable().optional(),
    changed: z.string().nullable().optional(),
  })
  .passthrough();
export type PrintJobStatus = z.infer<typeof printJobStatusSchema>;

const lineItemSchema = z
  .object({
    id: z.coerce.number().optional(),
    tracking_id: z.string().nullable().optional(),
    tracking_urls: z.array(z.string()).nullable().optional(),
    status: z
      .object({
        name: z.string().optional(),
        messages: z
          .object({
            tracking_id: z.string().nullable().optional(),
            tracking_urls: z.array(z.string()).nullable().optional(),
            carrier_name: z.string().nullable().optional(),
          })
          .passthrough()
          .nullable()
          .optional(),
      })
      .passthrough()
      .nullable()
      .optional(),
  })
  .passthrough();

export const printJobSchema = z
  .object({
    id: z.coerce.number().int(),
    external_id: z.string().nullable().optional(),
    status: printJobStatusSchema,
    line_items: z.array(lineItemSchema).default([]),
  })
  .passthrough();
export type PrintJob = z.infer<typeof printJobSchema>;

export const printJobListSchema = z.object({
  count: z.number().optional(),
  results: z.array(printJobSchema),
});

/** `print-job-cost-calculations`: decimal strings in `currency`. */
export const costCalculationSchema = z
  .object({
    currency: z.string().optional(),
    total_cost_excl_tax: z.string().nullable().optional(),
    total_cost_incl_tax: z.string().nullable().optional(),
    total_tax: z.string().nullable().optional(),
  })
  .passthrough();
export type CostCalculation = z.infer<typeof costCalculationSchema>;

/**
 * `/shipping-options/`: the levels Lulu offers for a destination and product, each with its cost (a decimal string,
 * or null when Lulu leaves it out) and its estimate in business days from the start of production to delivery.
 */
export const shippingOptionSchema = z
  .object({
    level: z.string(),
    cost_excl_tax: z.string().nullable().optional(),
    currency: z.string().nullable().optional(),
    business_only: z.boolean().optional(),
    total_days_min: z.coerce.number().int().nonnegative().nullable().optional(),
    total_days_max: z.coerce.number().int().nonnegative().nullable().optional(),
  })
  .passthrough();
export type LuluShippingOption = z.infer<typeof shippingOptionSchema>;
export const shippingOptionListSchema = z.array(shippingOptionSchema);

/** The body of a `PRINT_JOB_STATUS_CHANGED` webhook: `data` is the print job as `/print-jobs/{id}/` answers it. */
export const webhookSubmissionSchema = z.object({
  topic: z.string(),
  data: printJobSchema,
});
