/** A failed remote manifest or entry is tried this many more times before the route shows the error. */
export const REMOTE_LOAD_RETRIES = 2;

/** Wait before retry n (1-based): 400 ms, then 1200 ms, so a blip recovers fast and a restart gets time. */
export const retryDelayMs = (retry: number) => 400 * 3 ** (retry - 1);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After a first failure: up to REMOTE_LOAD_RETRIES more attempts with backoff; rethrows the last failure. */
export async function retryAfterFailure<T>(attempt: (retry: number) => Promise<T>, firstError: unknown): Promise<T> {
  let lastError = firstError;
  for (let retry = 1; retry <= REMOTE_LOAD_RETRIES; retry += 1) {
    await wait(retryDelayMs(retry));
    try {
      return await attempt(retry);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Runs `attempt` once and, if it fails, retries it (see retryAfterFailure). */
export async function withRetries<T>(attempt: (retry: number) => Promise<T>): Promise<T> {
  try {
    return await attempt(0);
  } catch (error) {
    return retryAfterFailure(attempt, error);
  }
}
