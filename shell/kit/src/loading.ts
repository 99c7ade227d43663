/**
 * A script chunk that takes longer than 120 s to arrive counts as a timeout
 * (docs/product/constants-and-prices.md#screen-constants).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
