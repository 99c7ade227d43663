import { Inject, Injectable } from '@nestjs/common';
import type { PersonalDetail } from '@storyloom/contracts/delivery';
import { OrdersService } from '../../orders/orders.service.js';
import { FILE_STORE, type FileStore } from '../../storage/file-store.js';
import { requiredFile, versionFiles } from '../book-files.js';
import { parsePaidBook } from '../paid-book.js';
import type { ProofContent } from '../production-pipeline.service.js';
import { pageTextsInThread } from '../typeset/typeset-thread.js';
import { personalDetails } from './personal/index.js';
import { renamedCharacters } from './requests/proof-request-content.js';

/**
 * "What's personal in this book" (docs/product/proof-personal.md) for one version of the proof: every detail the
 * buyer gave, with the pages where it appears in that version's typeset interior and its flags. The pages' text is
 * read from the version's PDF once (on the typesetting thread) and kept beside it as pages.json: a version never
 * changes, and the panel is shown on every view of the proof.
 */
@Injectable()
export class ProofPersonalService {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly orders: OrdersService,
  ) {}

  async panel(orderId: string, version: number, content: ProofContent): Promise<PersonalDetail[]> {
    const frozen = await this.orders.paidOrderBook(orderId);
    if (!frozen) return [];
    const book = parsePaidBook(frozen);
    const renames = content.renames ?? [];
    return personalDetails({
      // The buyer's accepted renames are the book's names now: "Mia" is no longer missing once she is Maya. Her call
      // name is keyed by her id, so it stays hers.
      characters: renamedCharacters(book.characters, renames),
      ...(book.storyDetails.gift ? { gift: book.storyDetails.gift } : {}),
      bible: content.bible ?? book.outline.bible ?? [],
      pages: await this.pages(orderId, version),
    });
  }

  private async pages(orderId: string, version: number): Promise<string[]> {
    const files = versionFiles(orderId, version);
    const kept = await this.files.get(files.pages);
    if (kept) {
      try {
        return JSON.parse(kept.toString('utf8')) as string[];
      } catch {
        // Not JSON (cannot happen with whole-file writes, but a broken copy must not break the proof): made again.
      }
    }
    const pages = await pageTextsInThread(await requiredFile(this.files, files.interior));
    await this.files.put(files.pages, Buffer.from(JSON.stringify(pages)), 'application/json');
    return pages;
  }
}
