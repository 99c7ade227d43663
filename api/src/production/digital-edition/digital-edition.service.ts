import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DigitalEditionFormat } from '@storyloom/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { CoverService } from '../../cover/cover.service.js';
import { OrderNotFoundException, OrdersService, type Order, type OrderAccess } from '../../orders/orders.service.js';
import { FILE_STORE, type FileStore } from '../../storage/file-store.js';
import { digitalEditionFile } from '../book-files.js';
import { parsePaidBook } from '../paid-book.js';
import { paidBookText } from '../production-pipeline.service.js';
import { ProductionRepository } from '../production.repository.js';
import { ProofRepository } from '../proof/proof.repository.js';
import { typesetScreenInThread } from '../typeset/typeset-thread.js';
import { digitalEditionAvailable } from './digital-edition-availability.js';
import { DigitalEditionNotReadyException } from './digital-edition.exception.js';
import { digitalEditionFileName } from './digital-edition-file-name.js';
import { buildEpub } from './epub-book.js';

/** Who asks for a download: the status page's ways in (docs/product/book-production.md#the-digital-edition). */

export interface DigitalEditionFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

const CONTENT_TYPE: Record<DigitalEditionFormat, string> = { epub: 'application/epub+zip', pdf: 'application/pdf' };
const STORED_NAME: Record<DigitalEditionFormat, 'edition.epub' | 'screen.pdf'> = {
  epub: 'edition.epub',
  pdf: 'screen.pdf',
};

/**
 * The digital edition (EPUB and screen PDF) of a paid order. Each file is made on its first download and kept
 * beside the order's print files (`books/<order>/` in the FileStore, book-files.ts): on request rather than as a pipeline stage because
 * "approved" is about to become the buyer's action on the proof (digital-edition-availability.ts), which no stage
 * waits for; a build failing cannot hold up (or fail) the printed book; and most orders are downloaded once or
 * never, while a build takes about a second (`npm run bench`, "EPUB build"). Two first requests at once share one
 * build in this process; across processes a second build is harmless, as the store writes each file whole.
 */
@Injectable()
export class DigitalEditionService {
  private readonly logger = new Logger('DigitalEdition');
  private readonly building = new Map<string, Promise<Buffer>>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly covers: CoverService,
    private readonly repository: ProductionRepository,
    private readonly proofs: ProofRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  /** The file, for whoever may see the order's status page; 404 for anyone else, 409 before the book is approved. */
  async download(orderId: string, format: DigitalEditionFormat, access: OrderAccess): Promise<DigitalEditionFile> {
    const order = await this.orders.authorisedOrder(orderId, access);
    const record = order.status === 'paid' ? await this.repository.find(order.id) : undefined;
    if (!digitalEditionAvailable(record)) throw new DigitalEditionNotReadyException();
    const bytes = await this.stored(order, format);
    return {
      bytes,
      fileName: digitalEditionFileName(order.title, order.number, format),
      contentType: CONTENT_TYPE[format],
    };
  }

  private async stored(order: Order, format: DigitalEditionFormat): Promise<Buffer> {
    const stored = digitalEditionFile(order.id, STORED_NAME[format]);
    const kept = await this.files.get(stored);
    if (kept) return kept;
    const key = `${order.id}/${format}`;
    let build = this.building.get(key);
    if (!build) {
      build = this.build(order, format)
        .then(async (bytes) => {
          await this.files.put(stored, bytes, CONTENT_TYPE[format]);
          return bytes;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private async build(order: Order, format: DigitalEditionFormat): Promise<Buffer> {
    const [book, chapters, blurb, record] = await Promise.all([
      this.orders.paidOrderBook(order.id),
      this.repository.chapters(order.id),
      this.repository.blurb(order.id),
      this.repository.find(order.id),
    ]);
    if (!book) throw new OrderNotFoundException();
    // A reviewed book is the version its buyer approved (docs/product/proof.md), not the text as first written.
    const approvedVersion = record?.approvedVersion ?? null;
    const approved = approvedVersion === null ? undefined : await this.proofs.version(order.id, approvedVersion);
    if (approvedVersion !== null && approved?.version !== approvedVersion)
      throw new Error(`order ${order.id}: approved version ${approvedVersion} is missing`);
    const text = paidBookText(
      parsePaidBook(book),
      order,
      chapters,
      blurb,
      this.config.mode === 'demo',
      approved?.content,
    );
    const started = Date.now();
    if (format === 'pdf') {
      const { pdf, pageCount } = await typesetScreenInThread(text);
      this.logger.log(`order ${order.id}: screen PDF made, ${pageCount} pages, ${Date.now() - started} ms`);
      return pdf;
    }
    // The cover is the order's own print cover when its file is still stored; the book reads the same without it.
    const coverFrontPng = await this.covers.coverPrintOf(book.visitorId, book.cover);
    const epub = await buildEpub({ ...text, ...(coverFrontPng ? { coverFrontPng } : {}) });
    this.logger.log(`order ${order.id}: EPUB made, ${epub.length} bytes, ${Date.now() - started} ms`);
    return epub;
  }
}
