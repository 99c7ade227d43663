import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { InjectConfig } from '../config/config.module.js';
import { CoverService } from '../cover/cover.service.js';
import type { SqlExecutor } from '../database/database.js';
import { JobsService, type Job } from '../jobs/jobs.service.js';
import { OrdersService, RESENDABLE_PRINT_STATUSES, type Order } from '../orders/orders.service.js';
import { LuluFileInvalidException, PrintService, podPackageIdOf } from '../print/print.service.js';
import { FILE_STORE, type FileStore } from '../storage/file-store.js';
import {
  BookChapterFailedException,
  storyBriefFromDetails,
  WritingService,
  type BookPlan,
} from '../writing/writing.service.js';
import type { WrittenChapterText } from '../writing/writing.types.js';
import type { BibleEntry } from '../writing/writing.types.js';
import { applyRenames } from '../writing/writing.service.js';
import { bookFiles, PDF, requiredFile } from './book-files.js';
import { FailureAlerts } from './failure-alerts.js';
import { PRINT_STOPPED } from './print-stopped.js';
import { deliverToOutbox, type PrintJob } from './print-outbox.js';
import {
  ProductionRepository,
  type FailedStage,
  type ProductionState,
  type StoredChapter,
} from './production.repository.js';
import { closeTypesetThread, typesetCoverInThread, typesetInteriorInThread } from './typeset/typeset-thread.js';
import type { BookChapter, BookText } from './typeset/typesetter.js';
import { bookTextOf, bookToTypeset, type BookSource } from './book-to-typeset.js';
import { parsePaidBook, type PaidBook } from './paid-book.js';

/** One queue per stage; each job's singletonKey is the order id, so a stage is queued once per order (stately). */
export const PRODUCTION_QUEUES = {
  write: 'production.write',
  typeset: 'production.typeset',
  print: 'production.print',
} as const;
type StageQueue = (typeof PRODUCTION_QUEUES)[keyof typeof PRODUCTION_QUEUES];

export interface StageData {
  orderId: string;
}

/** What each stage's customer-facing failure says (docs/product/book-production.md#the-order-status-page). */
const FAILURE: Record<FailedStage, string> = {
  writing:
    'We could not finish writing your book. Our team has been told and will start it again; nothing you paid for is lost.',
  typesetting:
    'We could not typeset your book for print. Our team has been told and will start it again; your written book is kept.',
  printing:
    'We could not hand your book to the printer. Our team has been told and will try again; your book is written and typeset.',
};

const STAGE_OF_QUEUE: Record<StageQueue, { failed: FailedStage; running: ProductionState }> = {
  [PRODUCTION_QUEUES.write]: { failed: 'writing', running: 'writing' },
  [PRODUCTION_QUEUES.typeset]: { failed: 'typesetting', running: 'typesetting' },
  [PRODUCTION_QUEUES.print]: { failed: 'printing', running: 'typeset' },
};

/** Where a failed stage starts again: its queue and the state its job enters from. */
const RETRY: Record<FailedStage, { queue: StageQueue; state: ProductionState }> = {
  writing: { queue: PRODUCTION_QUEUES.write, state: 'queued' },
  typesetting: { queue: PRODUCTION_QUEUES.typeset, state: 'typesetting' },
  printing: { queue: PRODUCTION_QUEUES.print, state: 'typeset' },
};

/** A version's text as the proof keeps it and the typesetter sets it (docs/product/proof.md); always data, never markup. */
export interface ProofContent {
  title: string;
  dedication: string;
  blurb: string;
  chapters: BookChapter[];
  /**
   * The story bible as accepted plain-words requests left it (absent: the order's frozen one), and the renames
   * accepted (every spelling replaced, and the new name), which the next request applies to the frozen characters.
   * Neither is typeset: they travel with the version so a restore restores them too.
   */
  bible?: BibleEntry[];
  renames?: Array<{ forms: string[]; to: string }>;
}

/** One version typeset: its print files, page count and the pages each chapter spans. */
export interface TypesetVersion {
  interior: Buffer;
  cover: Buffer;
  pageCount: number;
  spineInches: number;
  chapterPages: Array<{ first: number; last: number }>;
  droppedCharacters: string[];
}

/**
 * What the proof does when a 'review' order's book is typeset: `enter` in the transaction that moves it to 'review'
 * (records version 1), `entered` after it commits (the "Ready for your review" e-mail).
 */
export interface ReviewListener {
  enter(tx: SqlExecutor, orderId: string, content: ProofContent, set: TypesetVersion): Promise<void>;
  entered(orderId: string): Promise<void>;
}

/**
 * A paid book's way to the printer (docs/product/book-production.md): write → typeset → hand to printing, each a
 * durable pg-boss job. The first is queued in the transaction that marks the order paid. Each stage enters only
 * from the state it expects and, at its end, moves the order on and queues the next stage in one transaction, so a
 * repeated job, or a second worker, changes nothing. The last failed attempt leaves the order visibly failed.
 */
@Injectable()
export class ProductionPipeline implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Production');
  private watchdog?: NodeJS.Timeout;
  private review?: ReviewListener;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly orders: OrdersService,
    private readonly covers: CoverService,
    private readonly writing: WritingService,
    private readonly repository: ProductionRepository,
    private readonly print: PrintService,
    private readonly alerts: FailureAlerts,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.orders.onPaid((tx, order) => this.start(tx, order.id));
    // "The printer could not print your book. Our team has been told": so they are, once per stopped print job.
    this.orders.onPrintStopped((order) =>
      this.alerts.orderFailed({
        orderId: order.id,
        stage: 'printing',
        customerMessage: PRINT_STOPPED,
        cause: `Lulu ${order.print!.status} print job ${order.print!.jobId}${order.print!.message ? `: ${order.print!.message}` : ''}`,
      }),
    );
    const { retries, retryDelaySeconds } = this.config.production;
    const retry = { policy: 'stately', retryLimit: retries, retryDelaySeconds, retryBackoff: true } as const;
    // Writing a book takes minutes (hours in the worst case of a slow provider); the watchdog, not the expiry,
    // catches a dead worker. Two books are written at once per process; typesetting is CPU-bound: one at a time.
    await this.jobs.work<StageData>(PRODUCTION_QUEUES.write, (job) => this.runStage(job, () => this.write(job)), {
      ...retry,
      expireInSeconds: 6 * 3600,
      concurrency: 2,
    });
    await this.jobs.work<StageData>(PRODUCTION_QUEUES.typeset, (job) => this.runStage(job, () => this.typeset(job)), {
      ...retry,
      expireInSeconds: 3600,
    });
    await this.jobs.work<StageData>(
      PRODUCTION_QUEUES.print,
      (job) => this.runStage(job, () => this.handToPrinting(job)),
      { ...retry, expireInSeconds: 900 },
    );
    if (this.jobs.worksJobs) {
      const everyMs = Math.max(1000, Math.round((this.config.production.staleSeconds * 1000) / 3));
      this.watchdog = setInterval(
        () =>
          void this.releaseStale().catch((error: unknown) => this.logger.warn(`watchdog: ${(error as Error).message}`)),
        everyMs,
      );
      this.watchdog.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.watchdog);
    await closeTypesetThread();
  }

  /** In the paid transition's transaction: the order's production row and its first stage, once per order. */
  private async start(tx: SqlExecutor, orderId: string): Promise<void> {
    if (!(await this.repository.create(tx, orderId))) return;
    await this.jobs.send<StageData>(PRODUCTION_QUEUES.write, { orderId }, { tx, singletonKey: orderId });
    this.logger.log(`order ${orderId} paid: its book is queued for writing`);
  }

  /**
   * Runs one stage attempt with a heartbeat (so the watchdog knows the worker is alive). The last attempt's failure
   * marks the order failed with the stage's message; earlier ones are retried by the queue with backoff.
   */
  private async runStage(job: Job<StageData>, work: () => Promise<string>): Promise<string> {
    const { orderId } = job.data;
    const stage = STAGE_OF_QUEUE[job.queue as StageQueue];
    const beatMs = Math.max(500, Math.round((this.config.production.staleSeconds * 1000) / 4));
    const beat = setInterval(
      () => void this.repository.heartbeat(orderId, job.id, job.retryCount).catch(() => undefined),
      beatMs,
    );
    try {
      const outcome = await work();
      this.logger.log(`order ${orderId}: ${job.queue} ${outcome}`);
      return outcome;
    } catch (error) {
      // The operator's log names the cause behind the customer's message (e.g. which check a chapter failed).
      const cause = (error as Error).cause;
      const message = `${(error as Error).message}${cause instanceof Error ? ` (${cause.message})` : ''}`;
      if (job.retryCount >= job.retryLimit) {
        this.logger.error(
          `order ${orderId}: ${job.queue} failed for good after ${job.retryCount + 1} attempts: ${message}`,
        );
        await this.failForGood(
          orderId,
          [stage.running, ...(stage.running === 'writing' ? (['queued'] as const) : [])],
          stage.failed,
          message,
        );
      } else {
        // Waiting for the queue's retry is not a stopped worker: the watchdog must not report (and fail) it.
        await this.repository.release(orderId, job.id).catch(() => undefined);
      }
      throw error;
    } finally {
      clearInterval(beat);
    }
  }

  /** Stage 1: the chapters not yet written, `BOOK_WRITING_CONCURRENCY` at a time, each stored as soon as it is written. */
  private async write(job: Job<StageData>): Promise<string> {
    const { orderId } = job.data;
    const book = await this.paidBook(orderId);
    const plan = bookPlan(book);
    const total = plan.outline.length;
    const entered = await this.repository.transaction((tx) =>
      this.repository.enter(
        tx,
        orderId,
        ['queued', 'writing'],
        'writing',
        { queue: job.queue, id: job.id, attempt: job.retryCount },
        { chaptersTotal: total },
      ),
    );
    if (!entered) return 'skipped: the book is past writing';
    if (book.firstChapter) {
      // Chapter 1 is the one the visitor read on /step4, frozen in the order: the book continues from it.
      const flags = this.writing.chapterFlags(book.firstChapter, plan);
      // Its facts, kept with the outline when it was written there, join the story bible of the chapters after it.
      const newFacts = book.outline.firstChapterFacts ?? [];
      await this.repository.storeChapter(orderId, {
        number: 1,
        title: plan.outline[0]?.title ?? 'Chapter 1',
        text: book.firstChapter,
        newFacts,
        writer: 'step4',
        model: null,
        promptVersion: 'step4',
        flags,
      });
    }
    const kept = await this.repository.chapters(orderId);
    const missing = total - kept.filter((chapter) => chapter.number <= total).length;
    if (missing > 0) {
      try {
        await this.writing.writeBook(plan, {
          concurrency: this.config.production.writingConcurrency,
          written: kept.map(toWritten),
          signal: job.signal,
          onChapter: (chapter) => this.repository.storeChapter(orderId, fromWritten(chapter)),
        });
      } catch (error) {
        if (!(error instanceof BookChapterFailedException)) throw error;
        // The writer used up the chapter's whole retry budget (docs/product/book-production.md#retry-budget): the
        // queue's retries are for crashes and the database, and would only multiply the requests. Failed for good
        // now, the chapters already written kept for an operator's retry.
        this.logger.error(`order ${orderId}: writing failed for good: ${error.why}`);
        await this.failForGood(orderId, ['writing'], 'writing', error.why);
        return `stopped: the order failed at chapter ${error.chapterNumber}`;
      }
    }
    if ((await this.repository.blurb(orderId)) === undefined) {
      const blurb = await this.writing.writeBlurb(plan, job.signal);
      if (blurb.writtenBy === 'summary')
        this.logger.warn(
          `order ${orderId}: the writer's blurb failed its checks; the back cover carries the summary's opening`,
        );
      await this.repository.storeBlurb(orderId, blurb.text);
    }
    const moved = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.advance(tx, orderId, 'writing', 'typesetting'))) return false;
      await this.jobs.send<StageData>(PRODUCTION_QUEUES.typeset, { orderId }, { tx, singletonKey: orderId });
      return true;
    });
    return moved
      ? `wrote ${missing} of ${total} chapters (${total - missing} kept)`
      : 'finished writing, but another attempt had moved the book on';
  }

  /**
   * Stage 2: interior and cover PDFs from the frozen order and its chapters, kept in the FileStore (book-files.ts).
   * Then, in one transaction with the order's proof choice locked: a 'review' order waits in 'review' with its
   * version 1 recorded by the proof (docs/product/proof.md); any other goes on to printing, as before the proof.
   */
  private async typeset(job: Job<StageData>): Promise<string> {
    const { orderId } = job.data;
    const entered = await this.repository.transaction((tx) =>
      this.repository.enter(tx, orderId, ['typesetting'], 'typesetting', {
        queue: job.queue,
        id: job.id,
        attempt: job.retryCount,
      }),
    );
    if (!entered) return 'skipped: the book is not waiting for typesetting';
    const started = Date.now();
    const content = await this.writtenContent(orderId);
    const set = await this.typesetContent(orderId, content);
    if (set.droppedCharacters.length > 0) {
      // A book never goes to print with a name or a word missing: retrying cannot add a font, so it fails for good
      // and the operators are told which characters (an order from before /step1 and /step2 refused them).
      const cause = `no bundled font draws ${set.droppedCharacters.map((character) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}; the book would print without them`;
      await this.failForGood(orderId, ['typesetting'], 'typesetting', cause);
      return `stopped: ${cause}`;
    }
    const files = bookFiles(orderId);
    await this.files.put(files.interior, set.interior, PDF);
    await this.files.put(files.cover, set.cover, PDF);
    const outcome = await this.repository.transaction(async (tx) => {
      const locked = await this.repository.lockedProofChoice(tx, orderId);
      if (locked?.state !== 'typesetting') return 'moved on';
      if (locked.proofChoice === 'review' && this.review) {
        if (!(await this.repository.advance(tx, orderId, 'typesetting', 'review', { interiorPages: set.pageCount })))
          return 'moved on';
        await this.review.enter(tx, orderId, content, set);
        return 'review';
      }
      if (!(await this.repository.advance(tx, orderId, 'typesetting', 'typeset', { interiorPages: set.pageCount })))
        return 'moved on';
      await this.jobs.send<StageData>(PRODUCTION_QUEUES.print, { orderId }, { tx, singletonKey: orderId });
      return 'print';
    });
    if (outcome === 'review') await this.review?.entered(orderId);
    const done =
      outcome === 'moved on'
        ? 'typeset again (already moved on)'
        : outcome === 'review'
          ? "typeset, waiting for the buyer's review"
          : 'typeset';
    return `${done}: ${set.pageCount} pages, spine ${set.spineInches.toFixed(3)} in, ${Date.now() - started} ms`;
  }

  /** The proof's hook into the end of typesetting (ProofService registers it): one listener. */
  onReview(listener: ReviewListener): void {
    this.review = listener;
  }

  /** The book as written (version 1 of a proof): the frozen order's title and dedication, its chapters and blurb. */
  async writtenContent(orderId: string): Promise<ProofContent> {
    const [book, order, chapters, blurb] = await Promise.all([
      this.paidBook(orderId),
      this.orders.findOrder(orderId),
      this.repository.chapters(orderId),
      this.repository.blurb(orderId),
    ]);
    if (!order) throw new Error(`order ${orderId} is missing`);
    const outline = bookPlan(book).outline;
    if (chapters.length !== outline.length)
      throw new Error(`the book has ${chapters.length} of its ${outline.length} chapters`);
    const text = bookTextOf(paidBookSource(book, order, chapters, blurb, this.config.mode === 'demo'));
    return {
      title: text.title,
      dedication: text.dedication ?? '',
      blurb: text.backCoverBlurb,
      chapters: text.chapters.map(({ number, title, text: body }) => ({ number, title, text: body })),
    };
  }

  /**
   * Typesets one version of the book (`content` in place of the order's title, dedication, blurb and chapters): the
   * interior, then the cover for its page count (the spine follows it), on the typesetting thread. With Lulu, the
   * cover is exactly as wide as Lulu computes for this book and page count (its /cover-dimensions/), so its cover
   * check passes; without, the typesetter's own formula.
   */
  async typesetContent(orderId: string, content: ProofContent): Promise<TypesetVersion> {
    const [book, order, chapters] = await Promise.all([
      this.paidBook(orderId),
      this.orders.findOrder(orderId),
      this.repository.chapters(orderId),
    ]);
    if (!order) throw new Error(`order ${orderId} is missing`);
    const coverFrontPng = await this.covers.coverPrintOf(book.visitorId, book.cover);
    if (!coverFrontPng) throw new Error("the order's cover print could not be read");
    const source = paidBookSource(book, order, chapters, content.blurb, this.config.mode === 'demo');
    const input = bookToTypeset({
      ...source,
      story: renamedStory(source.story, content.renames),
      title: content.title,
      dedication: content.dedication,
      chapters: content.chapters,
      coverFrontPng,
    });
    // On the typesetting thread: Typst's compile is synchronous and would stall the API's requests meanwhile.
    const interior = await typesetInteriorInThread(input);
    const dimensions = this.print.booksGoToLulu
      ? await this.print.coverDimensions(order.id, interior.pageCount)
      : undefined;
    const cover = await typesetCoverInThread(input, interior.pageCount, dimensions ? { dimensions } : {});
    return {
      interior: interior.pdf,
      cover: cover.pdf,
      pageCount: interior.pageCount,
      spineInches: cover.spineInches,
      chapterPages: interior.chapterStartPages.map((first, index) => ({
        first,
        last: interior.chapterEndPages[index] ?? first,
      })),
      droppedCharacters: [...new Set([...interior.droppedCharacters, ...cover.droppedCharacters])],
    };
  }

  /**
   * Hands an approved book to printing, in the caller's transaction (the one that records the approval): from
   * 'review' to 'typeset', where the print stage enters, and the print stage queued. False when not in review.
   */
  async queuePrinting(tx: SqlExecutor, orderId: string): Promise<boolean> {
    if (!(await this.repository.advance(tx, orderId, 'review', 'typeset'))) return false;
    await this.jobs.send<StageData>(PRODUCTION_QUEUES.print, { orderId }, { tx, singletonKey: orderId });
    return true;
  }

  /**
   * Stage 3: to Lulu when it is configured (docs/product/print-fulfilment.md), once per order: PrintService answers
   * the job an order already has, and finds one Lulu took whose answer was lost, so a repeated or crashed attempt
   * never prints twice. Lulu down (refused connection, 5xx, 429) throws, and the queue retries with backoff. A file
   * Lulu refuses fails the stage at once, with Lulu's words kept on the order. Without Lulu: the local print outbox,
   * DATA_DIR/print-outbox/<order>/ (interior.pdf, cover.pdf, job.json), once.
   */
  private async handToPrinting(job: Job<StageData>): Promise<string> {
    const { orderId } = job.data;
    const entered = await this.repository.transaction((tx) =>
      this.repository.enter(tx, orderId, ['typeset'], 'typeset', {
        queue: job.queue,
        id: job.id,
        attempt: job.retryCount,
      }),
    );
    if (!entered) return 'skipped: the book is not waiting for printing';
    const [order, record] = await Promise.all([this.orders.findOrder(orderId), this.repository.find(orderId)]);
    if (!order || !record) throw new Error(`order ${orderId} is missing`);
    const files = bookFiles(orderId);
    if (this.print.booksGoToLulu) {
      try {
        const printJob = await this.print.submit(orderId, { interiorPdf: files.interior, coverPdf: files.cover });
        await this.repository.transaction((tx) => this.repository.advance(tx, orderId, 'typeset', 'ready'));
        return `sent to Lulu: print job ${printJob.id}`;
      } catch (error) {
        if (error instanceof LuluFileInvalidException) {
          // Retrying cannot fix a file Lulu refused: the order shows it now, and an operator retries after a fix.
          await this.failForGood(orderId, ['typeset'], 'printing', error.message);
          return `refused by Lulu: ${error.message}`;
        }
        throw error;
      }
    }
    const [interior, cover] = await Promise.all([
      requiredFile(this.files, files.interior),
      requiredFile(this.files, files.cover),
    ]);
    const printJob: PrintJob = {
      order_id: order.id,
      order_number: order.number,
      title: order.title ?? '',
      pod_package_id: podPackageIdOf(order),
      page_count: record.interiorPages ?? 0,
      quantity: order.quantity,
      shipping_level: await this.print.shippingLevelOf(order, record.interiorPages ?? 0),
      shipping_address: order.details.shipping_address,
      contact_email: order.email,
      files: { interior: 'interior.pdf', cover: 'cover.pdf' },
      created_at: new Date().toISOString(),
    };
    const wrote = await deliverToOutbox(this.config.production.printOutboxDir, printJob, interior, cover);
    await this.repository.transaction((tx) => this.repository.advance(tx, orderId, 'typeset', 'ready'));
    return wrote ? 'handed to the print outbox' : 'already in the print outbox';
  }

  /**
   * An operator's retry (docs/product/print-fulfilment.md#operators). A failed stage: the order goes back to where
   * the stage starts and the stage's job is sent again (its earlier job has failed, so the singleton key is free). A
   * print job Lulu rejected or canceled: the order is sent to Lulu again as a new print job (`<order id>-<n>`), the
   * stopped one kept among its earlier jobs; the job is detached and the print stage queued in one transaction, so
   * two retries at once make one new job. False when there is nothing to retry.
   */
  async retry(orderId: string): Promise<boolean> {
    const record = await this.repository.find(orderId);
    const order = await this.orders.findById(orderId);
    if (record?.state === 'ready' && order && printJobResendable(order)) {
      const stopped = order.print!.jobId;
      return this.repository.transaction(async (tx) => {
        const attempt = await this.orders.detachStoppedPrintJob(tx, orderId, stopped);
        if (attempt === undefined || !(await this.repository.advance(tx, orderId, 'ready', 'typeset'))) return false;
        await this.jobs.send<StageData>(PRODUCTION_QUEUES.print, { orderId }, { tx, singletonKey: orderId });
        this.logger.log(
          `order ${orderId}: an operator re-sends it to Lulu (print job ${stopped} was ${order.print!.status}); attempt ${attempt}`,
        );
        return true;
      });
    }
    if (record?.state !== 'failed' || !record.failedStage) return false;
    const { queue, state } = RETRY[record.failedStage];
    return this.repository.transaction(async (tx) => {
      if (!(await this.repository.reopen(tx, orderId, record.failedStage!, state))) return false;
      await this.jobs.send<StageData>(queue, { orderId }, { tx, singletonKey: orderId });
      this.logger.log(`order ${orderId}: an operator retries ${queue}`);
      return true;
    });
  }

  /**
   * The watchdog: a stage whose worker has not been heard of for PRODUCTION_STALE_SECONDS died with it (a crash, a
   * killed process). Its job is failed so the queue retries it (with the chapters already stored kept); with no
   * retries left the order is marked failed. A job waiting for its retry is not a stopped worker (issue 27): it is
   * neither reported nor failed again. Answers how many stopped workers it found.
   */
  async releaseStale(): Promise<number> {
    const stale = await this.repository.releaseStale(this.config.production.staleSeconds);
    let stopped = 0;
    for (const { orderId, queue, jobId, attempt } of stale) {
      // Only a job still active on the attempt that went silent had a worker that stopped. One waiting for its retry
      // (state 'retry', start_after ahead), done, or already on its next attempt (pg-boss keeps the id and counts the
      // attempt in retryCount; that worker enters the stage in a moment) is left alone.
      const job = await this.jobs.job(queue, jobId);
      if (job?.state !== 'active' || (attempt !== null && job.retryCount !== attempt)) continue;
      stopped++;
      this.logger.warn(
        `order ${orderId}: the worker of ${queue} stopped answering; handing job ${jobId} back to the queue`,
      );
      await this.jobs.fail(queue, jobId, 'the worker stopped while working this stage');
      const record = await this.jobs.job(queue, jobId);
      const stage = STAGE_OF_QUEUE[queue as StageQueue];
      if (record?.state === 'failed' && stage)
        await this.failForGood(
          orderId,
          [stage.running],
          stage.failed,
          `the worker of ${queue} stopped answering on its last attempt`,
        );
    }
    return stopped;
  }

  /**
   * Marks the order failed at `stage` (the customer's words and, for the operators, `cause`) and alerts the operators:
   * once per failure, as only the attempt that moves the order to failed sends it.
   */
  private async failForGood(
    orderId: string,
    from: readonly ProductionState[],
    stage: FailedStage,
    cause: string,
  ): Promise<void> {
    if (!(await this.repository.fail(orderId, from, stage, FAILURE[stage], cause))) return;
    await this.alerts.orderFailed({ orderId, stage, customerMessage: FAILURE[stage], cause });
  }

  private async paidBook(orderId: string): Promise<PaidBook> {
    const book = await this.orders.paidOrderBook(orderId);
    if (!book) throw new Error(`order ${orderId} is missing`);
    return parsePaidBook(book);
  }
}

/** Whether Lulu stopped the order's print job in a way a new job can fix (rejected or canceled). */
export const printJobResendable = (order: Order): boolean =>
  order.print !== null && RESENDABLE_PRINT_STATUSES.includes(order.print.status ?? '');

/** What the typesetter (print and screen) and the EPUB are set from, of a paid order: its frozen book and stored chapters. */
export function paidBookSource(
  book: PaidBook,
  order: Order,
  chapters: StoredChapter[],
  blurb: string | undefined,
  demo: boolean,
): Omit<BookSource, 'coverFrontPng'> {
  return {
    title: order.title ?? book.storyDetails.bookTitle,
    story: book.storyDetails,
    summary: book.summary,
    dedication: book.dedication,
    chapters: chapters.map((chapter) => ({ number: chapter.number, title: chapter.title, text: chapter.text })),
    byDemoWriter: chapters.some((chapter) => chapter.writer === 'offline'),
    blurb,
    binding: order.item.binding,
    paperColor: order.details.paper_color,
    demo,
  };
}

/**
 * The paid order's book without its cover picture: the digital edition's screen PDF and EPUB. `approved` is the
 * proof's approved version (docs/product/proof.md): its title, dedication, back cover and chapters are the book's.
 */
export function paidBookText(
  book: PaidBook,
  order: Order,
  chapters: StoredChapter[],
  blurb: string | undefined,
  demo: boolean,
  approved?: ProofContent,
): BookText {
  const source = paidBookSource(book, order, chapters, approved?.blurb ?? blurb, demo);
  if (!approved) return bookTextOf(source);
  return bookTextOf({
    ...source,
    story: renamedStory(source.story, approved.renames),
    title: approved.title,
    dedication: approved.dedication,
    chapters: approved.chapters.map(({ number, title, text }) => ({ number, title, text })),
  });
}

/** The frozen story details with the proof's accepted renames in the one place the book prints from them: "A story for …". */
function renamedStory(story: BookSource['story'], renames: ProofContent['renames']): BookSource['story'] {
  const to = story.gift?.to;
  if (!renames?.length || !to) return story;
  return { ...story, gift: { ...story.gift, to: applyRenames(to, renames) } };
}

/** The plan writeBook needs, from the order's own copy of the book (never the draft, which may hold a new one). */
export function bookPlan(book: PaidBook): BookPlan {
  const { outline } = book;
  return {
    story: storyBriefFromDetails(book.storyDetails),
    characters: book.characters,
    summary: book.summary,
    outline: outline.chapters,
    ...(outline.bible ? { foundations: outline.bible } : {}),
    ...(outline.placedDetails ? { placedDetails: outline.placedDetails } : {}),
  };
}

const toWritten = (chapter: StoredChapter): WrittenChapterText => ({
  number: chapter.number,
  title: chapter.title,
  text: chapter.text,
  newFacts: chapter.newFacts,
  writer: chapter.writer === 'openai' ? 'openai' : 'offline',
  promptVersion: chapter.promptVersion,
  flags: chapter.flags,
  ...(chapter.model ? { model: chapter.model } : {}),
});

const fromWritten = (chapter: WrittenChapterText): StoredChapter => ({
  number: chapter.number,
  title: chapter.title,
  text: chapter.text,
  newFacts: chapter.newFacts,
  writer: chapter.writer,
  model: chapter.model ?? null,
  promptVersion: chapter.promptVersion,
  flags: chapter.flags ?? [],
});
