import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { cookiePair, signedUp } from './support/accounts.js';
import { coverCharacters, coverStory, photo, visitorReadyForCover } from './support/cover-images.js';
import { TestPublishDir } from './support/publish-dir.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';
import { asBuffer } from './support/binary-reply.js';

type Agent = ReturnType<typeof request.agent>;

const INDEX_HTML =
  '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>';

/**
 * Step 4's stored cover as the phone needs it (issue 27): WebP previews at a few fixed widths for the <img>'s srcset,
 * and the server's page for /step4 hinting the visitor's own cover so its download starts with the page.
 */
describe.each(TEST_DATABASES)('cover previews sized for the screen, on %s', (database) => {
  let publish: TestPublishDir;
  let testApp: TestApp;

  beforeAll(async () => {
    publish = new TestPublishDir().write('shell/index.html', INDEX_HTML);
    testApp = await startTestApp({ database, publishDir: publish.path });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
    publish?.remove();
  });

  /** A visitor whose step 4 is stored with an uploaded 800 × 1200 cover; its id. */
  async function visitorWithCover(): Promise<{ agent: Agent; coverId: string }> {
    const agent = await visitorReadyForCover(testApp);
    const cover = await photo(800, 1200, { format: 'png' });
    await agent
      .post('/api/store_step4')
      .attach('image', cover, 'cover.png')
      .field('firstChapter', 'Once upon a time.')
      .expect(200);
    const { cover: stored } = (await agent.get('/api/step4').expect(200)).body as { cover: { id: string } };
    return { agent, coverId: stored.id };
  }

  const pageOf = async (agent: Agent, path: string) =>
    (await agent.get(path).set('Accept', 'text/html').expect(200)).text;

  it.each([200, 400, 600])('answers the preview as WebP %i px wide (2:3), private to its owner', async (width) => {
    const { agent, coverId } = await visitorWithCover();
    const reply = await asBuffer(agent.get(`/api/covers/${coverId}/preview.webp?width=${width}`))
      .expect(200)
      .expect('Content-Type', 'image/webp');
    expect(reply.headers['cache-control']).toMatch(/^private/);
    expect(await sharp(reply.body as Buffer).metadata()).toMatchObject({ format: 'webp', width, height: width * 1.5 });
    // A fraction of the 800 px PNG it is made from.
    const png = await asBuffer(agent.get(`/api/covers/${coverId}/preview`)).expect(200);
    expect((reply.body as Buffer).length).toBeLessThan((png.body as Buffer).length / 2);
    // The second ask (from the kept copy) is the same picture.
    const again = await asBuffer(agent.get(`/api/covers/${coverId}/preview.webp?width=${width}`)).expect(200);
    expect((again.body as Buffer).equals(reply.body as Buffer)).toBe(true);
  });

  it.each([['201'], ['0'], ['-400'], ['400.0'], ['4e2'], ['0x190'], ['99999999'], ['abc'], [''], ['400&width=600']])(
    'refuses width=%s with a 400 JSON error',
    async (width) => {
      const { agent, coverId } = await visitorWithCover();
      const reply = await agent.get(`/api/covers/${coverId}/preview.webp?width=${width}`).expect(400);
      expect(reply.headers['content-type']).toMatch(/json/);
      expect(reply.body).toMatchObject({ error: 'VALIDATION_FAILED' });
    },
  );

  it("refuses a missing width with a 400 JSON error, and another visitor's cover with the same 404 as no cover", async () => {
    const { agent, coverId } = await visitorWithCover();
    expect((await agent.get(`/api/covers/${coverId}/preview.webp`).expect(400)).body).toMatchObject({
      error: 'VALIDATION_FAILED',
    });
    await asBuffer(agent.get(`/api/covers/${coverId}/preview.webp?width=400`)).expect(200);
    const stranger = await visitorReadyForCover(testApp);
    const seen = await stranger.get(`/api/covers/${coverId}/preview.webp?width=400`).expect(404);
    expect(seen.body).toMatchObject({ error: 'COVER_NOT_FOUND' });
    expect(seen.headers['content-type']).toMatch(/json/);
    await request(testApp.server).get(`/api/covers/${coverId}/preview.webp?width=400`).expect(404);
    await stranger.get('/api/covers/not-a-cover/preview.webp?width=400').expect(404);
  });

  it("puts a preload of the visitor's own cover, WebP with srcset and sizes, into the page for /step4", async () => {
    const { agent, coverId } = await visitorWithCover();
    const webp = (width: number) => `/api/covers/${coverId}/preview.webp?width=${width}`;
    const html = await pageOf(agent, '/step4');
    const hint =
      `<link rel="preload" as="image" href="${webp(400)}" ` +
      `imagesrcset="${webp(200)} 200w, ${webp(400)} 400w, ${webp(600)} 600w" imagesizes="200px" fetchpriority="high">`;
    expect(html).toContain(hint);
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('</head>'));
    // Each address the hint names answers the WebP.
    for (const width of [200, 400, 600])
      await asBuffer(agent.get(webp(width)))
        .expect(200)
        .expect('Content-Type', 'image/webp');
    // Only step 4 shows the cover first: no other page hints it (nor queries for it).
    expect(await pageOf(agent, '/step3')).not.toContain('as="image"');
  });

  it("hints a signed-in visitor their account's cover, and nothing to a copy of the account's old cookie", async () => {
    // A visitor makes a book up to step 4, keeping the cookie their first reply set, then signs up: the account takes
    // over that draft, and the browser is given a new visitor id (docs/product/accounts.md#the-draft).
    const agent = request.agent(testApp.server);
    const oldCookie = cookiePair(
      (await agent.post('/api/step1').send({ characters: coverCharacters }).expect(200)).headers,
      'storyloom_visitor',
    );
    await agent
      .post('/api/step2')
      .send({ ...coverStory, characters: coverCharacters })
      .expect(200);
    await agent
      .post('/api/store_step4')
      .attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png')
      .field('firstChapter', 'Once.')
      .expect(200);
    const { cover } = (await agent.get('/api/step4').expect(200)).body as { cover: { id: string } };
    await signedUp(testApp, undefined, agent);

    expect(await pageOf(agent, '/step4')).toContain(`imagesrcset="/api/covers/${cover.id}/preview.webp?width=200 200w`);
    // The old cookie is now the account's draft key: without the account's session it reaches nothing of it.
    const copied = await request(testApp.server)
      .get('/step4')
      .set('Accept', 'text/html')
      .set('Cookie', oldCookie)
      .expect(200);
    expect(copied.text).not.toContain('as="image"');
    expect(copied.text).not.toContain(cover.id);
  });

  it('hints no cover to a visitor without one, nor to a browser without a visitor cookie', async () => {
    const agent = await visitorReadyForCover(testApp);
    expect(await pageOf(agent, '/step4')).not.toContain('as="image"');
    const html = (await request(testApp.server).get('/step4').set('Accept', 'text/html').expect(200)).text;
    expect(html).not.toContain('as="image"');
  });
});
