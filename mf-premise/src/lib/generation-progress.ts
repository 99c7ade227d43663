/**
 * The summary's bar (the kit's GenerationProgress) creeps up to 95% over 60 s
 * (docs/product/constants-and-prices.md#screen-constants).
 */
export const SUMMARY_PROGRESS_MS = 60_000;
