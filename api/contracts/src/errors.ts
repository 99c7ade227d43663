import { z } from 'zod';

/** The one JSON shape every failing API call answers with. */
export const apiErrorSchema = z.object({
  /** Stable machine-readable code, e.g. `VALIDATION_FAILED`, `DRAFT_NOT_FOUND`. */
  error: z.string(),
  /** A sentence the visitor or operator can act on. */
  message: z.string(),
  /** Optional structured detail, e.g. the fields that failed validation. */
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** One failed field in a `VALIDATION_FAILED` error's `details`. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
