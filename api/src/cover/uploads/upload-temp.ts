import { hostname } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';

/** Where uploads wait while they are checked: DATA_DIR/tmp/cover-uploads, nothing else of ours or anyone's. */
export function uploadTempRoot(config: AppConfig): string {
  return join(config.paths.dataDir, 'tmp', 'cover-uploads');
}

/** The host's name as a folder name (a host name is letters, digits, dots and dashes; anything else is replaced). */
const thisHost = (): string => hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';

/**
 * This process's own folder of uploads: `<host>~<pid>`. Each request gets a fresh folder inside it. Naming the owner
 * lets a starting process tell a folder whose process is gone (a crash, a kill -9 mid-upload) from one another
 * running process on the same host is using.
 */
export function processUploadFolder(config: AppConfig): string {
  return join(uploadTempRoot(config), `${thisHost()}~${process.pid}`);
}

/** No upload takes this long: a folder of another host this old was left by a process that stopped mid-request. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

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
 * folder with the first, which may be receiving an upload.
 */
const cleanedByThisProcess = new Set<string>();

/** Whether the folder's uploads may still be in use by a running process (then it is left alone). */
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
  return now - mtimeMs < STALE_UPLOAD_MS;
}

/**
 * Removes the upload folders that stopped processes could not remove themselves. Called at start, before this
 * process receives any upload: every folder of this host whose process is gone goes at once, whatever its age.
 * Returns how many folders were removed.
 */
export async function removeStaleUploads(config: AppConfig, now = Date.now()): Promise<number> {
  const root = uploadTempRoot(config);
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
