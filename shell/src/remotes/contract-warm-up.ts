/** A yield to the browser: `scheduler.yield()` where the browser has it, else a new task. */
const handBack = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

let warming: Promise<void> | undefined;

/**
 * The shared contract evaluated in short tasks before a remote page first needs it (@storyloom/contracts/warm-up):
 * once, for the first remote page of a visit. Never fails: a part that cannot load is reported by the page's own import.
 */
export function warmUpContract(): Promise<void> {
  warming ??= import('@storyloom/contracts/warm-up')
    .then(({ warmUpContract: warmUp }) => warmUp(handBack))
    .catch(() => undefined);
  return warming;
}
