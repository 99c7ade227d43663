import type { FileStore } from '../../storage/file-store.js';

/**
 * Where step 4's files live: the visitor's photos and the covers designed from them (docs/product/step4-cover.md),
 * the platform's FileStore seen from its `cover-assets/` folder. Private by design: nothing here is served directly;
 * the cover module looks up who owns a key in `cover_assets` before it reads one. Keys are relative paths such as
 * `visitors/<visitor>/photos/<digest>.jpg` (as stored in `cover_assets.storage_key`).
 */
export type PhotoStore = FileStore;

/** Nest injection token of the cover module's view of the FileStore. */
export const PHOTO_STORE = Symbol('PHOTO_STORE');
