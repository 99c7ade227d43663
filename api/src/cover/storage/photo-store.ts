/**
 * Where step 4's files live: the visitor's photos and the covers designed from them (docs/product/step4-cover.md).
 * Private by design: nothing here is served directly; the cover module looks up who owns a key in `cover_assets`
 * before it reads one. Keys are relative paths such as `visitors/<visitor>/photos/<digest>.jpg`.
 */
export interface PhotoStore {
  /** 'local' or 's3', for logs. */
  readonly driver: string;
  /** Writes the whole object; a reader never sees half of it. Replaces an object stored under the same key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the objects; keys with nothing stored are skipped. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Nest injection token of the configured PhotoStore. */
export const PHOTO_STORE = Symbol('PHOTO_STORE');

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Keys are made by the cover module from uuids and digests; this guards against a path ever escaping the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) throw new Error(`"${key}" is not a storage key`);
}
