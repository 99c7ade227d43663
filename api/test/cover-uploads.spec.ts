import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import type { AppConfig } from '../src/config/app-config.js';
import { processUploadFolder } from '../src/cover/uploads/upload-temp.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { untilFolderChanges } from './support/folder-events.js';
import { photo, photoWithGps, pngBomb, truncatedJpeg, visitorReadyForCover } from './support/cover-images.js';
import {
  restartableStorage,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
type Attachment = { name: string; data: Buffer };

/** Every file under a folder, recursively (what the photo store keeps on disk). */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each(TEST_DATABASES)('step 4 uploads on %s', (database) => {
  let testApp: TestApp;
  let goodPhoto: Buffer;
  const storeDir = () => join(testApp.config.paths.dataDir, 'cover-assets');
  const uploadTemp = () => join(testApp.config.paths.dataDir, 'tmp', 'cover-uploads');

  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
    goodPhoto = await photo(900, 1200);
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  const visitorIdOf = async (agent: Agent): Promise<string> =>
    (await agent.get('/api/test-draft').expect(200)).body.visitorId;
  const assetsOf = async (visitorId: string) =>
    testApp.db.query<{ kind: string; storage_key: string }>(
      'SELECT kind, storage_key FROM cover_assets WHERE visitor_id = $1 ORDER BY kind',
      [visitorId],
    );

  function generate(agent: Agent, files: Attachment[]) {
    let sent = agent.post('/api/generate_cover');
    for (const file of files) sent = sent.attach('images[]', file.data, file.name);
    return sent;
  }

  describe('refuses, naming the file and the reason, and stores nothing of the request', () => {
    it.each<[string, () => Promise<Attachment[]>, string, string, string]>([
      [
        'nine photos',
        async () => Array.from({ length: 9 }, (_, index) => ({ name: `photo${index + 1}.jpg`, data: goodPhoto })),
        'photo9.jpg',
        'too-many',
        'photo9.jpg is one photo too many: send at most 8 photos at a time.',
      ],
      [
        'a 20 MB file',
        async () => [
          { name: 'ok.jpg', data: goodPhoto },
          { name: 'huge.jpg', data: randomBytes(20 * 1024 * 1024) },
        ],
        'huge.jpg',
        'too-large',
        'huge.jpg is larger than 15 MB. Please choose a smaller photo.',
      ],
      [
        'a text file named .png',
        async () => [
          { name: 'ok.jpg', data: goodPhoto },
          { name: 'notes.png', data: Buffer.from('Dear diary, today I was a PNG.\n'.repeat(20)) },
        ],
        'notes.png',
        'not-an-image',
        'notes.png is not a JPEG, PNG or WebP image.',
      ],
      [
        'a 30000×30000 PNG bomb',
        async () => [
          { name: 'ok.jpg', data: goodPhoto },
          { name: 'bomb.png', data: pngBomb() },
        ],
        'bomb.png',
        'too-many-pixels',
        'bomb.png has more than 100 million pixels. Please choose a smaller photo.',
      ],
      [
        'a truncated JPEG',
        async () => [
          { name: 'ok.jpg', data: goodPhoto },
          { name: 'cut.jpg', data: await truncatedJpeg() },
        ],
        'cut.jpg',
        'damaged',
        'cut.jpg could not be read: the image is damaged or incomplete.',
      ],
    ])('%s', async (_, files, file, reason, message) => {
      const agent = await visitorReadyForCover(testApp);
      const visitorId = await visitorIdOf(agent);
      const response = await generate(agent, await files()).expect(400);
      expect(response.body).toEqual({
        success: false,
        generated_images: [],
        covers: [],
        warnings: [],
        error: message,
        code: 'COVER_PHOTO_REFUSED',
        message,
        details: { file, reason },
      });
      expect(await assetsOf(visitorId)).toEqual([]);
      expect(filesUnder(join(storeDir(), 'visitors', visitorId))).toEqual([]);
      expect(filesUnder(uploadTemp())).toEqual([]);
    });
  });

  it('keeps what an earlier request stored when a later one is refused', async () => {
    const agent = await visitorReadyForCover(testApp);
    const visitorId = await visitorIdOf(agent);
    await generate(agent, [{ name: 'me.jpg', data: goodPhoto }]).expect(200);
    const before = await assetsOf(visitorId);
    expect(before.map((asset) => asset.kind)).toEqual(['cover_preview', 'cover_print', 'photo']);
    await generate(agent, [
      { name: 'me.jpg', data: goodPhoto },
      { name: 'bomb.png', data: pngBomb() },
    ]).expect(400);
    expect(await assetsOf(visitorId)).toEqual(before);
    expect(filesUnder(join(storeDir(), 'visitors', visitorId))).toHaveLength(3);
  });

  it('removes what a visitor who hangs up half-way through an upload had sent', async () => {
    const assetsBefore = await testApp.db.query('SELECT id FROM cover_assets ORDER BY id');
    // The app makes it on its first upload; made here too, so it can be watched from the start.
    mkdirSync(uploadTemp(), { recursive: true });
    const boundary = 'storyloom-boundary';
    const { port } = new URL(testApp.baseUrl);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const connection = connect(Number(port), '127.0.0.1', () => resolve(connection));
      connection.on('error', reject);
    });
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    socket.write(
      `POST /api/generate_cover HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n${head}`,
    );
    socket.write(randomBytes(2 * 1024 * 1024));
    // The first part of the photo reaches the temporary folder (looked at again as the folder changes, no deadline of
    // the test's own: a busy machine makes it late, not wrong)...
    await untilFolderChanges(uploadTemp(), () => filesUnder(uploadTemp()).length > 0);
    expect(filesUnder(uploadTemp()).length).toBeGreaterThan(0);
    // ...and goes when the visitor hangs up.
    socket.destroy();
    const folder = processUploadFolder(testApp.config);
    await untilFolderChanges(folder, () => readdirSync(folder).length === 0);
    expect(readdirSync(folder)).toEqual([]);
    expect(await testApp.db.query('SELECT id FROM cover_assets ORDER BY id')).toEqual(assetsBefore);
  });

  it('refuses a request without photos, and one that is not a multipart form, with 400', async () => {
    const agent = await visitorReadyForCover(testApp);
    const empty = await agent.post('/api/generate_cover').field('note', 'no photos here').expect(400);
    expect(empty.body).toMatchObject({
      success: false,
      code: 'COVER_PHOTO_MISSING',
      error: 'Please add at least one photo of the main character (form field "images[]").',
    });
    const json = await agent
      .post('/api/generate_cover')
      .send({ images: ['data:image/png;base64,AAAA'] })
      .expect(400);
    expect(json.body).toMatchObject({ success: false, code: 'COVER_UPLOAD_MALFORMED' });
    expect(json.body.error).toContain('multipart/form-data');
    const wrongField = await agent.post('/api/generate_cover').attach('photo', goodPhoto, 'me.jpg').expect(400);
    expect(wrongField.body).toMatchObject({
      code: 'COVER_PHOTO_REFUSED',
      error: 'me.jpg was sent as "photo", which takes no file.',
    });
    expect(filesUnder(uploadTemp())).toEqual([]);
  });

  it('refuses a cover image for store_step4 by its content too, keeping the stored step', async () => {
    const agent = await visitorReadyForCover(testApp);
    const stored = await agent
      .post('/api/store_step4')
      .attach('image', goodPhoto, 'cover.png')
      .field('firstChapter', 'Chapter one.')
      .expect(200);
    expect(stored.body).toEqual({ success: true });
    const response = await agent
      .post('/api/store_step4')
      .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'cover.png')
      .field('firstChapter', 'Another chapter one.')
      .expect(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'COVER_PHOTO_REFUSED',
      error: 'cover.png is not a JPEG, PNG or WebP image.',
    });
    expect((await agent.get('/api/step4').expect(200)).body.first_chapter).toBe('Chapter one.');
  });

  it('stores photos upright with no EXIF, GPS or camera data left, re-encoded', async () => {
    const sent = await photoWithGps(600, 400);
    // The photo really carries what must go: a GPS directory and the camera's name.
    const sentMetadata = await sharp(sent).metadata();
    expect(sentMetadata.orientation).toBe(6);
    expect(sentMetadata.exif?.includes(Buffer.from('StoryloomTestPhone'))).toBe(true);
    // The GPS directory's pointer tag (0x8825), in either byte order.
    const gpsTag = (exif: Buffer | undefined) =>
      Boolean(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25])));
    expect(gpsTag(sentMetadata.exif)).toBe(true);

    const agent = await visitorReadyForCover(testApp);
    const visitorId = await visitorIdOf(agent);
    await generate(agent, [{ name: 'holiday.jpg', data: sent }]).expect(200);
    const [stored] = (await assetsOf(visitorId)).filter((asset) => asset.kind === 'photo');
    const bytes = readFileSync(join(storeDir(), ...stored!.storage_key.split('/')));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(gpsTag(bytes.subarray(0, 2048))).toBe(false);
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 applied: the 600 × 400 landscape is stored as the 400 × 600 portrait the camera saw.
    expect([metadata.width, metadata.height]).toEqual([400, 600]);
    expect(bytes.includes(Buffer.from('StoryloomTestPhone'))).toBe(false);
    expect(bytes.includes(Buffer.from('Someone private'))).toBe(false);
    expect(filesUnder(uploadTemp())).toEqual([]);
  });

  it('accepts PNG and WebP photos, transparency kept as PNG', async () => {
    const agent = await visitorReadyForCover(testApp);
    const visitorId = await visitorIdOf(agent);
    await generate(agent, [
      { name: 'clear.png', data: await photo(500, 700, { format: 'png', alpha: true }) },
      { name: 'phone.webp', data: await photo(500, 700, { format: 'webp' }) },
    ]).expect(200);
    const keys = (await assetsOf(visitorId))
      .filter((asset) => asset.kind === 'photo')
      .map((asset) => asset.storage_key.split('.').pop());
    expect(keys.sort()).toEqual(['jpg', 'png']);
  });
});

describe('upload folders left by a stopped server', () => {
  it(
    'are removed at start when older than an hour; younger ones are left to their request',
    async () => {
      const storage = restartableStorage('pglite');
      try {
        const root = join(storage.options.dataDir!, 'tmp', 'cover-uploads');
        mkdirSync(join(root, 'request-old'), { recursive: true });
        mkdirSync(join(root, 'request-new'), { recursive: true });
        writeFileSync(join(root, 'request-old', 'half-a-photo'), randomBytes(1024));
        const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
        utimesSync(join(root, 'request-old'), twoHoursAgo, twoHoursAgo);
        const testApp = await startTestApp(storage.options);
        await testApp.close();
        expect(readdirSync(root)).toEqual(['request-new']);
      } finally {
        await storage.cleanUp();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'are removed at start, whatever their age, when the process of this host that made them is gone (uploads and half-written photos)',
    async () => {
      const storage = restartableStorage('pglite');
      try {
        const dataDir = storage.options.dataDir!;
        const root = join(dataDir, 'tmp', 'cover-uploads');
        // A process of this host that has ended: its id is free (as after a kill -9 mid-upload).
        const ended = spawn(process.execPath, ['-e', '']);
        await once(ended, 'exit');
        const folderOf = (pid: number) =>
          basename(processUploadFolder({ paths: { dataDir } } as AppConfig)).replace(/~\d+$/, `~${pid}`);
        const left = {
          crashed: folderOf(ended.pid!),
          // The same id as this process: an earlier server that had it (in a container the server is always pid 1).
          earlierLife: folderOf(process.pid),
          running: folderOf(process.ppid),
          otherHost: 'some-other-host~4242',
        };
        // The local file store writes each file aside first, then renames it into place.
        const partials = join(dataDir, '.partial');
        for (const folder of Object.values(left)) {
          mkdirSync(join(root, folder, 'request-1'), { recursive: true });
          writeFileSync(join(root, folder, 'request-1', 'half-a-photo'), randomBytes(1024));
          mkdirSync(join(partials, folder), { recursive: true });
          writeFileSync(join(partials, folder, 'half-written'), randomBytes(1024));
        }
        const testApp = await startTestApp(storage.options);
        await testApp.close();
        expect(readdirSync(root).sort()).toEqual([left.running, left.otherHost].sort());
        expect(readdirSync(partials).sort()).toEqual([left.running, left.otherHost].sort());
      } finally {
        await storage.cleanUp();
      }
    },
    START_TIMEOUT_MS,
  );
});
