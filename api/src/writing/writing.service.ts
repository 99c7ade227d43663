import { Inject, Injectable, Logger } from '@nestjs/common';
import { writeBook, type BookPlan } from './book-writer.js';
import { GenerationLog } from './generation-log.js';
import { GenerationLimiter, type GenerationTicket } from './limits/generation-limiter.js';
import type { GenerationTask, LimitedWorkTask } from './limits/generation-ledger.repository.js';
import { WriterOutputInvalidException } from './writing.exception.js';
import { assertChapterFitsBrief } from './checks/chapter-gate.js';
import type { ChapterRequest, OutlineRequest, SummaryRequest, TokenUsage, WriteOptions, Writer, WriterContext, WrittenChapterText, WrittenOutline, WrittenText } from './writing.types.js';

// The writing module's public face for the step modules that use it: besides WritingService, how a story brief is
// made from a step's details, and the refusal a step raises when what was written does not fit. Step modules import
// these from here (and types from writing.types.ts), never the files behind them (.dependency-cruiser.cjs).
export { readingLevelOfGrade, storyBriefFromDetails, storyBriefFromVariant } from './story-brief.js';
export { WriterOutputInvalidException } from './writing.exception.js';
export type { LimitedWorkTask } from './limits/generation-ledger.repository.js';
export { openingChapterRequest, type BookPlan } from './book-writer.js';

/** How a paid book's remaining chapters are written (WritingService.writeBook). */
export interface WriteBookRequestOptions {
  /** At most this many chapters are written at once (BOOK_WRITING_CONCURRENCY). */
  concurrency: number;
  /** Chapters already written (the frozen chapter 1, chapters kept from an earlier attempt): not written again. */
  written: readonly WrittenChapterText[];
  /** Awaited for each chapter as soon as it is written (stored before the next one starts in that slot). */
  onChapter: (chapter: WrittenChapterText) => Promise<void>;
  /** Extra attempts of one failing chapter before the whole run fails; the other chapters are not redone. */
  chapterRetries?: number;
  signal?: AbortSignal;
}

/** The injection token of the configured Writer (OpenAI or offline), see writer.provider.ts. */
export const WRITER = Symbol('WRITER');

/**
 * The one entry point for everything the product writes. Every call is admitted by the limits first (429 when
 * over), then written by the configured writer, checked, and recorded in the draft's generations log.
 */
@Injectable()
export class WritingService {
  private readonly logger = new Logger('WritingService');

  constructor(
    @Inject(WRITER) private readonly writer: Writer,
    private readonly limiter: GenerationLimiter,
    private readonly log: GenerationLog,
  ) {}

  writeSummary(request: SummaryRequest, options: WriteOptions): Promise<WrittenText> {
    return this.generate('summary', options, (context) => this.writer.writeSummary(request, context));
  }

  /** Exactly `request.chapterCount` chapters, numbered 1..N, or an error: a wrong-sized outline never comes back. */
  writeOutline(request: OutlineRequest, options: WriteOptions): Promise<WrittenOutline> {
    return this.generate('outline', options, async (context) => {
      const outline = await this.writer.writeOutline(request, context);
      const numbered = outline.chapters.every((chapter, index) => chapter.number === index + 1);
      if (outline.chapters.length !== request.chapterCount || !numbered) {
        throw new WriterOutputInvalidException(`the ${outline.writer} writer returned ${outline.chapters.length} chapters for ${request.chapterCount}`);
      }
      return outline;
    });
  }

  /**
   * Chapter `request.chapterNumber` of the outline, its prose streamed through `options.onText`. Admitted by the
   * limits like every generation; the log line lets an operator follow a book being written chapter by chapter.
   */
  writeChapter(request: ChapterRequest, options: WriteOptions): Promise<WrittenChapterText> {
    return this.generate('chapter', options, async (context) => {
      const started = Date.now();
      const chapter = await this.writer.writeChapter(request, context);
      if (chapter.number !== request.chapterNumber || chapter.text.trim() === '') {
        throw new WriterOutputInvalidException(`the ${chapter.writer} writer returned chapter ${chapter.number} (${chapter.text.length} characters) for chapter ${request.chapterNumber}`);
      }
      // Issue 24 (writer-brief): the brief for real people; no retry on /step4, the visitor asks again.
      assertChapterFitsBrief(chapter, request);
      const words = chapter.text.split(/\s+/).filter(Boolean).length;
      this.logger.log(
        `chapter ${request.chapterNumber}/${request.outline.length} written by ${chapter.writer}${chapter.model ? ` (${chapter.model})` : ''}: ` +
          `${words} words for a target of ${request.targetWords}, ${chapter.newFacts.length} new facts, ${Date.now() - started} ms`,
      );
      return chapter;
    });
  }

  /**
   * The rest of a paid book (docs/product/book-production.md): every chapter of the outline not yet in `written`,
   * `concurrency` at a time, each from the story bible of the chapters before it. Paid work: neither the visitor's
   * generation limits nor the draft's log apply (the draft may already hold a new book). A chapter that fails is
   * tried again alone (`chapterRetries`); the first chapter that still fails fails the run, once the chapters
   * being written have settled and been handed to `onChapter`.
   */
  async writeBook(plan: BookPlan, options: WriteBookRequestOptions): Promise<WrittenChapterText[]> {
    const retries = options.chapterRetries ?? 2;
    return writeBook(plan, {
      concurrency: options.concurrency,
      written: options.written,
      writeChapter: async (request) => {
        for (let attempt = 0; ; attempt++) {
          options.signal?.throwIfAborted();
          try {
            const started = Date.now();
            // Each attempt its own seed, so a retry really writes the chapter again (the offline writer is deterministic per seed).
            const chapter = await this.writer.writeChapter(request, { seed: 1 + attempt, signal: options.signal });
            if (chapter.number !== request.chapterNumber || chapter.text.trim() === '') {
              throw new WriterOutputInvalidException(`the ${chapter.writer} writer returned chapter ${chapter.number} (${chapter.text.length} characters) for chapter ${request.chapterNumber}`);
            }
            // Issue 24 (writer-brief): a chapter breaking the brief is written again like any failed one.
            assertChapterFitsBrief(chapter, request);
            this.logger.log(`book chapter ${request.chapterNumber}/${request.outline.length} written by ${chapter.writer}${chapter.model ? ` (${chapter.model})` : ''} in ${Date.now() - started} ms`);
            await options.onChapter(chapter);
            return chapter;
          } catch (error) {
            if (attempt >= retries || options.signal?.aborted) throw error;
            this.logger.warn(`book chapter ${request.chapterNumber} failed (attempt ${attempt + 1} of ${retries + 1}): ${(error as Error).message}; trying it again`);
            await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
          }
        }
      },
    });
  }

  /**
   * Admits work that writes no text but costs like a generation (a cover design, docs/product/step4-cover.md)
   * under the same per-draft cap and per-visitor and per-IP windows (429 when over); `work` runs only when
   * admitted, and its outcome is recorded like a text's. Nothing goes into the draft's generations log.
   */
  async runLimited<T>(task: LimitedWorkTask, options: Pick<WriteOptions, 'visitorId' | 'ip' | 'signal'>, work: () => Promise<T>): Promise<T> {
    options.signal?.throwIfAborted();
    const ticket = await this.limiter.admit(options.visitorId, options.ip, task);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.finishQuietly(ticket, options.signal?.aborted ? 'aborted' : 'failed');
      throw error;
    }
    await this.finishQuietly(ticket, 'succeeded');
    return result;
  }

  private async generate<T extends WrittenText | WrittenOutline | WrittenChapterText>(
    task: GenerationTask,
    options: WriteOptions,
    write: (context: WriterContext) => Promise<T>,
  ): Promise<T> {
    options.signal?.throwIfAborted();
    const ticket = await this.limiter.admit(options.visitorId, options.ip, task);
    let written: T;
    try {
      written = await write({ seed: ticket.seed, signal: options.signal, onText: options.onText, ...(options.interactive ? { interactive: true } : {}) });
    } catch (error) {
      await this.finishQuietly(ticket, options.signal?.aborted ? 'aborted' : 'failed');
      throw error;
    }
    await this.finishQuietly(ticket, 'succeeded', written.usage);
    await this.log.record(options.visitorId, task, ticket.seed, written);
    return written;
  }

  /** Bookkeeping must never replace the real outcome (the text, or the error the visitor should see). */
  private async finishQuietly(ticket: GenerationTicket, outcome: 'succeeded' | 'failed' | 'aborted', usage?: TokenUsage): Promise<void> {
    try {
      await this.limiter.finish(ticket, outcome, usage);
    } catch (error) {
      this.logger.warn(`could not mark generation ${ticket.id} as ${outcome}: ${(error as Error).message}`);
    }
  }
}
