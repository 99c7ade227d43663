import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleBookSchema, sampleListSchema, type SampleBook, type SampleList } from '@storyloom/contracts';
import { REPO_ROOT } from '../config/repo-paths.js';

/** Where `npm run samples` (api/scripts/make-samples.mjs) writes the sample books, and the repository keeps them. */
export const SAMPLE_BOOKS_DIR = join(REPO_ROOT, 'api/sample-books');
export const SAMPLE_COVERS_DIR = join(SAMPLE_BOOKS_DIR, 'covers');

/** The committed samples, read and checked against the contract: index.json's order and each book's own file. */
export interface SampleShelf {
  list: SampleList;
  books: ReadonlyMap<string, SampleBook>;
  /** Every cover file a sample names (the cover and its thumbnail), by file name. */
  coverFiles: ReadonlySet<string>;
}

const coverFileOf = (url: string): string => url.slice('/api/samples/covers/'.length);

/**
 * Reads the shelf once; a sample file that does not match the contract fails loudly here (at start), not on a
 * visitor's request.
 */
export function readSampleShelf(dir = SAMPLE_BOOKS_DIR): SampleShelf {
  const list = sampleListSchema.parse(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')));
  const books = new Map(
    list.samples.map(({ slug }) => [
      slug,
      sampleBookSchema.parse(JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8'))),
    ]),
  );
  const coverFiles = new Set(
    [...books.values()].flatMap(({ cover }) => [coverFileOf(cover.url), coverFileOf(cover.thumbnailUrl)]),
  );
  return { list, books, coverFiles };
}
