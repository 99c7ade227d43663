import type { Provider } from '@nestjs/common';
import { FILE_STORE, withinFolder, type FileStore } from '../../storage/file-store.js';
import { PHOTO_STORE } from './photo-store.js';

/** Step 4's files in the process's one FileStore (local disk or the bucket), under `cover-assets/`. */
export const photoStoreProvider: Provider = {
  provide: PHOTO_STORE,
  inject: [FILE_STORE],
  useFactory: (store: FileStore) => withinFolder(store, 'cover-assets'),
};
