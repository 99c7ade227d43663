import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COVER_PRINT, generateCoverReplySchema, storedStep4ReplySchema } from '@storyloom/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { photo, visitorReadyForCover } from './support/cover-images.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** Reads a supertest binary reply as a Buffer. */
const binary = (response: request.Response): Buffer => response.body as Buffer;
const asBuffer = (sent: request.Test) =>
  sent.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each(TEST_DATABASES)('step 4, cover and first chapter, on %s', (database) => {
  let testApp: TestApp;
  let portrait: Buffer;
  let small: Buffer;

  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
    [portrait, small] = await Promise.all([photo(2000, 3000), photo(300, 400)]);
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  const generate = (agent: Agent, ...photos: Buffer[]) => {
    let sent = agent.post('/api/generate_cover');
    photos.forEach((data, index) => (sent = sent.attach('images[]', data, `photo${index + 1}.jpg`)));
    return sent;
  };

  it('designs one new cover per call from the photos and the book: a 2:3 PNG preview, its id and seed', async () => {
    const agent = await visitorReadyForCover(testApp);
    const first = (await generate(agent, small).expect(200)).body;
    expect(generateCoverReplySchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({
      success: true,
      generated_images: [expect.any(String)],
      covers: [{ id: expect.any(String), seed: expect.any(String) }],
    });
    const preview = Buffer.from(first.generated_images[0], 'base64');
    expect(await sharp(preview).metadata()).toMatchObject({
      format: 'png',
      width: COVER_PRINT.previewWidthPixels,
      height: COVER_PRINT.previewHeightPixels,
    });
    // The small photo is accepted, and the visitor is told it may print soft.
    expect(first.warnings).toEqual([{ file: 'photo1.jpg', message: expect.stringContaining('may print soft') }]);

    const second = (await generate(agent, portrait).expect(200)).body;
    expect(second.covers[0].id).not.toBe(first.covers[0].id);
    expect(second.covers[0].seed).not.toBe(first.covers[0].seed);
    expect(second.warnings).toEqual([]);
  });

  it('refuses with a clear 400 when steps 1 and 2 are missing, before storing any photo', async () => {
    const agent = request.agent(testApp.server);
    const response = await generate(agent, portrait).expect(400);
    expect(response.body).toMatchObject({
      success: false,
      generated_images: [],
      code: 'COVER_MISSING_INPUTS',
      error: 'Missing required data: main character, story details. Please complete steps 1 and 2 first.',
    });
    const { visitorId } = (await agent.get('/api/test-draft').expect(200)).body;
    expect(await testApp.db.query('SELECT id FROM cover_assets WHERE visitor_id = $1', [visitorId])).toEqual([]);
  });

  it('stores the chosen generated cover and the first chapter, and gives them back on GET /api/step4', async () => {
    const agent = await visitorReadyForCover(testApp);
    expect((await agent.get('/api/step4').expect(200)).body).toEqual({ cover: null, first_chapter: null });
    expect((await agent.get('/api/draft/progress').expect(200)).body.steps.cover).toBe(false);

    const generated = (await generate(agent, portrait).expect(200)).body;
    const coverId = generated.covers[0].id;
    const chapter = 'Ada found the lantern under the old pier.\n\nIt was still warm.';
    const stored = await agent
      .post('/api/store_step4')
      .attach('image', Buffer.from(generated.generated_images[0], 'base64'), 'cover.png')
      .field('firstChapter', `  ${chapter}  `)
      .field('coverId', coverId)
      .expect(200);
    expect(stored.body).toEqual({ success: true });

    const step4 = (await agent.get('/api/step4').expect(200)).body;
    expect(storedStep4ReplySchema.parse(step4)).toEqual(step4);
    expect(step4).toEqual({ cover: { id: coverId, url: `/api/covers/${coverId}/preview` }, first_chapter: chapter });
    const preview = await asBuffer(agent.get(step4.cover.url)).expect(200).expect('Content-Type', 'image/png');
    expect(preview.headers['cache-control']).toMatch(/^private/);
    expect(binary(preview).equals(Buffer.from(generated.generated_images[0], 'base64'))).toBe(true);
    expect((await agent.get('/api/draft/progress').expect(200)).body.steps.cover).toBe(true);
    // The book uses the generated cover's print version, at print size.
    const { value } = (await agent.get('/api/test-draft/cover').expect(200)).body;
    expect(value).toMatchObject({ coverId, source: 'generated' });
    const [print] = await testApp.db.query<{ byte_size: number }>(
      "SELECT byte_size FROM cover_assets WHERE cover_id = $1 AND kind = 'cover_print'",
      [coverId],
    );
    expect(Number(print!.byte_size)).toBeGreaterThan(0);
  });

  it('without a coverId, the uploaded image is the cover', async () => {
    const agent = await visitorReadyForCover(testApp);
    const own = await photo(800, 1200, { format: 'png' });
    await agent
      .post('/api/store_step4')
      .attach('image', own, 'cover.png')
      .field('firstChapter', 'Once upon a time.')
      .expect(200);
    const step4 = (await agent.get('/api/step4').expect(200)).body;
    expect(step4.first_chapter).toBe('Once upon a time.');
    const preview = binary(await asBuffer(agent.get(step4.cover.url)).expect(200));
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'png', width: 800, height: 1200 });
    expect((await agent.get('/api/test-draft/cover').expect(200)).body.value).toMatchObject({ source: 'uploaded' });
  });

  it.each([
    [
      'no first chapter',
      (sent: request.Test) => sent.attach('image', Buffer.alloc(0), 'cover.png'),
      'VALIDATION_FAILED',
    ],
    ['an empty first chapter', (sent: request.Test) => sent.field('firstChapter', '   '), 'VALIDATION_FAILED'],
    [
      'a first chapter over the limit',
      (sent: request.Test) => sent.field('firstChapter', 'a'.repeat(60_001)),
      'VALIDATION_FAILED',
    ],
    [
      'a coverId that is not an id',
      (sent: request.Test) => sent.field('firstChapter', 'Text').field('coverId', '../etc/passwd'),
      'VALIDATION_FAILED',
    ],
    [
      'neither an image nor a coverId',
      (sent: request.Test) => sent.field('firstChapter', 'Text'),
      'COVER_PHOTO_MISSING',
    ],
  ])('refuses %s with 400 and keeps the stored step', async (_, build, code) => {
    const agent = await visitorReadyForCover(testApp);
    await agent
      .post('/api/store_step4')
      .attach('image', portrait, 'cover.png')
      .field('firstChapter', 'The first one.')
      .expect(200);
    const before = (await agent.get('/api/step4').expect(200)).body;
    const response = await build(agent.post('/api/store_step4')).expect(400);
    expect(response.body).toMatchObject({ success: false, code, error: expect.any(String) });
    expect((await agent.get('/api/step4').expect(200)).body).toEqual(before);
  });

  it("keeps a visitor's covers private: another visitor can neither see nor choose them", async () => {
    const owner = await visitorReadyForCover(testApp);
    const coverId = (await generate(owner, portrait).expect(200)).body.covers[0].id;
    await owner.post('/api/store_step4').field('firstChapter', 'Mine.').field('coverId', coverId).expect(200);
    const url = `/api/covers/${coverId}/preview`;
    await asBuffer(owner.get(url)).expect(200);

    const stranger = await visitorReadyForCover(testApp);
    const seen = await stranger.get(url).expect(404);
    expect(seen.body).toMatchObject({ error: 'COVER_NOT_FOUND' });
    expect(seen.headers['content-type']).toMatch(/json/);
    // A visitor with no cookie at all gets the same answer.
    await request(testApp.server).get(url).expect(404);
    await stranger.get('/api/covers/not-a-cover/preview').expect(404);

    const chosen = await stranger
      .post('/api/store_step4')
      .field('firstChapter', 'Theirs.')
      .field('coverId', coverId)
      .expect(404);
    expect(chosen.body).toMatchObject({ success: false, code: 'COVER_NOT_FOUND' });
    expect((await stranger.get('/api/step4').expect(200)).body).toEqual({ cover: null, first_chapter: null });
  });

  it('documents the upload routes in the OpenAPI document: multipart bodies and the contract replies', async () => {
    const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
    const generateCover = document.paths['/api/generate_cover'].post;
    expect(generateCover.tags).toEqual(['cover']);
    expect(generateCover.requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['images[]'],
      properties: { 'images[]': { type: 'array', maxItems: 8, items: { type: 'string', format: 'binary' } } },
    });
    expect(generateCover.responses['200'].content['application/json'].schema.required).toEqual([
      'success',
      'generated_images',
      'covers',
      'warnings',
    ]);
    const store = document.paths['/api/store_step4'].post.requestBody.content['multipart/form-data'].schema;
    expect(store).toMatchObject({
      required: ['firstChapter'],
      properties: { image: { format: 'binary' }, firstChapter: { maxLength: 60_000 } },
    });
    expect(document.paths['/api/step4'].get.responses['200']).toBeDefined();
    expect(
      document.paths['/api/covertest'].post.requestBody.content['multipart/form-data'].schema.properties.count,
    ).toMatchObject({ maximum: 4 });
  });

  describe('/api/covertest', () => {
    const covertest = (agent: Agent, count: string) =>
      agent
        .post('/api/covertest')
        .attach('images[]', portrait, 'me.jpg')
        .field('title', 'The Lantern')
        .field('genre', 'Adventure')
        .field('tone', 'Hopeful')
        .field('name', 'Ada')
        .field('count', count);

    it('designs several covers side by side with their seeds, touching no draft', async () => {
      const agent = request.agent(testApp.server);
      const { body } = await covertest(agent, '2').expect(200);
      expect(body.designer).toBe('offline');
      expect(body.covers).toHaveLength(2);
      expect(body.covers[0].seed).not.toBe(body.covers[1].seed);
      for (const cover of body.covers)
        expect((await sharp(Buffer.from(cover.image, 'base64')).metadata()).format).toBe('png');
      const { visitorId, draft } = (await agent.get('/api/test-draft').expect(200)).body;
      expect(draft).toEqual({});
      expect(await testApp.db.query('SELECT id FROM cover_assets WHERE visitor_id = $1', [visitorId])).toEqual([]);
    });

    it.each(['0', '5', 'many'])('refuses count=%s with 400', async (count) => {
      const { body } = await covertest(request.agent(testApp.server), count).expect(400);
      expect(body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'count: count must be a whole number from 1 to 4',
      });
    });
  });
});

describe.each(TEST_DATABASES)('step 4 generation limits on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Step 2's summary is one generation; one cover is the second and last of the window.
    testApp = await startTestApp({ database, imports: [DraftProbeModule], env: { GENERATION_MAX_PER_VISITOR: '2' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers 429 with the reason once the visitor used up the generations, storing nothing of the refused request', async () => {
    const agent = await visitorReadyForCover(testApp);
    const me = await photo(600, 900);
    await agent.post('/api/generate_cover').attach('images[]', me, 'me.jpg').expect(200);
    const { visitorId } = (await agent.get('/api/test-draft').expect(200)).body;
    const before = await testApp.db.query('SELECT id FROM cover_assets WHERE visitor_id = $1 ORDER BY id', [visitorId]);
    const refused = await agent
      .post('/api/generate_cover')
      .attach('images[]', await photo(700, 900), 'other.jpg')
      .expect(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'GENERATION_RATE_LIMITED',
      error: expect.stringContaining('limit'),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(
      await testApp.db.query('SELECT id FROM cover_assets WHERE visitor_id = $1 ORDER BY id', [visitorId]),
    ).toEqual(before);
  });
});
