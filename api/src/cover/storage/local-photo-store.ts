import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OnModuleInit } from '@nestjs/common';
import { processFolderName, removeFoldersOfEndedProcesses } from '../process-folders.js';
import { assertStorageKey, type PhotoStore } from './photo-store.js';

/**
 * The default store: files under DATA_DIR/cover-assets, readable by the server's user only. Files are written in
 * `.partial/<host>~<pid>/` (no key starts with a dot) and then renamed into place.
 */
export class LocalPhotoStore implements PhotoStore, OnModuleInit {
  readonly driver = 'local';

  constructor(private readonly root: string) {}

  /** At start: the half-written files of processes that stopped mid-write (a crash, a kill -9) go. */
  async onModuleInit(): Promise<void> {
    await removeFoldersOfEndedProcesses(this.partialRoot());
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    const partials = join(this.partialRoot(), processFolderName());
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await mkdir(partials, { recursive: true, mode: 0o700 });
    // Written aside on the same disk, then renamed: a crash or a concurrent read never sees half a file.
    const partial = join(partials, randomUUID());
    try {
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.pathOf(key), { force: true });
  }

  private partialRoot(): string {
    return join(this.root, '.partial');
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }
}
