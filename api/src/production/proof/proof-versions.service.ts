import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectClock, type Clock } from '../../config/clock.js';
import type { SqlExecutor } from '../../database/database.js';
import { MailService } from '../../mail/mail.service.js';
import { OrdersService } from '../../orders/orders.service.js';
import { FILE_STORE, type FileStore } from '../../storage/file-store.js';
import { bookFiles, PDF, requiredFile, versionFiles } from '../book-files.js';
import { ProductionPipeline, type ProofContent, type TypesetVersion } from '../production-pipeline.service.js';
import { readyForReview } from './proof-mails.js';
import {
  ProofLockedException,
  ProofNotInReviewException,
  ProofUnprintableException,
  ProofVersionConflictException,
  ProofVersionNotFoundException,
} from './proof.exception.js';
import { ProofRepository, type Approver } from './proof.repository.js';

/**
 * The proof's versions (docs/product/proof.md): version 1 when typesetting ends, a new one per accepted change
 * (typeset again, on the typesetting thread), and the approval that freezes one and hands it to printing.
 */
@Injectable()
export class ProofVersionsService implements OnModuleInit {
  private readonly logger = new Logger('Proof');

  constructor(
    @InjectClock() private readonly clock: Clock,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly repository: ProofRepository,
    private readonly pipeline: ProductionPipeline,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.pipeline.onReview({
      enter: (tx, orderId, content, set) => this.recordFirstVersion(tx, orderId, content, set),
      entered: (orderId) => this.sendReadyForReview(orderId),
    });
  }

  /** In the transaction that moves the order to 'review': version 1, 'As written', with its own copy of the PDFs. */
  private async recordFirstVersion(
    tx: SqlExecutor,
    orderId: string,
    content: ProofContent,
    set: TypesetVersion,
  ): Promise<void> {
    const files = versionFiles(orderId, 1);
    await this.writeVersionFiles(files, set);
    const now = this.clock();
    await this.repository.insertVersion(tx, orderId, {
      version: 1,
      createdAt: now,
      description: 'As written',
      content,
      pageCount: set.pageCount,
      chapterPages: set.chapterPages,
      filesDir: files.folder,
    });
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
      this.logger.error(
        `order ${orderId}: the "ready for your review" e-mail could not be sent: ${(error as Error).message}`,
      );
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
   * with nothing kept. The files are written to v<N>/ in the transaction that inserts the row, once the row is
   * ours, so a losing tab never overwrites the winner's PDFs (an object store has no folder to rename into place).
   * `alongside` runs in that transaction (an accepted request marks itself accepted there; throwing keeps nothing).
   */
  async commitVersion(
    orderId: string,
    baseVersion: number,
    content: ProofContent,
    description: string,
    alongside?: (tx: SqlExecutor, version: number) => Promise<void>,
  ): Promise<number> {
    await this.assertChangeable(orderId, baseVersion);
    const started = Date.now();
    const set = await this.pipeline.typesetContent(orderId, content);
    if (set.droppedCharacters.length > 0) throw new ProofUnprintableException(set.droppedCharacters);
    const version = baseVersion + 1;
    const target = versionFiles(orderId, version);
    await this.repository.transaction(async (tx) => {
      const locked = await this.assertChangeable(orderId, baseVersion, tx);
      if (
        !(await this.repository.insertVersion(tx, orderId, {
          version,
          createdAt: this.clock(),
          description,
          content,
          pageCount: set.pageCount,
          chapterPages: set.chapterPages,
          filesDir: target.folder,
        }))
      ) {
        throw new ProofVersionConflictException(locked.newestVersion ?? baseVersion);
      }
      await alongside?.(tx, version);
      // The row is ours (its key is taken in this transaction): files left by a failed commit are stale.
      await this.writeVersionFiles(target, set);
    });
    this.logger.log(
      `order ${orderId}: version ${version} (${description}): ${set.pageCount} pages, typeset in ${Date.now() - started} ms`,
    );
    return version;
  }

  /** A version's PDFs, replacing whatever a failed commit of the same number left (its pages.json too). */
  private async writeVersionFiles(files: ReturnType<typeof versionFiles>, set: TypesetVersion): Promise<void> {
    await this.files.delete([files.pages]);
    await this.files.put(files.interior, set.interior, PDF);
    await this.files.put(files.cover, set.cover, PDF);
  }

  /** The book is in review and `baseVersion` is its newest (with the row locked when `tx` is given). */
  private async assertChangeable(orderId: string, baseVersion: number, tx?: SqlExecutor) {
    const locked = tx
      ? await this.repository.lock(tx, orderId)
      : await this.repository.transaction((own) => this.repository.lock(own, orderId));
    if (!locked || locked.newestVersion === null) throw new ProofNotInReviewException();
    if (locked.approvedVersion !== null || locked.state !== 'review')
      throw new ProofLockedException(
        `Version ${locked.approvedVersion ?? locked.newestVersion} is approved and printing has started: the book can no longer change.`,
      );
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
      if (locked.approvedVersion !== null || locked.state !== 'review')
        throw new ProofLockedException(
          `Version ${locked.approvedVersion ?? locked.newestVersion} is approved and printing has started: the book can no longer change.`,
        );
      if (version > locked.newestVersion) throw new ProofVersionNotFoundException(version);
      if (version !== locked.newestVersion) throw new ProofVersionConflictException(locked.newestVersion);
      const source = versionFiles(orderId, version);
      const print = bookFiles(orderId);
      const [interior, cover] = await Promise.all([
        requiredFile(this.files, source.interior),
        requiredFile(this.files, source.cover),
      ]);
      await this.files.put(print.interior, interior, PDF);
      await this.files.put(print.cover, cover, PDF);
      const now = this.clock();
      await this.repository.approve(tx, orderId, version, by, operator, now);
      if (!(await this.pipeline.queuePrinting(tx, orderId))) throw new ProofNotInReviewException();
      this.logger.log(
        `order ${orderId}: version ${version} approved by ${by}${operator ? ` (${operator})` : ''} at ${now.toISOString()}; handed to printing`,
      );
    });
  }
}
