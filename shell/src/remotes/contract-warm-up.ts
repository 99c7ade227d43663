import { oneTaskEach } from '../hand-back.js';

let warming: Promise<void> | undefined;

/**
 * The shared contract evaluated one part per task (@storyloom/contracts/warm-up) before a step page first needs it:
 * once a visit. Never fails: a part that cannot load is reported by the page's own import.
 */
export function warmUpContract(): Promise<void> {
  warming ??= import('@storyloom/contracts/warm-up')
    .then(({ CONTRACT_PARTS }) => oneTaskEach(CONTRACT_PARTS))
    .catch(() => undefined);
  return warming;
}
