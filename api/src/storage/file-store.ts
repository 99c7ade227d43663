import type { Readable } from 'node:stream';

/**
 * Every file the product keeps (docs/architecture.md#files-and-storage): one store, local disk under DATA_DIR by
 * default, an S3-compatible bucket when S3_BUCKET is set. Any API or worker process reads what another wrote, so
 * nothing the product keeps may live only on one machine's disk. Private by design: nothing here is served directly;
 * the owning module checks who may read a key before it reads it.
 *
 * Keys are relative paths whose first folder is one of STORAGE_NAMESPACES, e.g. `books/<order>/v2/interior.pdf`.
 */
export interface FileStore {
  /** 'local' or 's3', for logs. */
  readonly driver: 'local' | 's3';
  /** Writes the whole object; a reader never sees half of it. Replaces an object stored under the same key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Like put, from a local file (an upload received to disk), without holding it in memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The object, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object as a stream with its size (a print file Lulu fetches), or undefined when nothing is stored. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Removes the objects; keys with nothing stored are skipped. */
  delete(keys: readonly string[]): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * The store's top folders, one per kind of file (the same names as the folders under DATA_DIR, so a demo's files
 * stay where they were):
 * - `cover-assets/visitors/<visitor>/…`: step 4's photos, covers and cover previews (the cover module's keys);
 * - `books/<order>/…`: the typeset print PDFs, each proof version's PDFs and pages.json (`v<N>/`), the digital edition;
 * - `print-files/<order>/…`: the PDFs Lulu fetches through signed links (test orders' uploads too).
 */
export const STORAGE_NAMESPACES = ['cover-assets', 'books', 'print-files'] as const;
export type StorageNamespace = (typeof STORAGE_NAMESPACES)[number];

/** Nest injection token of the configured FileStore. */
export const FILE_STORE = Symbol('FILE_STORE');

/** Each part: letters, digits, `_ . -`, never starting with a dot (so `..` and the local store's `.partial` are no keys). */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Keys are made by our code from uuids and digests; this guards against a path ever escaping its namespace. */
export function assertStorageKey(key: string): void {
  const namespace = key.split('/', 1)[0] as StorageNamespace;
  if (!KEY.test(key) || !STORAGE_NAMESPACES.includes(namespace) || !key.includes('/'))
    throw new Error(`"${key}" is not a storage key`);
}

/** The same store seen from inside one folder: a module's own keys (`visitors/…`) without the namespace in front. */
export function withinFolder(store: FileStore, folder: string): FileStore {
  const full = (key: string) => `${folder}/${key}`;
  return {
    driver: store.driver,
    put: (key, data, contentType) => store.put(full(key), data, contentType),
    putFile: (key, path, contentType) => store.putFile(full(key), path, contentType),
    get: (key) => store.get(full(key)),
    open: (key) => store.open(full(key)),
    delete: (keys) => store.delete(keys.map(full)),
  };
}
