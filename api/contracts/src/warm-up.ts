/**
 * The contract in parts, for a page to evaluate one part per task before it needs the contract (issue 27).
 *
 * A page that uses the contract first evaluates it, zod included, in one go: about 70 ms of script on a fast
 * machine and 280 ms on Lighthouse's phone, one long task that blocks input while the page is loading (its total
 * blocking time). Evaluating zod's core, then zod, then the contract's parts one after another, each in a task of
 * its own, does the same work without a long task; the page's own import then finds every module evaluated. The
 * shell runs them (shell/src/remotes/contract-warm-up.ts).
 *
 * `eager` keeps each part in the chunks the contract already downloads in (no request of its own): `import()` here
 * only decides when a module is evaluated.
 */
export const CONTRACT_PARTS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'zod/v4/core'),
  () => import(/* webpackMode: "eager" */ 'zod'),
  () => import(/* webpackMode: "eager" */ './storable-text.js'),
  () => import(/* webpackMode: "eager" */ './remotes.js'),
  () => import(/* webpackMode: "eager" */ './characters/index.js'),
  () => import(/* webpackMode: "eager" */ './story/index.js'),
  () => import(/* webpackMode: "eager" */ './outline/index.js'),
  () => import(/* webpackMode: "eager" */ './cover/index.js'),
  () => import(/* webpackMode: "eager" */ './accounts.js'),
  // Last: the index itself, so the page's import finds the whole contract evaluated.
  () => import(/* webpackMode: "eager" */ './index.js'),
];
