import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** Makes `dataDir` an initialised cluster (copying the template) unless it already is one. */
export async function prepareClusterDir(dataDir: string): Promise<void> {
  if (isInitialisedCluster(dataDir)) return;
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true }); // a half-created folder from a crash
  const template = await ensureClusterTemplate();
  await publishAtomically(dataDir, (temp) => cpSync(template, temp, { recursive: true }));
}
