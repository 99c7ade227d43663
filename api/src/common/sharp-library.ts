import type sharpModule from 'sharp';
import { lazyRequire } from './lazy-require.js';

/**
 * sharp (libvips), loaded with the first image a request or job works on (common/lazy-require.ts): ~18 MB resident
 * that an idle server no longer holds. libvips keeps recent operations and their pixels in a cache (50 MB by
 * default) to reuse them; every photo a visitor sends is new, so the cache only adds memory (see the cover rows of
 * `npm run bench`): it is switched off as sharp loads, before any image.
 */
export const loadSharp = lazyRequire<typeof sharpModule>('sharp', (sharp) => sharp.cache(false));
