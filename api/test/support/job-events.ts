import type { JobsService } from '../../src/jobs/jobs.service.js';
import { lookAgainOn } from './look-again.js';

/**
 * Reads state that the app's jobs move on (an order's production status, pg-boss's rows) until `done`: looks once,
 * then again after each job the app works (JobsService.jobHandled, see look-again.ts), never after a pause. `what`
 * names the wait in a failure's message.
 */
export function untilJobsMoveOn<T>(
  jobs: JobsService,
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  return lookAgainOn(
    () => jobs.jobHandled(),
    () => read().catch((error: Error) => Promise.reject(new Error(`${what}: ${error.message}`))),
    done,
  );
}
