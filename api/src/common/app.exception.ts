import type { HttpStatus } from '@nestjs/common';

export interface AppExceptionOptions {
  /** Structured detail sent to the client in `details` (e.g. the fields that failed). Never internals. */
  details?: unknown;
  /** The underlying error, logged for 5xx answers, never sent to the client. */
  cause?: unknown;
  /** HTTP headers that belong to the answer (e.g. `Retry-After` on a 429), so clients and proxies can act on it. */
  headers?: Record<string, string>;
}

/**
 * Base of every failure the API answers on purpose. Each feature declares its own subclass in
 * `<feature>/<feature>.exception.ts` with a stable `code` and a sentence the visitor can act on; the global
 * exception filter turns it into `{ error: code, message, details? }` with `status`.
 *
 *   export class DraftSectionUnknownException extends DraftException {
 *     constructor(key: string) { super('DRAFT_SECTION_UNKNOWN', 'We could not save this step.', HttpStatus.INTERNAL_SERVER_ERROR); }
 *   }
 */
export class AppException extends Error {
  readonly details: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    /** Stable machine-readable code, SCREAMING_SNAKE_CASE, prefixed by the feature (e.g. DRAFT_…). */
    readonly code: string,
    /** User-facing sentence; it is sent to the client as-is, so it must not leak internals. */
    message: string,
    readonly status: HttpStatus,
    options: AppExceptionOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
