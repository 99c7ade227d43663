import { Inject, Injectable, Logger } from '@nestjs/common';
import { writeBook, type BookPlan } from './book-writer.js';
import { GenerationLog } from './generation-log.js';
import { GenerationLimiter, type GenerationTicket } from './limits/generation-limiter.js';
import type { GenerationTask, LimitedWorkTask } from './limits/generation-ledger.repository.js';
import { assertChapterFitsBrief } from './checks/chapter-gate.js';
import { chapterFlags, varietyFindings, type BriefCheckBook } from './checks/index.js';
import { CheckedChapterScreen } from './text-checks/checked-screen.js';
import { acceptChapter, acceptSummary, describeProblems, type Checked } from './text-checks/accepted-texts.js';
import { checkBlurb, checkOutlineEntry } from './text-checks/text-checks.js';
import { BLURB_WORDS, blurbFromSummary } from './blurb.js';
import { retrySeed } from './attempt-seed.js';
import {
  BookChapterFailedException,
  causeOf,
  ChapterBreaksBriefException,
  isBrokenMidReply,
  isOverload,
  WriterOutputInvalidException,
  WritingException,
} from './writing.exception.js';
import type {
  ChapterFlag,
  ChapterRequest,
  OutlineRequest,
  SummaryRequest,
  TokenUsage,
  WriteOptions,
  Writer,
  WriterContext,
  WrittenChapterText,
  WrittenOutline,
  WrittenText,
} from './writing.types.js';

// The writing module's public face for the step modules that use it: besides WritingService, how a story brief is
// made from a step's details, and the refusal a step raises when what was written does not fit. Step modules import
// these from here (and types from writing.types.ts), never the files behind them (.dependency-cruiser.cjs).
export { readingLevelOfGrade, storyBriefFromDetails, storyBriefFromVariant } from './story-brief.js';
export { BookChapterFailedException, WriterOutputInvalidException } from './writing.exception.js';
export type { LimitedWorkTask } from './limits/generation-ledger.repository.js';
export { openingChapterRequest, type BookPlan } from './book-writer.js';
// The shapes an outline's story bible and detail placement are stored in (the outline module keeps them in the draft).
export { bibleEntrySchema } from './bible-entry.js';
export { placedDetailSchema } from './detail-placement.js';
// The back cover's text of a book without a written blurb (production's typesetting and preview).
export { blurbFromSummary } from './blurb.js';
// The buyer's changes in plain words to a proof (production's proof module): the engine, its refusal, and the literal
// renames the proof applies to the book's title, dedication and back cover as well.
export { ProofChangeService } from './proof-changes/proof-change.service.js';
export { ProofChangeException } from './proof-changes/proof-change.exception.js';
export { applyRenames, replaceName } from './proof-changes/literal-rename.js';
export { renameForms } from './proof-changes/literal-changes.js';
export { WriterUnavailableException, type WriterUnavailableReason } from './writing.exception.js';
// How far a spelling is from a name: the proof's personalisation panel finds misspelt names as the writer's checks do.
export { editDistance } from './checks/edit-distance.js';

/** How a paid book's remaining chapters are written (WritingService.writeBook). */
export interface WriteBookRequestOptions {
  /** At most this many chapters are written at once (BOOK_WRITING_CONCURRENCY). */
  concurrency: number;
  /** Chapters already written (the frozen chapter 1, chapters kept from an earlier attempt): not written again. */
  written: readonly WrittenChapterText[];
  /** Awaited for each chapter as soon as it is written (stored before the next one starts in that slot). */
  onChapter: (chapter: WrittenChapterText) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * A chapter whose answer came back unusable (empty, runaway, still cut off after its continuations) is written
 * again this often, with another seed; provider failures are never retried here (openai-retries.ts owns them).
 */
export const CHAPTER_OUTPUT_RETRIES = 1;
/** A paid book's chapters have no visitor ticket to number them: this base seed, varied per attempt. */
const BOOK_CHAPTER_SEED = 1;
const BOOK_BLURB_SEED = 2;
/** A blurb that fails its checks is written again this often; then the summary's opening stands in for it. */
const BLURB_ATTEMPTS = 2;

/** The injection token of the configured Writer (OpenAI or offline), see writer.provider.ts. */
export const WRITER = Symbol('WRITER');

/**
 * A text that fails its checks (text-checks/) is written again, at most this many times in all per request;
 * then the visitor gets WRITER_OUTPUT_INVALID and nothing is stored (issue 24, F3).
 */
export const CHECKED_ATTEMPTS = 3;

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
    return this.generate('summary', options, (context) =>
      this.untilAccepted(
        'the summary',
        context,
        (attempt) => this.writer.writeSummary(request, attempt),
        acceptSummary,
      ),
    );
  }

  /** Exactly `request.chapterCount` chapters, numbered 1..N, or an error: a wrong-sized outline never comes back. */
  writeOutline(request: OutlineRequest, options: WriteOptions): Promise<WrittenOutline> {
    return this.generate('outline', options, async (context) => {
      const outline = await this.writer.writeOutline(request, context);
      const numbered = outline.chapters.every((chapter, index) => chapter.number === index + 1);
      if (outline.chapters.length !== request.chapterCount || !numbered) {
        throw new WriterOutputInvalidException(
          `the ${outline.writer} writer returned ${outline.chapters.length} chapters for ${request.chapterCount}`,
        );
      }
      // The writer repairs or rewrites a bad entry in place (F8); one still failing here is never stored.
      const failing = outline.chapters
        .map((chapter) => ({ chapter, problems: checkOutlineEntry(chapter) }))
        .find(({ problems }) => problems.length > 0);
      if (failing)
        throw new WriterOutputInvalidException(
          `outline chapter ${failing.chapter.number} failed its checks: ${describeProblems(failing.problems)}`,
        );
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
      // On screen, only what the check would keep: a refusal or a preamble never shows (text-checks/checked-screen.ts).
      const screen = new CheckedChapterScreen(context.onText);
      const watched = context.onText ? { ...context, onText: (text: string) => screen.push(text) } : context;
      const chapter = await this.untilAccepted(
        `chapter ${request.chapterNumber}`,
        watched,
        (attempt) => this.writer.writeChapter(request, attempt),
        (written) => {
          if (written.number !== request.chapterNumber || written.text.trim() === '') {
            throw new WriterOutputInvalidException(
              `the ${written.writer} writer returned chapter ${written.number} (${written.text.length} characters) for chapter ${request.chapterNumber}`,
            );
          }
          return acceptChapter(written, request.targetWords);
        },
      );
      screen.finish(chapter.text);
      // The brief for real people (writing/checks): no retry on /step4, the visitor asks again.
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
   * `concurrency` at a time at most (fewer while the provider is overloaded), each from the story bible of the
   * chapters before it. Paid work: neither the visitor's generation limits nor the draft's log apply (the draft may
   * already hold a new book).
   *
   * The retry budget has one owner per kind of failure (docs/product/book-production.md#retry-budget): a provider
   * that does not answer is retried per request by common/openai-retries.ts (OPENAI_MAX_RETRIES), never again here;
   * a chapter cut off at the token cap is continued by the writer; an answer that came back unusable, or whose
   * stream stalled or broke off mid-reply, is written again here, CHAPTER_OUTPUT_RETRIES times, with another seed. The first chapter that still fails fails the run
   * with BookChapterFailedException, once the chapters being written have settled and been handed to `onChapter`.
   */
  async writeBook(plan: BookPlan, options: WriteBookRequestOptions): Promise<WrittenChapterText[]> {
    return writeBook(plan, {
      concurrency: options.concurrency,
      written: options.written,
      overloaded: (error) => error instanceof BookChapterFailedException && isOverload(error.cause),
      onConcurrency: (limit) =>
        this.logger.warn(
          `book chapters written at once: now ${limit} (of BOOK_WRITING_CONCURRENCY ${options.concurrency}), after the writer's 429s or timeouts or a run of successes`,
        ),
      writeChapter: async (request) => {
        for (let attempt = 0; ; attempt++) {
          options.signal?.throwIfAborted();
          try {
            const started = Date.now();
            const written = await this.writer.writeChapter(request, {
              seed: retrySeed(BOOK_CHAPTER_SEED, attempt),
              signal: options.signal,
            });
            if (written.number !== request.chapterNumber || written.text.trim() === '') {
              throw new WriterOutputInvalidException(
                `the ${written.writer} writer returned chapter ${written.number} (${written.text.length} characters) for chapter ${request.chapterNumber}`,
              );
            }
            // Checked before it is stored or feeds the story bible; a failing chapter is written again (issue 24, F3).
            const { text: chapter, problems } = acceptChapter(written, request.targetWords);
            if (problems.length > 0)
              throw new WriterOutputInvalidException(
                `book chapter ${request.chapterNumber} failed its checks: ${describeProblems(problems)}`,
              );
            // The brief for real people (writing/checks): a chapter breaking it is written again like an unusable one.
            assertChapterFitsBrief(chapter, request);
            // An opening or ending like the chapter before's is written again too, but kept (flagged) once the
            // retries are spent: variety is a matter of quality, not of safety.
            const repeats = varietyFindings(chapter.text, request.previousChapter);
            if (repeats.length > 0 && attempt < CHAPTER_OUTPUT_RETRIES) {
              this.logger.warn(
                `book chapter ${request.chapterNumber} repeats chapter ${request.previousChapter?.number}: ${repeats.map((finding) => finding.detail).join(' ')} Writing it again with another seed`,
              );
              continue;
            }
            const kept = { ...chapter, flags: chapterFlags(chapter.text, request, request.previousChapter) };
            this.logger.log(
              `book chapter ${request.chapterNumber}/${request.outline.length} written by ${chapter.writer}${chapter.model ? ` (${chapter.model})` : ''} in ${Date.now() - started} ms${kept.flags.length > 0 ? `, flagged: ${kept.flags.map((flag) => flag.rule).join(', ')}` : ''}`,
            );
            await options.onChapter(kept);
            return kept;
          } catch (error) {
            const unusable =
              error instanceof WriterOutputInvalidException ||
              error instanceof ChapterBreaksBriefException ||
              isBrokenMidReply(error);
            if (unusable && attempt < CHAPTER_OUTPUT_RETRIES && !options.signal?.aborted) {
              this.logger.warn(
                `book chapter ${request.chapterNumber} came back unusable (${causeOf(error)}); writing it again with another seed`,
              );
              continue;
            }
            // The writer's failures end the chapter's budget (writeBook still requeues an overload while several
            // chapters run at once); anything else (the process stopping, the database) is the stage's to retry.
            if (options.signal?.aborted || !(error instanceof WritingException)) throw error;
            throw new BookChapterFailedException(request.chapterNumber, attempt + 1, causeOf(error), error);
          }
        }
      },
    });
  }

  /**
   * The flags of a chapter written elsewhere (the frozen chapter 1 of /step4), as writeBook's chapters are stored
   * with: its slips against the story bible.
   */
  chapterFlags(text: string, book: BriefCheckBook): ChapterFlag[] {
    return chapterFlags(text, book);
  }

  /**
   * The book's back-cover blurb (writing/blurb.ts), written after its chapters and held to checkBlurb (60–120
   * words of plain prose, no markup, no assistant talk). A blurb that keeps failing, or a writer that fails, costs
   * the book only its blurb: the summary's opening as prose stands in, so the book still prints.
   */
  async writeBlurb(plan: BookPlan, signal?: AbortSignal): Promise<{ text: string; writtenBy: 'writer' | 'summary' }> {
    for (let attempt = 0; attempt < BLURB_ATTEMPTS; attempt++) {
      signal?.throwIfAborted();
      try {
        const written = await this.writer.writeBlurb(plan, { seed: retrySeed(BOOK_BLURB_SEED, attempt), signal });
        const problems = checkBlurb(written.text, BLURB_WORDS);
        if (problems.length === 0) return { text: written.text, writtenBy: 'writer' };
        this.logger.warn(
          `the back-cover blurb failed its checks (${describeProblems(problems)}), attempt ${attempt + 1} of ${BLURB_ATTEMPTS}`,
        );
      } catch (error) {
        if (signal?.aborted || !(error instanceof WritingException)) throw error;
        this.logger.warn(
          `the back-cover blurb could not be written (${causeOf(error)}), attempt ${attempt + 1} of ${BLURB_ATTEMPTS}`,
        );
      }
    }
    return { text: blurbFromSummary(plan.summary), writtenBy: 'summary' };
  }

  /**
   * Admits work that writes no text but costs like a generation (a cover design, docs/product/step4-cover.md)
   * under the same per-draft cap and per-visitor and per-IP windows (429 when over); `work` runs only when
   * admitted, and its outcome is recorded like a text's. Nothing goes into the draft's generations log.
   */
  async runLimited<T>(
    task: LimitedWorkTask,
    options: Pick<WriteOptions, 'visitorId' | 'ip' | 'signal'>,
    work: () => Promise<T>,
  ): Promise<T> {
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

  /**
   * Writes until a text passes its checks: the first attempt as asked (streamed to the visitor), each further one
   * with another seed and unstreamed (the visitor's screen takes the accepted text from the answer). Throws
   * WRITER_OUTPUT_INVALID, naming the problems for the log, when CHECKED_ATTEMPTS are spent.
   */
  private async untilAccepted<T>(
    what: string,
    context: WriterContext,
    write: (context: WriterContext) => Promise<T>,
    accept: (written: T) => Checked<T>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      context.signal?.throwIfAborted();
      const { text, problems } = accept(
        await write(attempt === 0 ? context : { ...context, seed: context.seed + attempt, onText: undefined }),
      );
      if (problems.length === 0) return text;
      this.logger.warn(
        `${what} failed its checks (${describeProblems(problems)}), attempt ${attempt + 1} of ${CHECKED_ATTEMPTS}`,
      );
      if (attempt + 1 >= CHECKED_ATTEMPTS)
        throw new WriterOutputInvalidException(
          `${what} failed its checks ${CHECKED_ATTEMPTS} times: ${describeProblems(problems)}`,
        );
    }
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
      written = await write({
        seed: ticket.seed,
        signal: options.signal,
        onText: options.onText,
        ...(options.interactive ? { interactive: true } : {}),
      });
    } catch (error) {
      await this.finishQuietly(ticket, options.signal?.aborted ? 'aborted' : 'failed');
      throw error;
    }
    await this.finishQuietly(ticket, 'succeeded', written.usage);
    await this.log.record(options.visitorId, task, ticket.seed, written);
    return written;
  }

  /** Bookkeeping must never replace the real outcome (the text, or the error the visitor should see). */
  private async finishQuietly(
    ticket: GenerationTicket,
    outcome: 'succeeded' | 'failed' | 'aborted',
    usage?: TokenUsage,
  ): Promise<void> {
    try {
      await this.limiter.finish(ticket, outcome, usage);
    } catch (error) {
      this.logger.warn(`could not mark generation ${ticket.id} as ${outcome}: ${(error as Error).message}`);
    }
  }
}
