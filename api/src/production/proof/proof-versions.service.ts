import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectClock, type Clock } from '../../config/clock.js';
import { InjectConfig } from '../../config/config.module.js';
import type { SqlExecutor } from '../../database/database.js';
import { MailService } from '../../mail/mail.service.js';
import { OrdersService } from '../../orders/orders.service.js';
import { writeFileAtomically } from '../print-outbox.js';
import { bookFiles, ProductionPipeline, type ProofContent, type TypesetVersion } from '../production-pipeline.service.js';
import { readyForReview } from './proof-mails.js';
import { ProofLockedException, ProofNotInReviewException, ProofUnprintableException, ProofVersionConflictException, ProofVersionNotFoundException } from './proof.exception.js';
import { ProofRepository, type Approver } from './proof.repository.js';

/** Where a version's PDFs are kept: DATA_DIR/books/<order>/v<N>/. */
export const versionFiles = (booksDir: string, orderId: string, version: number) => {
  const dir = join(bookFiles(booksDir, orderId).dir, `v${version}`);
  return { dir, interior: join(dir, 'interior.pdf'), cover: join(dir, 'cover.pdf') };
};

/**
 * The proof's versions (docs/product/proof.md): version 1 when typesetting ends, a new one per accepted change
 * (typeset again, on the typesetting thread), and the approval that freezes one and hands it to printing.
 */
@Injectable()
export class ProofVersionsService implements OnModuleInit {
  private readonly logger = new Logger('Proof');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectClock() private readonly clock: Clock,
    private readonly repository: ProofRepository,
    private readonly pipeline: ProductionPipeline,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.pipeline.onReview({ enter: (tx, orderId, content, set) => this.recordFirstVersion(tx, orderId, content, set), entered: (orderId) => this.sendReadyForReview(orderId) });
  }

  /** In the transaction that moves the order to 'review': version 1, 'As written', with its own copy of the PDFs. */
  private async recordFirstVersion(tx: SqlExecutor, orderId: string, content: ProofContent, set: TypesetVersion): Promise<void> {
    const files = versionFiles(this.config.production.booksDir, orderId, 1);
    await mkdir(files.dir, { recursive: true });
    await writeFileAtomically(files.interior, set.interior);
    await writeFileAtomically(files.cover, set.cover);
    const now = this.clock();
    await this.repository.insertVersion(tx, orderId, { version: 1, createdAt: now, description: 'As written', content, pageCount: set.pageCount, chapterPages: set.chapterPages, filesDir: files.dir });
    await this.repository.startReview(tx, orderId, now);
  }

  /** The e-mail once per order; a failure is logged and the claim given back (the reminders still follow). */
  private async sendReadyForReview(orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order || !(await this.repository.claimReviewEmail(orderId))) return;
    try {
      await this.mail.send(readyForReview(order, this.orders.statusToken(order.id), false));
    } catch (error) {
      await this.repository.releaseReviewEmail(orderId);
      this.logger.error(`order ${orderId}: the "ready for your review" e-mail could not be sent: ${(error as Error).message}`);
    }
  }

  /** A reminder e-mail (ProofFollowUps). */
  async sendReminder(orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (order) await this.mail.send(readyForReview(order, this.orders.statusToken(order.id), true));
  }

  /**
   * Makes `content` the newest version, from `baseVersion`: typeset (interior, then the cover for its page count),
   * its PDFs written beside the others, and the row inserted only if `baseVersion` is still the newest, else 409
   * with nothing kept. The files go to a folder of their own first and are renamed to v<N>/ in the transaction
   * that inserts the row, so a losing tab never overwrites the winner's PDFs. `alongside` runs in that transaction
   * (an accepted request marks itself accepted there; throwing keeps nothing).
   */
  async commitVersion(orderId: string, baseVersion: number, content: ProofContent, description: string, alongside?: (tx: SqlExecutor, version: number) => Promise<void>): Promise<number> {
    await this.assertChangeable(orderId, baseVersion);
    const started = Date.now();
    const set = await this.pipeline.typesetContent(orderId, content);
    if (set.droppedCharacters.length > 0) throw new ProofUnprintableException(set.droppedCharacters);
    const version = baseVersion + 1;
    const target = versionFiles(this.config.production.booksDir, orderId, version);
    const incoming = join(bookFiles(this.config.production.booksDir, orderId).dir, `.incoming-v${version}-${randomUUID()}`);
    await mkdir(incoming, { recursive: true });
    try {
      await writeFile(join(incoming, 'interior.pdf'), set.interior);
      await writeFile(join(incoming, 'cover.pdf'), set.cover);
      await this.repository.transaction(async (tx) => {
        const locked = await this.assertChangeable(orderId, baseVersion, tx);
        if (!(await this.repository.insertVersion(tx, orderId, { version, createdAt: this.clock(), description, content, pageCount: set.pageCount, chapterPages: set.chapterPages, filesDir: target.dir }))) {
          throw new ProofVersionConflictException(locked.newestVersion ?? baseVersion);
        }
        await alongside?.(tx, version);
        // The row is ours (its key is taken in this transaction): a folder left by a failed commit is stale.
        await rm(target.dir, { recursive: true, force: true });
        await rename(incoming, target.dir);
      });
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
    this.logger.log(`order ${orderId}: version ${version} (${description}): ${set.pageCount} pages, typeset in ${Date.now() - started} ms`);
    return version;
  }

  /** The book is in review and `baseVersion` is its newest (with the row locked when `tx` is given). */
  private async assertChangeable(orderId: string, baseVersion: number, tx?: SqlExecutor) {
    const locked = tx ? await this.repository.lock(tx, orderId) : await this.repository.transaction((own) => this.repository.lock(own, orderId));
    if (!locked || locked.newestVersion === null) throw new ProofNotInReviewException();
    if (locked.approvedVersion !== null || locked.state !== 'review') throw new ProofLockedException(`Version ${locked.approvedVersion ?? locked.newestVersion} is approved and printing has started: the book can no longer change.`);
    if (locked.newestVersion !== baseVersion) throw new ProofVersionConflictException(locked.newestVersion);
    return locked;
  }

  /**
   * Approves `version` (the newest) for print: its PDFs become the order's print files, and the approval and the
   * print stage are recorded in one transaction (the print stage enters from 'typeset', as without a proof). The
   * same approval again changes nothing; any other once one is recorded is refused.
   */
  async approve(orderId: string, version: number, by: Approver, operator: string | null = null): Promise<void> {
    await this.repository.transaction(async (tx) => {
      const locked = await this.repository.lock(tx, orderId);
      if (!locked || locked.newestVersion === null) throw new ProofNotInReviewException();
      if (locked.approvedVersion === version) return;
      if (locked.approvedVersion !== null || locked.state !== 'review') throw new ProofLockedException(`Version ${locked.approvedVersion ?? locked.newestVersion} is approved and printing has started: the book can no longer change.`);
      if (version > locked.newestVersion) throw new ProofVersionNotFoundException(version);
      if (version !== locked.newestVersion) throw new ProofVersionConflictException(locked.newestVersion);
      const source = versionFiles(this.config.production.booksDir, orderId, version);
      const print = bookFiles(this.config.production.booksDir, orderId);
      const [interior, cover] = await Promise.all([readFile(source.interior), readFile(source.cover)]);
      await writeFileAtomically(print.interior, interior);
      await writeFileAtomically(print.cover, cover);
      const now = this.clock();
      await this.repository.approve(tx, orderId, version, by, operator, now);
      if (!(await this.pipeline.queuePrinting(tx, orderId))) throw new ProofNotInReviewException();
      this.logger.log(`order ${orderId}: version ${version} approved by ${by}${operator ? ` (${operator})` : ''} at ${now.toISOString()}; handed to printing`);
    });
  }
}
