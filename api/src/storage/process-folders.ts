import { hostname } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Folders of half-written files (uploads being received, photos being written) named after the process writing
 * them, `<host>~<pid>`, so that a starting process can tell the folder of a process that is gone (a crash, a kill -9
 * mid-upload) from one another running process on the same host is using, and remove it whatever its age.
 */

/** The host's name as a folder name (a host name is letters, digits, dots and dashes; anything else is replaced). */
const thisHost = (): string => hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';

/** This process's folder name: `<host>~<pid>`. */
export const processFolderName = (): string => `${thisHost()}~${process.pid}`;

/** Nothing is half-written this long: a folder of another host this old was left by a process that stopped. */
const STALE_MS = 60 * 60 * 1000;

/** Whether a process with this id runs on this host (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Roots this process has already cleaned: a second app started in the same process (tests do) shares the process's
 * folder with the first, which may be writing in it.
 */
const cleanedByThisProcess = new Set<string>();

/** Whether the folder's files may still be in use by a running process (then it is left alone). */
function mayBeInUse(entry: string, mtimeMs: number, now: number, firstStart: boolean): boolean {
  const owner = /^(.+)~(\d+)$/.exec(entry);
  if (owner && owner[1] === thisHost()) {
    const pid = Number(owner[2]);
    // Our own pid at our first start: left by an earlier process that had the same id (in a container the server
    // is often always pid 1).
    if (pid === process.pid) return !firstStart;
    return isRunning(pid);
  }
  // Another host sharing DATA_DIR, or a folder of an older version (one per request, `request-*`): by its age.
  return now - mtimeMs < STALE_MS;
}

/**
 * Removes the folders under `root` that stopped processes could not remove themselves. Called at start, before this
 * process writes anything there: every folder of this host whose process is gone goes at once, whatever its age.
 * Returns how many folders were removed.
 */
export async function removeFoldersOfEndedProcesses(root: string, now = Date.now()): Promise<number> {
  const firstStart = !cleanedByThisProcess.has(root);
  cleanedByThisProcess.add(root);
  const entries = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const path = join(root, entry);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (mayBeInUse(entry, mtimeMs, now, firstStart)) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
