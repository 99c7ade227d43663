import type { JobsService } from '../../src/jobs/jobs.service.js';

/**
 * Reads state that the app's jobs move on (an order's production status, pg-boss's rows) until `done`: looks once,
 * then again after each job the app works (JobsService.jobHandled, asked for before each look so none ends unseen),
 * never after a pause. No deadline of its own: a busy machine makes the pipeline slow, not wrong, and the test's
 * timeout is the only limit. `what` names the wait in a failure's message.
 */
export async function untilJobsMoveOn<T>(jobs: JobsService, what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const nextJob = jobs.jobHandled();
    const value = await read().catch((error: Error) => Promise.reject(new Error(`${what}: ${error.message}`)));
    if (done(value)) return value;
    await nextJob;
  }
}
