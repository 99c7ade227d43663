import { handBack } from '../hand-back.js';

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
