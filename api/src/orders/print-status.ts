/**
 * Lulu's print job lifecycle (its contract, "Check Print-Job Status"), in order. A report only replaces a status of a
 * lower rank, so repeated and out-of-order webhooks never move an order backwards. REJECTED and CANCELED (and ERROR)
 * stop a job at any point before it ships, so they rank just below SHIPPED. Unknown names rank 0 and change nothing.
 */
const PRINT_STATUS_ORDER = [
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
] as const;
const STOPPED = new Set(['REJECTED', 'CANCELED', 'ERROR']);
const rankOf = (index: number): number => (index + 1) * 10;

/** Whether Lulu stopped the job before it shipped (the status page shows the printing failed). */
export const isStoppedPrintStatus = (status: string | null | undefined): boolean =>
  status !== null && status !== undefined && STOPPED.has(status);

export function printStatusRank(status: string): number {
  const index = (PRINT_STATUS_ORDER as readonly string[]).indexOf(status);
  if (index >= 0) return rankOf(index);
  return STOPPED.has(status) ? rankOf(PRINT_STATUS_ORDER.indexOf('SHIPPED')) - 5 : 0;
}
