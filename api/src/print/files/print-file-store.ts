import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORE, type FileStore, type StoredFile } from '../../storage/file-store.js';
import { PrintFileNotFoundException } from '../print.exception.js';
import { isPrintOrderId, type PrintFileName } from './print-file-links.js';

const PDF = 'application/pdf';

/**
 * Where the PDFs Lulu prints wait for it: `print-files/<order id>/{interior,cover}.pdf` in the FileStore (DATA_DIR
 * or the bucket), so whichever API process Lulu's fetch reaches can answer it. Private: they are only ever served
 * through a signed link (PrintFileLinks).
 */
@Injectable()
export class PrintFileStore {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  private key(orderId: string, file: PrintFileName): string {
    if (!isPrintOrderId(orderId)) throw new PrintFileNotFoundException();
    return `print-files/${orderId}/${file}`;
  }

  /** Keeps `data` as the order's print file; a reader (Lulu) never sees half of it. */
  async put(orderId: string, file: PrintFileName, data: Buffer): Promise<void> {
    await this.files.put(this.key(orderId, file), data, PDF);
  }

  /** Keeps a checked upload (an operator's test order) as the order's print file, streamed from its temp file. */
  async putFile(orderId: string, file: PrintFileName, fromPath: string): Promise<void> {
    await this.files.putFile(this.key(orderId, file), fromPath, PDF);
  }

  /** Copies a file the production pipeline keeps (its own copy stays) to the order's print files. */
  async copyFrom(sourceKey: string, orderId: string, file: PrintFileName): Promise<void> {
    const data = await this.files.get(sourceKey);
    if (!data) throw new Error(`${sourceKey} is missing from the file store`);
    await this.put(orderId, file, data);
  }

  async open(orderId: string, file: PrintFileName): Promise<StoredFile> {
    const found = await this.files.open(this.key(orderId, file));
    if (!found) throw new PrintFileNotFoundException();
    return found;
  }

  async remove(orderId: string): Promise<void> {
    await this.files.delete([this.key(orderId, 'interior.pdf'), this.key(orderId, 'cover.pdf')]);
  }
}
