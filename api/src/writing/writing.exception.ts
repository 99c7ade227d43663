import { HttpStatus } from '@nestjs/common';
import { AppException, type AppExceptionOptions } from '../common/app.exception.js';

/** Failures of the writing engine, shared by every generating endpoint. */
export abstract class WritingException extends AppException {}

/** "about 1 minute", "about 12 minutes", "about 2 hours": precise enough to plan a retry. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return seconds <= 60 ? 'about a minute' : 'about 2 minutes';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `about ${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}

/** Too many generations recently, from this visitor or from this network address (sliding window). */
export class GenerationRateLimitedException extends WritingException {
  constructor(scope: 'visitor' | 'ip', limit: number, retryAfterSeconds: number) {
    const who = scope === 'visitor' ? 'You have' : 'Your network has';
    super(
      'GENERATION_RATE_LIMITED',
      `${who} reached the limit of ${limit} generated texts for now. Please wait ${describeWait(retryAfterSeconds)} and try again; ` +
        'meanwhile you can edit the text you already have.',
      HttpStatus.TOO_MANY_REQUESTS,
      { details: { scope, limit, retryAfterSeconds }, headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
}

/** The draft book has used up its generations; editing still works. */
export class GenerationLimitReachedException extends WritingException {
  constructor(limit: number) {
    super(
      'GENERATION_LIMIT_REACHED',
      `This book has reached its limit of ${limit} generated texts. You can still edit the summary and outline you have, ` +
        'or contact us if you need more.',
      HttpStatus.TOO_MANY_REQUESTS,
      { details: { limit } },
    );
  }
}

/** The wait a 'busy' answer asks for when the provider named none. */
export const BUSY_RETRY_AFTER_SECONDS = 30;

export type WriterUnavailableReason = 'busy' | 'timeout' | 'down' | 'misconfigured' | 'refused';

const UNAVAILABLE_MESSAGES: Record<WriterUnavailableReason, string> = {
  busy: 'Our story writer is very busy right now. Your details are saved; please try again in a minute.',
  timeout: 'Our story writer took too long to answer. Your details are saved; please try again.',
  down: 'Our story writer is not responding right now. Your details are saved; please try again in a few minutes.',
  misconfigured: 'Our story writer is not available at the moment. Your details are saved; please try again later.',
  refused: 'Our story writer could not write this text. Please change your details a little and try again.',
};

/**
 * The AI provider failed (down, timed out, refused the content, or rejected our request). A provider that keeps
 * rate-limiting us ('busy') is a temporary overload of ours: 503 with Retry-After, so clients and proxies wait the
 * provider's own time; every other reason is 502.
 *
 * One unconditional `super()` first, and `reason` a declared field assigned after it: tsc emits a parameter
 * property's assignment at the top of a constructor whose `super()` is inside if/else, before `this` exists, and
 * the class could not be constructed at all in the build (issue 24, F1; api/test/built-output.spec.ts).
 */
export class WriterUnavailableException extends WritingException {
  readonly reason: WriterUnavailableReason;

  constructor(reason: WriterUnavailableReason, options: AppExceptionOptions & { retryAfterSeconds?: number } = {}) {
    const { retryAfterSeconds, ...rest } = options;
    const wait = retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS;
    super(
      'WRITER_UNAVAILABLE',
      UNAVAILABLE_MESSAGES[reason],
      reason === 'busy' ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.BAD_GATEWAY,
      reason === 'busy'
        ? { ...rest, details: { reason, retryAfterSeconds: wait }, headers: { 'Retry-After': String(wait) } }
        : { ...rest, details: { reason } },
    );
    this.reason = reason;
  }
}

/** The provider answered, but even after repair the answer was not usable (e.g. an outline without its chapters). */
export class WriterOutputInvalidException extends WritingException {
  constructor(reason: string) {
    super(
      'WRITER_OUTPUT_INVALID',
      'The story writer returned an incomplete text. Please try again.',
      HttpStatus.BAD_GATEWAY,
      { cause: new Error(reason) },
    );
  }
}

/** What went wrong behind a writer's failure, for logs and operators: the provider's own words when there are any. */
export function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const reason =
    error instanceof WriterUnavailableException
      ? `${error.code} (${error.reason})`
      : error instanceof AppException
        ? error.code
        : error.name;
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  return `${reason}: ${cause}`;
}

/**
 * A reply that started and then stalled or broke off (openai/provider-errors.ts names these errors): the answer is
 * cut off like one at the token cap, so a paid book's chapter is written again within its budget of unusable
 * answers (docs/product/book-production.md#retry-budget), never failed on the first stall.
 */
export const isBrokenMidReply = (error: unknown): boolean =>
  error instanceof WriterUnavailableException &&
  error.cause instanceof Error &&
  ['StreamStalledError', 'StreamBrokenError'].includes(error.cause.name);

/** The provider was overloaded (429 "busy", a timeout): fewer requests at once may well succeed (book-writer.ts). */
export const isOverload = (error: unknown): boolean =>
  error instanceof WriterUnavailableException && (error.reason === 'busy' || error.reason === 'timeout');

/**
 * A paid book's chapter could not be written within its retry budget (docs/product/book-production.md#retry-budget).
 * Never answered over HTTP: the writing stage fails for good with it (no stage retry would do better), and the
 * operator's log says which chapter, after how many attempts, and why.
 */
export class BookChapterFailedException extends WritingException {
  readonly chapterNumber: number;
  /** For the log and the failed job, never for a visitor: the attempts made and the provider's own words. */
  readonly why: string;

  constructor(chapterNumber: number, attempts: number, cause: string, error: unknown) {
    super('BOOK_CHAPTER_FAILED', `Chapter ${chapterNumber} of the book could not be written.`, HttpStatus.BAD_GATEWAY, {
      cause: error,
      details: { chapterNumber },
    });
    this.chapterNumber = chapterNumber;
    this.why = `chapter ${chapterNumber} failed after ${attempts} attempt(s) of the writer, its retry budget used up: ${cause}`;
  }
}

/**
 * A chapter broke the brief for real people (issue 24: a child alone in danger, a rival in an anniversary book,
 * something the visitor asked us to leave out) every time it was written. The details name the rules, never the
 * text; the cause carries the sentences for the operator's log.
 */
export class ChapterBreaksBriefException extends WritingException {
  constructor(chapterNumber: number, findings: ReadonlyArray<{ rule: string; excerpt: string; detail: string }>) {
    super(
      'CHAPTER_BREAKS_BRIEF',
      'The story writer could not write this chapter to fit your book. Please try again.',
      HttpStatus.BAD_GATEWAY,
      {
        details: { chapter: chapterNumber, rules: [...new Set(findings.map((finding) => finding.rule))] },
        cause: new Error(
          findings.map((finding) => `${finding.rule}: ${finding.detail} "${finding.excerpt}"`).join('; '),
        ),
      },
    );
  }
}
