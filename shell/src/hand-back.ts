/**
 * A yield to the browser between two pieces of start-up work, so each runs in a task of its own (a long task blocks
 * input: Lighthouse's total blocking time, issue 27): `scheduler.yield()` where the browser has it (the rest of the
 * work resumes ahead of other tasks), else a new task.
 */
export function handBack(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a task of its own, in order; a step that fails is left to whoever needs it to report. */
export async function oneTaskEach(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step().catch(() => undefined);
    await handBack();
  }
}
