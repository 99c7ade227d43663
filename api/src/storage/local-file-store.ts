import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OnModuleInit } from '@nestjs/common';
import { assertStorageKey, type FileStore, type StoredFile } from './file-store.js';
import { processFolderName, removeFoldersOfEndedProcesses } from './process-folders.js';

/**
 * The default store: each key a file under DATA_DIR (`books/<order>/cover.pdf` is DATA_DIR/books/<order>/cover.pdf),
 * readable by the server's user only. Files are written in `DATA_DIR/.partial/<host>~<pid>/` (no key starts with a
 * dot) and then renamed into place. Several processes share it only when they share DATA_DIR (one host, or a shared
 * file system); separate hosts use the S3 store.
 */
export class LocalFileStore implements FileStore, OnModuleInit {
  readonly driver = 'local';

  constructor(private readonly root: string) {}

  /** At start: the half-written files of processes that stopped mid-write (a crash, a kill -9) go. */
  async onModuleInit(): Promise<void> {
    await removeFoldersOfEndedProcesses(this.partialRoot());
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.placeAtomically(key, (partial) => writeFile(partial, data, { mode: 0o600 }));
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.placeAtomically(key, (partial) => copyFile(path, partial));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async open(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(this.pathOf(key), { force: true });
  }

  /** Written aside on the same disk, then renamed: a crash or a concurrent read never sees half a file. */
  private async placeAtomically(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    const partials = join(this.partialRoot(), processFolderName());
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await mkdir(partials, { recursive: true, mode: 0o700 });
    const partial = join(partials, randomUUID());
    try {
      await write(partial);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  private partialRoot(): string {
    return join(this.root, '.partial');
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }
}
