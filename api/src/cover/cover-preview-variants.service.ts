import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { loadSharp } from '../common/sharp-library.js';
import { CoverAssetsService } from './cover-assets.service.js';
import type { CoverPreviewWidth } from './cover-preview-sizes.js';

/** At most this many bytes of WebP previews kept in memory (a 400 px preview is ~15–30 KB: hundreds of covers). */
const CACHE_BYTES = 16 * 1024 * 1024;

/**
 * A WebP quality that keeps the lettering on the cover crisp at 2x while a 400 px preview stays a few tens of KB,
 * against the 800 px PNG's ~400 KB.
 */
const WEBP_QUALITY = 78;

/**
 * The cover previews step 4 shows, as WebP at the width the screen needs (cover-preview-sizes.ts) instead of the
 * 800 px PNG: made from the stored PNG preview on first request (read through CoverAssetsService, like the PNG) and
 * kept in memory by cover id and width. A cover's picture never changes under its id, so a kept copy is never
 * stale; the owner is checked on every request before the cache is looked at, so a copy is only ever handed to
 * the visitor who owns the cover, and a deleted cover answers 404 like one that never was.
 */
@Injectable()
export class CoverPreviewVariantsService {
  private readonly cache = new LRUCache<
    string,
    Buffer,
    { visitorId: string; coverId: string; width: CoverPreviewWidth }
  >({
    maxSize: CACHE_BYTES,
    sizeCalculation: (webp) => webp.length,
    // The preload hint and the <img> of one page, or two tabs, ask at once: one encoding serves them all.
    fetchMethod: async (_key, _stale, { context }) => {
      const png = await this.assets.coverPreview(context.visitorId, context.coverId);
      return png
        ? await loadSharp()(png).resize({ width: context.width }).webp({ quality: WEBP_QUALITY }).toBuffer()
        : undefined;
    },
  });

  constructor(private readonly assets: CoverAssetsService) {}

  /** The cover's preview as WebP `width` pixels wide, for its owner only; undefined otherwise. */
  async webp(visitorId: string, coverId: string, width: CoverPreviewWidth): Promise<Buffer | undefined> {
    if (!(await this.assets.ownsCover(visitorId, coverId))) return undefined;
    return this.cache.fetch(`${coverId}:${width}`, { context: { visitorId, coverId, width } });
  }
}
