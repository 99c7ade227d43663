/**
 * The customer's words when Lulu stops the job (REJECTED, CANCELED, ERROR; docs/product/print-fulfilment.md); Lulu's own
 * message is appended. The operators are e-mailed (production-pipeline.service.ts), so the promise holds.
 */
export const PRINT_STOPPED = 'The printer could not print your book. Our team has been told and will sort it out.';
