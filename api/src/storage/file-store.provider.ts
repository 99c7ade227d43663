import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FILE_STORE, type FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The FileStore the configuration names: a bucket when S3_BUCKET is set, else local disk under DATA_DIR. */
export const fileStoreProvider: Provider = {
  provide: FILE_STORE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): FileStore =>
    config.storage.driver === 's3' ? new S3FileStore(config.storage) : new LocalFileStore(config.storage.dir),
};
