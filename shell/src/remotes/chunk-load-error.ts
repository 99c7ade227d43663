/**
 * ChunkLoadError's three kinds (docs/product/errors.md#whole-site): the file was missing, took too long, or failed
 * otherwise.
 */
export type ChunkLoadReason = 'missing' | 'timeout' | 'other';

export interface ChunkLoadFailure {
  reason: ChunkLoadReason;
  /** The text of docs/product/errors.md#whole-site: 'Loading chunk <remote> failed.' */
  message: string;
  /** Where it tried to load from, when known. */
  url?: string;
}

const TIMEOUT_PATTERN = /\btimed? ?out\b|\(timeout[:)]|TimeoutError/i;
const MISSING_PATTERN =
  /\(missing[:)]|ScriptNetworkError|Failed to fetch|NetworkError|answered 404|\b404\b|not found|ERR_CONNECTION|Load failed/i;

const describe = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message} ${describe(error.cause ?? '')}`;
  return typeof error === 'string' ? error : '';
};

/** The failing file as the runtime names it: `(missing: URL)` / `(timeout: URL)` or `script "URL"`. */
const URL_PATTERN = /\((?:missing|timeout): ([^)\s]+)\)|[Ss]cript "([^"]+)"/;

/**
 * Classifies whatever a remote load threw (federation runtime, webpack chunk loader, our retry plugin).
 * `fallbackUrl` (the registered manifest) is shown when the error names no file.
 */
export function toChunkLoadFailure(remote: string, error: unknown, fallbackUrl?: string): ChunkLoadFailure {
  const text = describe(error);
  const reason: ChunkLoadReason = TIMEOUT_PATTERN.test(text)
    ? 'timeout'
    : MISSING_PATTERN.test(text)
      ? 'missing'
      : 'other';
  const named = URL_PATTERN.exec(text);
  return { reason, message: `Loading chunk ${remote} failed.`, url: named?.[1] ?? named?.[2] ?? fallbackUrl };
}
