import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderDetailedOutline } from '@storyloom/contracts';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

/** A stored outline as step 3 saves it, for tests that start from an existing outline. */
function storedOutline(bookSize: 'S' | 'M' | 'L', count: number) {
  return {
    bookSize,
    chapters: Array.from({ length: count }, (_, index) => ({
      number: index + 1,
      title: `Title ${index + 1}`,
      synopsis: `Synopsis ${index + 1}.`,
      tags: [],
    })),
    writer: 'offline',
    promptVersion: 'outline-test',
  };
}

async function visitorWithOutline(testApp: TestApp, bookSize: 'S' | 'M' | 'L' = 'S', count = 15) {
  const agent = request.agent(testApp.server);
  await agent
    .put('/api/test-draft/detailedOutline')
    .send({ value: storedOutline(bookSize, count) })
    .expect(200);
  await agent.put('/api/test-draft/bookSize').send({ value: bookSize }).expect(200);
  return agent;
}

describe.each(TEST_DATABASES)('Step 3 book size and outline editing on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  describe('GET /get_book_size', () => {
    it('answers the default size M for a new visitor, outside /api and never cached', async () => {
      const response = await request(testApp.server).get('/get_book_size').set('Accept', 'text/html,*/*').expect(200);
      expect(response.body).toEqual({ book_size: 'M' });
      expect(response.headers['cache-control']).toBe('no-store');
      await request(testApp.server).get('/api/get_book_size').expect(404);
    });

    it("answers the size saved in the visitor's draft, and M when what is stored is not a size", async () => {
      const agent = request.agent(testApp.server);
      await agent.put('/api/test-draft/bookSize').send({ value: 'L' }).expect(200);
      expect((await agent.get('/get_book_size').expect(200)).body).toEqual({ book_size: 'L' });
      await agent.put('/api/test-draft/bookSize').send({ value: 'XXL' }).expect(200);
      expect((await agent.get('/get_book_size').expect(200)).body).toEqual({ book_size: 'M' });
    });
  });

  describe('PUT /api/book_size', () => {
    it('records the chosen size as JSON or form-encoded, and /get_book_size answers it', async () => {
      const agent = request.agent(testApp.server);
      expect((await agent.put('/api/book_size').send({ book_size: 'big' }).expect(200)).body).toEqual({
        book_size: 'L',
      });
      expect((await agent.get('/get_book_size')).body).toEqual({ book_size: 'L' });
      await agent.put('/api/book_size').type('form').send('book_size=small').expect(200);
      expect((await agent.get('/get_book_size')).body).toEqual({ book_size: 'S' });
    });

    it.each([['huge'], ['L'], [''], [3]])(
      'refuses %p naming the allowed values and keeps the previous size',
      async (value) => {
        const agent = request.agent(testApp.server);
        await agent.put('/api/book_size').send({ book_size: 'big' }).expect(200);
        const response = await agent.put('/api/book_size').send({ book_size: value }).expect(400);
        expect(response.body).toMatchObject({
          error: 'VALIDATION_FAILED',
          message: 'book_size: Book size must be one of: small, medium, big',
        });
        expect((await agent.get('/get_book_size')).body).toEqual({ book_size: 'L' });
      },
    );
  });

  describe('GET /api/get_detailed_outline', () => {
    it('answers an empty outline before one is written, never cached', async () => {
      const response = await request(testApp.server).get('/api/get_detailed_outline').expect(200);
      expect(response.body).toEqual({ detailed_outline: '', chapters: [], book_size: null, stale: false });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers the stored outline as text and as chapters', async () => {
      const agent = await visitorWithOutline(testApp);
      const { body } = await agent.get('/api/get_detailed_outline').expect(200);
      expect(body.chapters).toHaveLength(15);
      expect(body.detailed_outline).toBe(renderDetailedOutline(storedOutline('S', 15).chapters));
      expect(body.detailed_outline.startsWith('**Chapter 1: Title 1**\nSynopsis 1.\n\n**Chapter 2: Title 2**')).toBe(
        true,
      );
      expect(body).toMatchObject({ book_size: 'S', stale: false });
    });

    it('reports the outline stale once another size is chosen, and fresh again when its size is chosen back', async () => {
      const agent = await visitorWithOutline(testApp, 'L', 40);
      await agent.put('/api/book_size').send({ book_size: 'small' }).expect(200);
      expect((await agent.get('/api/get_detailed_outline')).body).toMatchObject({ book_size: 'L', stale: true });
      await agent.put('/api/book_size').send({ book_size: 'big' }).expect(200);
      expect((await agent.get('/api/get_detailed_outline')).body).toMatchObject({ book_size: 'L', stale: false });
    });

    it('refuses to serve a stored outline that no longer passes its schema, such as a wrong chapter count', async () => {
      const agent = request.agent(testApp.server);
      await agent
        .put('/api/test-draft/detailedOutline')
        .send({ value: storedOutline('L', 39) })
        .expect(200);
      const response = await agent.get('/api/get_detailed_outline').expect(409);
      expect(response.body).toEqual({
        error: 'OUTLINE_DRAFT_UNREADABLE',
        message: 'Your saved outline could not be read. Please generate a new outline.',
      });
    });
  });

  describe('PUT /api/detailed_outline/chapters/:number', () => {
    const edit = {
      title: '  The   Storm ',
      synopsis: ' Rain traps Ada in the lighthouse. ',
      tags: ['storm', '', '  ', 'Storm', ' night '],
    };

    it('saves the title, synopsis and tags, and the draft holds exactly that', async () => {
      const agent = await visitorWithOutline(testApp);
      const { body } = await agent.put('/api/detailed_outline/chapters/3').send(edit).expect(200);
      const saved = {
        number: 3,
        title: 'The Storm',
        synopsis: 'Rain traps Ada in the lighthouse.',
        tags: ['storm', 'night'],
      };
      expect(body.chapters[2]).toEqual(saved);
      expect(body.detailed_outline).toContain(
        '**Chapter 3: The Storm**\nRain traps Ada in the lighthouse.\n\n**Chapter 4: Title 4**',
      );

      const { value } = (await agent.get('/api/test-draft/detailedOutline').expect(200)).body;
      expect(value.chapters[2]).toEqual(saved);
      expect(value.chapters[1]).toEqual(storedOutline('S', 15).chapters[1]);
      expect(value).toMatchObject({
        bookSize: 'S',
        writer: 'offline',
        promptVersion: 'outline-test',
        editedChapters: [3],
      });
      expect((await agent.get('/api/get_detailed_outline')).body).toEqual(body);
    });

    it('keeps every edit when the visitor saves several chapters at once', async () => {
      const agent = await visitorWithOutline(testApp);
      const chapters = Array.from({ length: 15 }, (_, index) => index + 1);
      await Promise.all(
        chapters.map((number) =>
          agent
            .put(`/api/detailed_outline/chapters/${number}`)
            .send({ title: `Edited ${number}`, synopsis: `New ${number}.` })
            .expect(200),
        ),
      );
      const { body } = await agent.get('/api/get_detailed_outline').expect(200);
      expect(body.chapters.map((chapter: { title: string }) => chapter.title)).toEqual(
        chapters.map((number) => `Edited ${number}`),
      );
      expect((await agent.get('/api/test-draft/detailedOutline')).body.value.editedChapters).toEqual(chapters);
    });

    it('accepts a form-encoded edit too', async () => {
      const agent = await visitorWithOutline(testApp);
      const { body } = await agent
        .put('/api/detailed_outline/chapters/15')
        .type('form')
        .send('title=Home&synopsis=They+return.')
        .expect(200);
      expect(body.chapters[14]).toEqual({ number: 15, title: 'Home', synopsis: 'They return.', tags: [] });
    });

    it.each([
      ['a blank title', { ...edit, title: ' ' }, 'title: Title is required'],
      [
        'a title that would break its marker',
        { ...edit, title: '**Chapter 9: X**' },
        "title: Title cannot contain '**'",
      ],
      ['a missing synopsis', { title: 'A' }, 'synopsis: Synopsis must be text'],
      ['a long tag', { ...edit, tags: ['x'.repeat(41)] }, 'tags[0]: Each tag must be at most 40 characters'],
    ])('refuses %s with 400 and keeps the chapter', async (_, body, message) => {
      const agent = await visitorWithOutline(testApp);
      const response = await agent.put('/api/detailed_outline/chapters/3').send(body).expect(400);
      expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
      expect((await agent.get('/api/get_detailed_outline')).body.chapters[2].title).toBe('Title 3');
    });

    it('answers 404 for a chapter the outline does not have, and 400 for a number that is not one', async () => {
      const agent = await visitorWithOutline(testApp);
      const missing = await agent.put('/api/detailed_outline/chapters/16').send(edit).expect(404);
      expect(missing.body).toEqual({
        error: 'OUTLINE_CHAPTER_NOT_FOUND',
        message: 'Your outline has no chapter 16; it has chapters 1 to 15.',
      });
      await agent.put('/api/detailed_outline/chapters/0').send(edit).expect(400);
      await agent.put('/api/detailed_outline/chapters/two').send(edit).expect(400);
    });

    it('answers 404 when there is no outline yet', async () => {
      const response = await request(testApp.server).put('/api/detailed_outline/chapters/1').send(edit).expect(404);
      expect(response.body.error).toBe('OUTLINE_NOT_FOUND');
    });
  });
});
