import type { FileStore } from '../storage/file-store.js';

/**
 * Where a paid book's files are kept in the FileStore (storage/file-store.ts), all under `books/<order>/`:
 * - `interior.pdf`, `cover.pdf`: the print files the typeset stage (or the proof's approval) made;
 * - `v<N>/interior.pdf`, `v<N>/cover.pdf`, `v<N>/pages.json`: each proof version (docs/product/proof.md);
 * - `edition.epub`, `screen.pdf`: the digital edition, made on its first download.
 * On local disk that is DATA_DIR/books/<order>/…, as before the store.
 */
export const bookFiles = (orderId: string) => ({
  folder: `books/${orderId}`,
  interior: `books/${orderId}/interior.pdf`,
  cover: `books/${orderId}/cover.pdf`,
});

/** One proof version's files: `books/<order>/v<N>/`. */
export const versionFiles = (orderId: string, version: number) => {
  const folder = `books/${orderId}/v${version}`;
  return { folder, interior: `${folder}/interior.pdf`, cover: `${folder}/cover.pdf`, pages: `${folder}/pages.json` };
};

/** A digital edition's file, beside the print files. */
export const digitalEditionFile = (orderId: string, name: 'edition.epub' | 'screen.pdf'): string =>
  `books/${orderId}/${name}`;

export const PDF = 'application/pdf';

/** A file the pipeline kept and must still have (a PDF being served, copied or printed); its absence is a fault. */
export async function requiredFile(store: FileStore, key: string): Promise<Buffer> {
  const bytes = await store.get(key);
  if (!bytes) throw new Error(`${key} is missing from the file store`);
  return bytes;
}
