/**
 * The precompressed copies published next to a text asset (`main.1a2b3c4d.js.br`, `….js.gz`), in the order the
 * API's static site prefers them: brotli is ~10% smaller than gzip, and every current browser accepts it over HTTPS
 * and on localhost. Written by compress-assets.mjs, served by api/src/static-site.
 */
export const PRECOMPRESSED_VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];
