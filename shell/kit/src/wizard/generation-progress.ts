/**
 * A generation's bar (docs/product/constants-and-prices.md#screen-constants) creeps up to 95% over the step's
 * duration (60 s for the summary, 50 s for the outline: the callers pass it) and only reaches 100% on completion.
 */
export const PROGRESS_CEILING = 95;

/** Percentage shown after `elapsedMs` of waiting, linear up to the ceiling. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(PROGRESS_CEILING, (elapsedMs / durationMs) * PROGRESS_CEILING);
}
