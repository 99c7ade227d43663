import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { processFolderName, removeFoldersOfEndedProcesses } from '../../storage/process-folders.js';

/** Where uploads wait while they are checked: DATA_DIR/tmp/cover-uploads, nothing else of ours or anyone's. */
export function uploadTempRoot(config: AppConfig): string {
  return join(config.paths.dataDir, 'tmp', 'cover-uploads');
}

/** This process's own folder of uploads (`<host>~<pid>`, see process-folders.ts); each request gets a fresh folder inside. */
export function processUploadFolder(config: AppConfig): string {
  return join(uploadTempRoot(config), processFolderName());
}

/** At start: removes the upload folders of processes that stopped mid-request (see removeFoldersOfEndedProcesses). */
export function removeStaleUploads(config: AppConfig, now = Date.now()): Promise<number> {
  return removeFoldersOfEndedProcesses(uploadTempRoot(config), now);
}
