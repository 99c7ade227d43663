/**
 * The outline's bar (the kit's GenerationProgress) creeps up to 95% over 50 s
 * (docs/product/constants-and-prices.md#screen-constants).
 */
export const OUTLINE_PROGRESS_MS = 50_000;
