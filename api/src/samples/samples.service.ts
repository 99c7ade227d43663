import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { SampleBook, SampleList } from '@storyloom/contracts';
import { readSampleShelf, SAMPLE_COVERS_DIR, type SampleShelf } from './sample-books.js';
import { SampleCoverNotFoundException, SampleNotFoundException } from './samples.exception.js';

/**
 * The sample books (docs/product/landing-and-content.md#examples-examples-built): made by `npm run samples`,
 * committed under api/sample-books/ and read once on first use. They change only with a new build, so nothing
 * here touches the database.
 */
@Injectable()
export class SamplesService {
  private shelf: SampleShelf | undefined;

  list(): SampleList {
    return this.read().list;
  }

  /** Only a slug index.json lists is looked up: anything else (`..`, encoded slashes) is simply not a sample. */
  book(slug: string): SampleBook {
    const book = this.read().books.get(slug);
    if (!book) throw new SampleNotFoundException();
    return book;
  }

  /** The path of a cover file a sample names; any other name is a 404 (never a path built from the request). */
  coverPath(file: string): string {
    if (!this.read().coverFiles.has(file)) throw new SampleCoverNotFoundException();
    return join(SAMPLE_COVERS_DIR, file);
  }

  private read(): SampleShelf {
    this.shelf ??= readSampleShelf();
    return this.shelf;
  }
}
