import type { z } from 'zod';

/**
 * One module's part of the configuration: the environment variables it alone reads and how they become its typed
 * settings. Each module keeps its section beside its code (`api/src/<module>/<module>.config.ts`, reviewed by its
 * team); config/env.schema.ts lists them all and composes their variables into the one schema checked at start.
 *
 * A section never reads another section's variables: what it needs from another part of the configuration (the
 * data folder, the database schema) comes resolved, as `needs`, from the composition (config/app-config.ts).
 */
export interface ConfigSection<Shape extends z.ZodRawShape, Settings, Needs = void> {
  /** Its name in error messages and tests. */
  name: string;
  /** Every variable this section reads, with its parser, default and message. */
  env: Shape;
  /** Those of its variables whose values are never echoed in an error message or a log line. */
  secrets: ReadonlyArray<keyof Shape & string>;
  /** Its settings from its validated variables; throws ConfigError for a combination that cannot work. */
  build(vars: z.output<z.ZodObject<Shape>>, needs: Needs): Settings;
}

/** Declares a section, inferring its variables' types from `env` for `build`. */
export function configSection<Shape extends z.ZodRawShape, Settings, Needs = void>(
  section: ConfigSection<Shape, Settings, Needs>,
): ConfigSection<Shape, Settings, Needs> {
  return section;
}

/** What a section that keeps files on this machine is given: DATA_DIR, resolved (config/paths.config.ts). */
export interface DataDirNeeds {
  dataDir: string;
}

/** The key sent to a local OpenAI-compatible server (the writer's or the cover designer's): it needs none, the SDK wants one. */
export const LOCAL_SERVER_API_KEY = 'not-needed-by-a-local-server';
