import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start-up, for the big ones that only some deployments or
 * rare requests need (the Stripe SDK in a demo, nodemailer until the first e-mail, sharp until the first cover,
 * pdf-lib and the typesetter until the first book, the AWS SDK without S3_BUCKET): each costs 6–20 MB of resident
 * memory and 0.1–0.4 s of start when imported at the top of a module, which every start and idle server paid.
 * Only the type is imported statically (`import type`), so the compiler still checks every use.
 * `prepare` runs once, on the first load, for settings that used to be made at start (sharp's cache).
 * api/scripts/module-loads.mjs lists the packages a started, idle API must not have loaded.
 */
export function lazyRequire<Module>(specifier: string, prepare?: (loaded: Module) => void): () => Module {
  let loaded: Module | undefined;
  return () => {
    if (loaded === undefined) {
      const module = require(specifier) as Module;
      prepare?.(module);
      loaded = module;
    }
    return loaded;
  };
}
