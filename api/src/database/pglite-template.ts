import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { REPO_ROOT } from '../config/repo-paths.js';

/**
 * Creating a PostgreSQL cluster (initdb) inside PGlite takes ~4 s, re-opening one ~0.5 s. So a freshly
 * initialised, empty cluster is kept once per PGlite version as a template, and a new data directory is a
 * copy of it (~0.1 s): first start and every test database stay well under the start-up budget.
 */
function pgliteVersion(): string {
  // The package's exports hide package.json; its entry point sits in dist/, one level below it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = join(dirname(dirname(entry)), 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}
const PGLITE_VERSION = pgliteVersion();
const logger = new Logger('PgliteTemplate');
const TEMPLATE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'storyloom', `pglite-${PGLITE_VERSION}-cluster`);

/** A PGlite data directory is initialised once it has PG_VERSION, like any PostgreSQL data directory. */
export const isInitialisedCluster = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/** Builds into a private temp folder, then renames: concurrent starts never see (or use) half a folder. */
function publishAtomically(target: string, build: (temp: string) => void | Promise<void>): Promise<void> | void {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  mkdirSync(dirname(target), { recursive: true });
  const finish = () => {
    try {
      renameSync(temp, target);
    } catch (error) {
      // Another process won the race; its copy is as good as ours.
      rmSync(temp, { recursive: true, force: true });
      if (!isInitialisedCluster(target)) throw error;
    }
  };
  const built = build(temp);
  return built instanceof Promise ? built.then(finish) : finish();
}

export async function ensureClusterTemplate(): Promise<string> {
  if (isInitialisedCluster(TEMPLATE_DIR)) return TEMPLATE_DIR;
  await publishAtomically(TEMPLATE_DIR, async (temp) => {
    const db = new PGlite(temp);
    await db.waitReady;
    await db.close();
  });
  return TEMPLATE_DIR;
}

/**
 * Makes `dataDir` an initialised cluster (copying the template) unless it already is one. Where the template
 * cannot be kept (e.g. a read-only node_modules in a container image), PGlite runs initdb in `dataDir` itself.
 */
export async function prepareClusterDir(dataDir: string): Promise<void> {
  if (isInitialisedCluster(dataDir)) return;
  if (existsSync(dataDir)) {
    // Never delete what we did not create: only an empty folder is replaced.
    if (readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but is not a PostgreSQL data folder; move it away or set DATA_DIR elsewhere.`);
    }
    rmSync(dataDir, { recursive: true });
  }
  let template: string;
  try {
    template = await ensureClusterTemplate();
  } catch (error) {
    logger.warn(
      `no PGlite cluster template (${(error as Error).message}); creating the database in place, which is slower`,
    );
    return;
  }
  await publishAtomically(dataDir, (temp) => cpSync(template, temp, { recursive: true }));
}
