/**
 * The seeds of one generation's requests. vLLM and llama.cpp answer a repeated seed with the same text, so a request
 * made again with the seed of the one before would only repeat it (issue 24, F6): every retry of a generation and
 * every continuation of an answer samples with its own seed, the same one each time the same attempt is made.
 * The strides keep them apart from each other and from the visitor's next generation (ticket seeds count up by one).
 */
const RETRY_STRIDE = 1_000_003;
const CONTINUATION_STRIDE = 7_919;

/** The seed of retry `retry` (0: the first attempt) of a generation whose seed is `base`. */
export const retrySeed = (base: number, retry: number): number => base + retry * RETRY_STRIDE;

/** The seed of continuation `continuation` (0: the answer's first request) of a request sent with seed `seed`. */
export const continuationSeed = (seed: number, continuation: number): number =>
  seed + continuation * CONTINUATION_STRIDE;
