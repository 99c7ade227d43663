import { Module } from '@nestjs/common';
import { FILE_STORE } from './file-store.js';
import { fileStoreProvider } from './file-store.provider.js';

/**
 * The one FileStore of the process (file-store.ts): every module that keeps files imports this module and injects
 * `@Inject(FILE_STORE)`. Nest makes one instance however many modules import it, so one S3 client per process.
 */
@Module({
  providers: [fileStoreProvider],
  exports: [FILE_STORE],
})
export class StorageModule {}
