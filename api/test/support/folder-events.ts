import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * Resolves once `found()` is true, looking again at each change the kernel reports (fs.watch, inotify on Linux) in
 * `folder` or any folder below it, never on a timer: for what the app writes or removes on disk with no reply to
 * wait for. Each folder is watched before it is read, so nothing made between goes unseen; `folder` must exist. No
 * deadline of its own: the test's timeout is the limit. (Linux has no recursive watch: fs.watch's `recursive` walks
 * the tree itself and makes no promise about what appears in a folder just made, hence a watcher per folder here.)
 */
export function untilFolderChanges(folder: string, found: () => boolean): Promise<void> {
  const watchers = new Map<string, FSWatcher>();
  return new Promise<void>((resolve, reject) => {
    const watchBelow = (dir: string) => {
      if (!watchers.has(dir)) {
        try {
          watchers.set(
            dir,
            watch(dir, look).on('error', () => undefined),
          ); // a folder removed while watched has nothing left to tell
        } catch (error) {
          if (dir !== folder && (error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed before it could be watched
          throw error;
        }
      }
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) if (entry.isDirectory()) watchBelow(join(dir, entry.name));
    };
    function look() {
      try {
        // A folder removed is forgotten, so one made again under its name is watched again.
        for (const [dir, watcher] of watchers) {
          if (existsSync(dir)) continue;
          watcher.close();
          watchers.delete(dir);
        }
        watchBelow(folder);
        if (found()) resolve();
      } catch (error) {
        reject(error as Error);
      }
    }
    look();
  }).finally(() => {
    for (const watcher of watchers.values()) watcher.close();
  });
}
