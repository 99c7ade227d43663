import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookPreviewReplySchema, type BookPreviewReply } from '@storyloom/contracts/delivery';
import sharp from 'sharp';
import request from 'supertest';
import { photo, visitorReadyForCover } from './support/cover-images.js';
import {
  makeTempDir,
  restartableStorage,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
} from './support/test-app.js';
import { asBuffer } from './support/binary-reply.js';

type Agent = ReturnType<typeof request.agent>;

const FIRST_CHAPTER = [
  'Ada found the lantern under the pier, cold and dark.',
  'It flickered once when she touched it. #not-markup *still text* [brackets] $dollars$',
].join('\n\n');

/** Steps 1 to 4 through the API: characters, story, an outline, an uploaded cover and the first chapter. */
async function visitorWithWholeDraft(testApp: TestApp): Promise<Agent> {
  const agent = await visitorReadyForCover(testApp);
  await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
  await agent
    .post('/api/store_step4')
    .attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png')
    .field('firstChapter', FIRST_CHAPTER)
    .expect(200);
  return agent;
}

async function previewOf(agent: Agent, query: Record<string, string> = {}): Promise<BookPreviewReply> {
  const response = await agent.get('/api/book_preview').query(query).expect(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return bookPreviewReplySchema.parse(response.body);
}

/** The average colour of a page's top-left corner, well inside the margin where nothing is printed. */
async function cornerColour(png: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { channels } = await sharp(png).extract({ left: 4, top: 4, width: 20, height: 20 }).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

describe.each(TEST_DATABASES)("/step5's book preview on %s", (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('says which steps are missing before steps 1 to 4 are done', async () => {
    const agent = request.agent(testApp.server);
    const response = await agent.get('/api/book_preview').expect(400);
    expect(response.body).toMatchObject({
      error: 'PREVIEW_BOOK_INCOMPLETE',
      details: { missing: ['characters', 'story details', 'story summary', 'outline', 'cover', 'first chapter'] },
    });
    expect(response.body.message).toMatch(/complete steps 1 to 4/);

    const halfway = await visitorReadyForCover(testApp);
    expect((await halfway.get('/api/book_preview').expect(400)).body.details.missing).toEqual([
      'outline',
      'cover',
      'first chapter',
    ]);
  });

  it('refuses a paper colour or format that does not exist, naming the field', async () => {
    const agent = request.agent(testApp.server);
    const response = await agent.get('/api/book_preview').query({ paper_color: 'pink' }).expect(400);
    expect(response.body.error).toBe('VALIDATION_FAILED');
    expect(response.body.message).toMatch(/^paper_color/);
    const long = await agent
      .get('/api/book_preview')
      .query({ dedication: 'x'.repeat(301) })
      .expect(400);
    expect(long.body.message).toMatch(/^dedication/);
  });

  it('typesets the front and the whole cover, title, dedication, contents and first chapter as PNG pages only their owner can open', async () => {
    const agent = await visitorWithWholeDraft(testApp);
    const preview = await previewOf(agent, {
      dedication: 'For Ada, with love',
      paper_color: 'cream',
      binding_type: 'hardcover',
    });
    const kinds = preview.pages.map((page) => page.kind);
    expect(kinds.slice(0, 5)).toEqual(['front-cover', 'cover', 'title', 'dedication', 'contents']);
    expect(kinds.at(-1)).toBe('chapter');
    expect(preview.pages[0]).toMatchObject({ label: 'Front cover', page_number: null });
    // The whole cover: back, spine and front side by side, as tall as a page and a little over twice as wide.
    expect(preview.pages[1]).toMatchObject({
      label: 'Cover: back, spine and front',
      page_number: null,
      height: preview.pages[0]!.height,
    });
    expect(preview.pages[1]!.width / preview.pages[0]!.width).toBeGreaterThan(2);
    const chapterPages = preview.pages.filter((page) => page.kind === 'chapter');
    expect(chapterPages[0]!.label).toBe(`Chapter 1, page 1 of ${chapterPages.length}`);
    // The first chapter opens on a right-hand (odd) page, as in the printed book.
    expect(chapterPages[0]!.page_number! % 2).toBe(1);

    for (const page of preview.pages) {
      const png = (await asBuffer(agent.get(page.url)).expect(200).expect('Content-Type', 'image/png')).body as Buffer;
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', page.width, page.height]);
    }
    // Trim-sized pages, 6 × 9 in.
    expect(preview.pages[2]!.height / preview.pages[2]!.width).toBeCloseTo(9 / 6, 1);

    const stranger = request.agent(testApp.server);
    expect((await stranger.get(preview.pages[2]!.url).expect(404)).body.error).toBe('PREVIEW_PAGE_NOT_FOUND');
  });

  it('shows the paper colour chosen on the form, no dedication page without one, and a new address when the book changes', async () => {
    const agent = await visitorWithWholeDraft(testApp);
    const cream = await previewOf(agent, { paper_color: 'cream', dedication: '' });
    expect(cream.pages.map((page) => page.kind)).not.toContain('dedication');
    const again = await previewOf(agent, { paper_color: 'cream', dedication: '' });
    expect(again.fingerprint).toBe(cream.fingerprint);
    const white = await previewOf(agent, { paper_color: 'white', dedication: '' });
    expect(white.fingerprint).not.toBe(cream.fingerprint);

    const titlePage = async (reply: BookPreviewReply) =>
      cornerColour(
        (await asBuffer(agent.get(reply.pages.find((page) => page.kind === 'title')!.url)).expect(200)).body as Buffer,
      );
    const creamCorner = await titlePage(cream);
    const whiteCorner = await titlePage(white);
    expect(whiteCorner.r - whiteCorner.b).toBeLessThan(3);
    expect(creamCorner.r - creamCorner.b).toBeGreaterThan(10); // cream paper is warmer than white

    // A new first chapter is a new book: a new fingerprint, and the old preview's pages are not the new ones.
    await agent
      .post('/api/store_step4')
      .attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png')
      .field('firstChapter', 'A different beginning.')
      .expect(200);
    const changed = await previewOf(agent, { paper_color: 'cream', dedication: '' });
    expect(changed.fingerprint).not.toBe(cream.fingerprint);
  });
});

describe.each(TEST_DATABASES)('a preview page asked of a process that did not typeset it, on %s', (database) => {
  it(
    'is typeset again from the draft with the look its address carries (another API process, or after a restart)',
    async () => {
      const storage = restartableStorage(database);
      const dataDir = storage.options.dataDir ?? makeTempDir('preview-again');
      try {
        const first = await startTestApp({ ...storage.options, dataDir });
        let reply: BookPreviewReply;
        let cookie: string;
        let shown: Buffer;
        try {
          const agent = await visitorWithWholeDraft(first);
          reply = await previewOf(agent, {
            paper_color: 'white',
            binding_type: 'hardcover',
            dedication: 'For Ada, who found the lantern',
          });
          shown = (await asBuffer(agent.get(reply.pages.find((page) => page.kind === 'dedication')!.url)).expect(200))
            .body as Buffer;
          cookie = (
            await agent.jar.getCookies({
              domain: new URL(first.baseUrl).hostname,
              path: '/',
              secure: false,
              script: false,
            })
          )
            .map((c) => `${c.name}=${c.value}`)
            .join('; ');
        } finally {
          await first.close();
        }
        // A process with nothing in memory (PGlite is one process's: a restart stands in for the second process).
        const second = await startTestApp({ ...storage.options, dataDir });
        try {
          const page = reply.pages.find((candidate) => candidate.kind === 'dedication')!;
          // Someone else's cookie, or a look that no longer makes the book of that fingerprint, is a 404.
          await request(second.server).get(page.url).expect(404);
          await request(second.server)
            .get(page.url.replace('paper_color=white', 'paper_color=cream'))
            .set('Cookie', cookie)
            .expect(404);
          const again = (await asBuffer(request(second.server).get(page.url).set('Cookie', cookie)).expect(200))
            .body as Buffer;
          expect(again.equals(shown)).toBe(true);
        } finally {
          await second.close();
        }
      } finally {
        if (!storage.options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        await storage.cleanUp();
      }
    },
    START_TIMEOUT_MS * 3,
  );
});
