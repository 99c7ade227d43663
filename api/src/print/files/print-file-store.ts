import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { PrintFileNotFoundException } from '../print.exception.js';
import { isPrintOrderId, type PrintFileName } from './print-file-links.js';

/**
 * Where the PDFs Lulu prints wait for it: `DATA_DIR/print-files/<order id>/{interior,cover}.pdf`. Private: they are
 * only ever served through a signed link (PrintFileLinks).
 */
@Injectable()
export class PrintFileStore {
  readonly root: string;

  constructor(@InjectConfig() config: AppConfig) {
    this.root = join(config.paths.dataDir, 'print-files');
  }

  private folder(orderId: string): string {
    if (!isPrintOrderId(orderId)) throw new PrintFileNotFoundException();
    return join(this.root, orderId);
  }

  /** Moves a checked file in (same file system: DATA_DIR holds the upload folders too). */
  async put(orderId: string, file: PrintFileName, fromPath: string): Promise<void> {
    const folder = this.folder(orderId);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await rename(fromPath, join(folder, file));
  }

  async open(orderId: string, file: PrintFileName): Promise<{ stream: ReadStream; size: number }> {
    const path = join(this.folder(orderId), file);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new PrintFileNotFoundException();
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(orderId: string): Promise<void> {
    await rm(this.folder(orderId), { recursive: true, force: true });
  }
}
