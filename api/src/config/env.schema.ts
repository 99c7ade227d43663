import { z } from 'zod';
import { accountsSection } from '../accounts/accounts.config.js';
import { serverSection } from '../common/server.config.js';
import { coverSection } from '../cover/cover.config.js';
import { databaseSection } from '../database/database.config.js';
import { deliverySection } from '../delivery/delivery.config.js';
import { jobsSection } from '../jobs/jobs.config.js';
import { loggingSection } from '../logging/logging.config.js';
import { mailSection } from '../mail/mail.config.js';
import { printSection } from '../print/print.config.js';
import { productionSection } from '../production/production.config.js';
import { sessionSection } from '../session/session.config.js';
import { siteSection } from '../site/site.config.js';
import { storageSection } from '../storage/storage.config.js';
import { writingSection } from '../writing/writing.config.js';
import { pathsSection } from './paths.config.js';
import { runModeSection } from './run-mode.config.js';

/**
 * Every environment variable the API reads, as the one list of configuration sections. Each module declares its own
 * variables beside its code (`api/src/<module>/<module>.config.ts`, see config-section.ts), reviewed by its team; this
 * list composes them into the one schema checked at start, so every bad variable of every section is reported
 * together. To add a variable, add it to its module's section (and to the README's table); a new section goes here.
 * Values arrive as strings; empty strings are dropped before parsing so `PORT=` in a .env file means "use the default".
 *
 * The order is the order bad variables are listed in the start-up refusal.
 */
export const CONFIG_SECTIONS = {
  server: serverSection,
  paths: pathsSection,
  database: databaseSection,
  session: sessionSection,
  logging: loggingSection,
  writing: writingSection,
  cover: coverSection,
  storage: storageSection,
  jobs: jobsSection,
  production: productionSection,
  delivery: deliverySection,
  mail: mailSection,
  print: printSection,
  site: siteSection,
  accounts: accountsSection,
  runMode: runModeSection,
} as const;

type Section = (typeof CONFIG_SECTIONS)[keyof typeof CONFIG_SECTIONS];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/**
 * The sections' variables as one shape. A variable belongs to exactly one section: declared twice, one section's
 * parser would silently replace the other's, so that stops the start instead.
 */
export function composeEnvShape(sections: ReadonlyArray<{ name: string; env: z.ZodRawShape }>): z.ZodRawShape {
  const owners = new Map<string, string>();
  for (const section of sections) {
    for (const name of Object.keys(section.env)) {
      const owner = owners.get(name);
      if (owner !== undefined)
        throw new Error(`${name} is declared by two configuration sections: ${owner} and ${section.name}`);
      owners.set(name, section.name);
    }
  }
  return Object.assign({}, ...sections.map((section) => section.env));
}

export const envSchema = z.object(
  composeEnvShape(Object.values(CONFIG_SECTIONS)) as UnionToIntersection<Section['env']>,
);
export type Env = z.output<typeof envSchema>;

/** Variables whose values must never be echoed in an error message or a log line: each section names its own. */
export const SECRET_ENV_NAMES: ReadonlySet<string> = new Set(
  Object.values(CONFIG_SECTIONS).flatMap((section): readonly string[] => section.secrets),
);
