// Types for precompressed-variants.mjs, so the API's static site reads the one definition of the variants.
export declare const PRECOMPRESSED_VARIANTS: ReadonlyArray<{ encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' }>;
