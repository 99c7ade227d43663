import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start-up, for the big ones that only some deployments or
 * rare requests need (the Stripe SDK in a demo, nodemailer until the first e-mail): each costs 15–20 MB of resident
 * memory and 0.1 s of start when imported at the top of a module, which every start and idle server paid.
 * Only the type is imported statically (`import type`), so the compiler still checks every use.
 */
export function lazyRequire<Module>(specifier: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(specifier) as Module);
}
