import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { CoverRetentionService } from '../src/cover/cover.service.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { photoWithGps, visitorReadyForCover } from './support/cover-images.js';
import { S3CompatibleServer } from './support/s3-compatible-server.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('the S3 photo store against a local S3-compatible server, on %s', (database) => {
  let s3: S3CompatibleServer;
  let testApp: TestApp;
  let client: S3Client;
  const prefix = `run-${database}`;

  beforeAll(async () => {
    s3 = await S3CompatibleServer.start();
    testApp = await startTestApp({ database, imports: [DraftProbeModule], env: s3.env(prefix) });
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    client?.destroy();
    await testApp?.close();
    await s3?.close();
  });

  const objectKeys = async (): Promise<string[]> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/` }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  const objectBytes = async (key: string): Promise<Buffer> =>
    Buffer.from(
      await (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToByteArray(),
    );

  it('keeps photos and covers in the bucket under the visitor, serves the preview to its owner, and purges them there', async () => {
    const agent = await visitorReadyForCover(testApp);
    const { visitorId } = (await agent.get('/api/test-draft').expect(200)).body;
    const generated = (
      await agent
        .post('/api/generate_cover')
        .attach('images[]', await photoWithGps(600, 900), 'me.jpg')
        .expect(200)
    ).body;
    const coverId = generated.covers[0].id;

    const keys = await objectKeys();
    expect(keys).toEqual([
      `${prefix}/cover-assets/visitors/${visitorId}/covers/${coverId}/preview.png`,
      `${prefix}/cover-assets/visitors/${visitorId}/covers/${coverId}/print.png`,
      expect.stringMatching(new RegExp(`^${prefix}/cover-assets/visitors/${visitorId}/photos/[0-9a-f]{64}\\.jpg$`)),
    ]);
    // Nothing went to local disk.
    expect(existsSync(join(testApp.config.paths.dataDir, 'cover-assets'))).toBe(false);
    const storedPhoto = await objectBytes(keys[2]!);
    expect((await sharp(storedPhoto).metadata()).exif).toBeUndefined();
    expect(storedPhoto.includes(Buffer.from('StoryloomTestPhone'))).toBe(false);

    await agent.post('/api/store_step4').field('firstChapter', 'Chapter one.').field('coverId', coverId).expect(200);
    const preview = await agent
      .get(`/api/covers/${coverId}/preview`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((preview.body as Buffer).equals(Buffer.from(generated.generated_images[0], 'base64'))).toBe(true);

    const purged = await testApp.app.get(CoverRetentionService).purgeDue(new Date(Date.now() + 31 * DAY_MS));
    expect(purged).toEqual({ visitors: 1, photos: 1, covers: 1 });
    expect(await objectKeys()).toEqual([]);
  });
});
