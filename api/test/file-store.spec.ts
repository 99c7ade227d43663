import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/app-config.js';
import { withinFolder, type FileStore } from '../src/storage/file-store.js';
import { LocalFileStore } from '../src/storage/local-file-store.js';
import { S3FileStore } from '../src/storage/s3-file-store.js';
import { S3CompatibleServer } from './support/s3-compatible-server.js';
import { makeTempDir, TEST_SESSION_SECRET } from './support/test-app.js';

/**
 * The one FileStore contract (api/src/storage/file-store.ts), the same cases on both implementations: local disk
 * under a temporary DATA_DIR, and an S3-compatible bucket (s3rver) through the AWS SDK, as configured from S3_*.
 */

const drivers = ['local', 's3'] as const;

describe.each(drivers)('the %s file store', (driver) => {
  let dataDir: string;
  let s3: S3CompatibleServer | undefined;
  let store: FileStore & { onModuleInit?: () => Promise<void>; onModuleDestroy?: () => void };

  beforeAll(async () => {
    dataDir = makeTempDir('file-store');
    s3 = driver === 's3' ? await S3CompatibleServer.start() : undefined;
    const config = loadConfig({
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: dataDir,
      ...(s3?.env('contract') ?? {}),
    });
    store = config.storage.driver === 's3' ? new S3FileStore(config.storage) : new LocalFileStore(config.storage.dir);
    await store.onModuleInit?.();
  });
  afterAll(async () => {
    store?.onModuleDestroy?.();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps, replaces, streams and deletes a file by its key; a missing key is undefined, never an error', async () => {
    const key = 'books/4b1c6a52-0f1e-4c47-a1c9-4d4b9a1f3c11/v1/interior.pdf';
    expect(await store.get(key)).toBeUndefined();
    expect(await store.open(key)).toBeUndefined();
    await store.put(key, Buffer.from('%PDF-first'), 'application/pdf');
    await store.put(key, Buffer.from('%PDF-second'), 'application/pdf');
    expect((await store.get(key))?.toString()).toBe('%PDF-second');
    const opened = await store.open(key);
    expect(opened?.size).toBe(11);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-second');
    await store.delete([key, 'books/4b1c6a52-0f1e-4c47-a1c9-4d4b9a1f3c11/never-stored.pdf']);
    expect(await store.get(key)).toBeUndefined();
  });

  it('keeps a local file (an upload) under a key, and one folder of it seen through withinFolder', async () => {
    const upload = join(dataDir, 'upload.pdf');
    writeFileSync(upload, Buffer.alloc(256 * 1024, 7));
    await store.putFile('print-files/test-4b1c6a52-0f1e-4c47-a1c9-4d4b9a1f3c11/cover.pdf', upload, 'application/pdf');
    const printFiles = withinFolder(store, 'print-files');
    expect(
      (await printFiles.get('test-4b1c6a52-0f1e-4c47-a1c9-4d4b9a1f3c11/cover.pdf'))?.equals(
        Buffer.alloc(256 * 1024, 7),
      ),
    ).toBe(true);
    await printFiles.delete(['test-4b1c6a52-0f1e-4c47-a1c9-4d4b9a1f3c11/cover.pdf']);
    expect(await store.get('print-files/test-4b1c6a52-0f1e-4c47-a1c9-4d4b9a1f3c11/cover.pdf')).toBeUndefined();
  });

  it.each([
    'pglite/PG_VERSION',
    'books',
    '../books/x.pdf',
    'books/../pglite/x',
    'books/.partial/x',
    '/books/x.pdf',
    'books//x.pdf',
    'outbox/mail.eml',
  ])("refuses %j: a key names a file inside one of the store's namespaces, nothing else", async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/is not a storage key/);
    await expect(store.get(key)).rejects.toThrow(/is not a storage key/);
  });

  if (driver === 'local') {
    it('lays files out as DATA_DIR/<key>, as before the store, and leaves no half-written file behind', async () => {
      await store.put('cover-assets/visitors/v1/photos/abc.jpg', Buffer.from('jpeg'), 'image/jpeg');
      expect(existsSync(join(dataDir, 'cover-assets', 'visitors', 'v1', 'photos', 'abc.jpg'))).toBe(true);
      const partials = join(dataDir, '.partial');
      expect(readdirSync(partials).flatMap((folder) => readdirSync(join(partials, folder)))).toEqual([]);
    });
  }
});
