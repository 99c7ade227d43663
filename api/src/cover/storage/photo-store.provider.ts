import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LocalPhotoStore } from './local-photo-store.js';
import { PHOTO_STORE, type PhotoStore } from './photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';

/** The PhotoStore the configuration names: a bucket when S3_BUCKET is set, else local disk under DATA_DIR. */
export const photoStoreProvider: Provider = {
  provide: PHOTO_STORE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PhotoStore => {
    const { storage } = config.coverStorage;
    return storage.driver === 's3' ? new S3PhotoStore(storage) : new LocalPhotoStore(storage.dir);
  },
};
