import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { CoverRetentionService, CoverService } from '../src/cover/cover.service.js';
import { gbOrder } from './support/delivery-visitor.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { photo, visitorReadyForCover } from './support/cover-images.js';
import { S3CompatibleServer } from './support/s3-compatible-server.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
type Driver = 'local disk' | 'S3';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Small quotas, so a few requests reach them: 6 files and 20 MB per visitor, 10 files per address. Each test sends
 * from its own address (TRUST_PROXY=1 and X-Forwarded-For), so what one test stores never counts for another's.
 * WORKERS=0: a paid order's production is not started here (this is about its cover, not its book).
 */
const QUOTAS = {
  COVER_QUOTA_VISITOR_FILES: '6',
  COVER_QUOTA_VISITOR_MB: '20',
  COVER_QUOTA_IP_FILES: '10',
  COVER_QUOTA_IP_MB: '2000',
};

let lastAddress = 0;
/** An address no other test of this file uses (TEST-NET-3). */
const freshAddress = (): string => `203.0.113.${++lastAddress}`;

/** A photo of random pixels: nothing compresses it, so its PNG print is as large as its pixels (3 bytes each). */
const noisePhoto = (width: number, height: number): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();

describe.each(
  TEST_DATABASES.flatMap((database) => (['local disk', 'S3'] as Driver[]).map((driver) => [driver, database] as const)),
)('step 4 storage limits on %s, %s', (driver, database) => {
  let testApp: TestApp;
  let s3: S3CompatibleServer | undefined;
  let client: S3Client | undefined;
  let me: Buffer;
  const prefix = `quotas-${database}`;

  beforeAll(async () => {
    s3 = driver === 'S3' ? await S3CompatibleServer.start() : undefined;
    testApp = await startTestApp({
      database,
      imports: [DraftProbeModule],
      env: {
        ...QUOTAS,
        TRUST_PROXY: '1',
        WORKERS: '0',
        COVER_PHOTO_RETENTION_DAYS: '30',
        ...(s3 ? s3.env(prefix) : {}),
      },
    });
    client = s3
      ? new S3Client({
          region: 'us-east-1',
          endpoint: s3.endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        })
      : undefined;
    me = await photo(600, 900);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    client?.destroy();
    await testApp?.close();
    await s3?.close();
  });

  /** The keys of the files the store holds for this visitor (in the bucket, or on disk), sorted. */
  async function storedKeys(visitorId: string): Promise<string[]> {
    if (client && s3) {
      // Step 4's files are the FileStore's cover-assets/ folder; the cover module's keys are relative to it.
      const folder = `${prefix}/cover-assets/`;
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${folder}visitors/${visitorId}/` }),
      );
      return (listed.Contents ?? []).map((object) => object.Key!.slice(folder.length)).sort();
    }
    const root = join(testApp.config.paths.dataDir, 'cover-assets');
    const folder = join(root, 'visitors', visitorId);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  }
  const recordedKeys = async (visitorId: string): Promise<string[]> =>
    (
      await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM cover_assets WHERE visitor_id = $1', [
        visitorId,
      ])
    )
      .map((row) => row.storage_key)
      .sort();
  const visitorIdOf = async (agent: Agent): Promise<string> =>
    (await agent.get('/api/test-draft').expect(200)).body.visitorId;
  const coverKeys = (visitorId: string, coverId: string) => [
    `visitors/${visitorId}/covers/${coverId}/preview.png`,
    `visitors/${visitorId}/covers/${coverId}/print.png`,
  ];

  /** A visitor with steps 1 and 2 done (their uploads name their address themselves). */
  async function readyVisitor(): Promise<{ agent: Agent; visitorId: string }> {
    const agent = await visitorReadyForCover(testApp);
    return { agent, visitorId: await visitorIdOf(agent) };
  }
  const generate = (agent: Agent, address: string) =>
    agent.post('/api/generate_cover').set('X-Forwarded-For', address).attach('images[]', me, 'me.jpg');
  const storeUpload = (agent: Agent, address: string, image: Buffer, name = 'cover.png') =>
    agent
      .post('/api/store_step4')
      .set('X-Forwarded-For', address)
      .attach('image', image, name)
      .field('firstChapter', 'Chapter one.');
  const storeChoice = (agent: Agent, address: string, coverId: string) =>
    agent
      .post('/api/store_step4')
      .set('X-Forwarded-For', address)
      .field('firstChapter', 'Chapter one.')
      .field('coverId', coverId);

  it("refuses with 413 what would pass the visitor's file quota, storing nothing; choosing a cover deletes the others and frees the room", async () => {
    const address = freshAddress();
    const { agent, visitorId } = await readyVisitor();
    const first = (await generate(agent, address).expect(200)).body.covers[0].id as string;
    // The same photo again is stored once: 1 photo and 2 covers of 2 files each.
    const second = (await generate(agent, address).expect(200)).body.covers[0].id as string;
    const before = await storedKeys(visitorId);
    expect(before).toHaveLength(5);
    expect(await recordedKeys(visitorId)).toEqual(before);

    const refused = await generate(agent, address).expect(413);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'COVER_STORAGE_QUOTA',
      error: expect.stringMatching(
        /^Your photos and covers already use the storage a book may have \(6 files\)\. Nothing was stored\. Choose one of the covers/,
      ),
      details: { scope: 'visitor', over: 'files', maxFiles: 6 },
    });
    expect(await storedKeys(visitorId)).toEqual(before);
    expect(await recordedKeys(visitorId)).toEqual(before);

    // Choosing the first cover: the second is not needed any more, file and record.
    await storeChoice(agent, address, first).expect(200);
    const afterChoice = await storedKeys(visitorId);
    expect(afterChoice).toEqual(before.filter((key) => !coverKeys(visitorId, second).includes(key)));
    expect(afterChoice).toEqual(expect.arrayContaining(coverKeys(visitorId, first)));
    expect(await recordedKeys(visitorId)).toEqual(afterChoice);
    await agent.get(`/api/covers/${second}/preview`).expect(404);
    // ...and there is room for a new design again.
    await generate(agent, address).expect(200);
  }, 180_000);

  it('keeps only the latest of many uploaded covers: each replaces the one before, file and record', async () => {
    const address = freshAddress();
    const { agent, visitorId } = await readyVisitor();
    const covers: string[] = [];
    for (let upload = 0; upload < 4; upload += 1) {
      await storeUpload(agent, address, await photo(600 + upload * 10, 900, { format: 'png' })).expect(200);
      covers.push((await agent.get('/api/step4').expect(200)).body.cover.id);
    }
    expect(new Set(covers).size).toBe(4);
    expect(await storedKeys(visitorId)).toEqual(coverKeys(visitorId, covers[3]!));
    expect(await recordedKeys(visitorId)).toEqual(coverKeys(visitorId, covers[3]!));
    await agent.get(`/api/covers/${covers[3]}/preview`).expect(200);
  }, 120_000);

  it("refuses with 413 an upload that would pass the visitor's 20 MB, before storing anything of it", async () => {
    const address = freshAddress();
    const { agent, visitorId } = await readyVisitor();
    // About 2 MB as sent; kept as a PNG print of 3000 × 3000 random pixels, about 27 MB.
    const refused = await storeUpload(agent, address, await noisePhoto(3000, 3000), 'noise.jpg').expect(413);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'COVER_STORAGE_QUOTA',
      details: { scope: 'visitor', over: 'bytes', maxBytes: 20 * 1024 * 1024 },
    });
    expect(refused.body.message).toMatch(/\(20 MB\)\. Nothing was stored\./);
    expect(await storedKeys(visitorId)).toEqual([]);
    expect(await recordedKeys(visitorId)).toEqual([]);
    expect((await agent.get('/api/step4').expect(200)).body.cover).toBeNull();
  }, 120_000);

  it("refuses with 413 the visitor whose upload would pass the address's file quota, even when two race for the last room; another address is unaffected", async () => {
    const address = freshAddress();
    const cover = await photo(600, 900, { format: 'png' });
    // Four visitors behind one address each store a cover: 8 of the address's 10 files.
    for (let visitor = 0; visitor < 4; visitor += 1)
      await storeUpload(request.agent(testApp.server), address, cover).expect(200);
    // Two more at the same time, with room for one: one is stored, the other refused and nothing of it kept.
    const racing = [request.agent(testApp.server), request.agent(testApp.server)];
    const racingIds = await Promise.all(racing.map(visitorIdOf));
    const replies = await Promise.all(racing.map((agent) => storeUpload(agent, address, cover)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 413]);
    const refusedIndex = replies.findIndex((reply) => reply.status === 413);
    expect(replies[refusedIndex]!.body).toMatchObject({
      code: 'COVER_STORAGE_QUOTA',
      error: expect.stringMatching(
        /^Too many photos and covers are stored from your network \(10 files\)\. Nothing was stored\./,
      ),
      details: { scope: 'address', over: 'files', maxFiles: 10 },
    });
    const refusedId = racingIds[refusedIndex]!;
    expect(await storedKeys(refusedId)).toEqual([]);
    expect(await recordedKeys(refusedId)).toEqual([]);
    await storeUpload(racing[refusedIndex]!, freshAddress(), cover).expect(200);
  }, 120_000);

  it("never deletes a cover an order froze: not when the visitor's cover is replaced, not by the retention job", async () => {
    const address = freshAddress();
    const { agent, visitorId } = await readyVisitor();
    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    await storeUpload(agent, address, await photo(600, 900, { format: 'png' })).expect(200);
    const orderedCover = (await agent.get('/api/step4').expect(200)).body.cover.id as string;
    await agent
      .post('/api/store_order_details')
      .send(gbOrder({ binding_type: 'softcover' }))
      .expect(200);
    const checkout = (
      await agent
        .post('/api/create-checkout-payment_intent')
        .send({ item_type: 'softcover_small', quantity: 1, shipping_level: 'MAIL' })
        .expect(200)
    ).body as { url: string; session_id: string };
    await agent
      .post(`/api/checkout/test/${checkout.session_id}/pay`)
      .set('Origin', new URL(checkout.url).origin)
      .expect(303);
    const [order] = await testApp.db.query<{ cover: unknown; status: string }>(
      'SELECT cover, status FROM orders WHERE visitor_id = $1',
      [visitorId],
    );
    expect(order).toMatchObject({ status: 'paid', cover: { coverId: orderedCover } });

    // The visitor starts another book: a new cover replaces the draft's, the ordered one stays.
    await storeUpload(agent, address, await photo(620, 900, { format: 'png' })).expect(200);
    const newCover = (await agent.get('/api/step4').expect(200)).body.cover.id as string;
    expect(await storedKeys(visitorId)).toEqual(
      [...coverKeys(visitorId, orderedCover), ...coverKeys(visitorId, newCover)].sort(),
    );

    // Long abandoned: the retention job deletes the new draft's cover, never the order's.
    // (Earlier tests' visitors are due too: only this visitor's files are looked at.)
    await testApp.app.get(CoverRetentionService).purgeDue(new Date(Date.now() + 40 * DAY_MS));
    expect(await storedKeys(visitorId)).toEqual(coverKeys(visitorId, orderedCover));
    expect(await recordedKeys(visitorId)).toEqual(coverKeys(visitorId, orderedCover));
    // What production reads for the book (CoverService.coverPrintOf, by the order's frozen cover) is still there.
    const print = await testApp.app.get(CoverService).coverPrintOf(visitorId, order!.cover);
    expect(print && (await sharp(print).metadata()).format).toBe('png');
    // Running again finds nothing more of theirs to delete.
    await testApp.app.get(CoverRetentionService).purgeDue(new Date(Date.now() + 40 * DAY_MS));
    expect(await storedKeys(visitorId)).toEqual(coverKeys(visitorId, orderedCover));
  }, 180_000);

  it('retention deletes every kind of file of an abandoned draft (photos, covers not chosen, the chosen cover) and the draft forgets its cover', async () => {
    const address = freshAddress();
    const { agent, visitorId } = await readyVisitor();
    const cover = (await generate(agent, address).expect(200)).body.covers[0].id as string;
    await storeChoice(agent, address, cover).expect(200);
    await generate(agent, address).expect(200);
    const kinds = async () =>
      (
        await testApp.db.query<{ kind: string }>('SELECT kind FROM cover_assets WHERE visitor_id = $1 ORDER BY kind', [
          visitorId,
        ])
      ).map((row) => row.kind);
    expect(await kinds()).toEqual(['cover_preview', 'cover_preview', 'cover_print', 'cover_print', 'photo']);

    const retention = testApp.app.get(CoverRetentionService);
    // Still inside the 30 days: nothing of this visitor goes.
    await retention.purgeDue(new Date(Date.now() + 29 * DAY_MS));
    expect(await storedKeys(visitorId)).toHaveLength(5);
    // (Earlier tests' visitors are due too, so the counts are at least this visitor's.)
    const purged = await retention.purgeDue(new Date(Date.now() + 31 * DAY_MS));
    expect(purged.photos).toBeGreaterThanOrEqual(1);
    expect(purged.covers).toBeGreaterThanOrEqual(2);
    expect(await storedKeys(visitorId)).toEqual([]);
    expect(await kinds()).toEqual([]);
    // Coming back, step 4 is to be done again rather than pointing at a cover that is gone.
    expect((await agent.get('/api/step4').expect(200)).body).toEqual({ cover: null, first_chapter: 'Chapter one.' });
    await agent.get(`/api/covers/${cover}/preview`).expect(404);
  }, 180_000);
});
