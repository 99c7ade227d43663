import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseDetailedOutline } from '@storyloom/contracts';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { bufferText, parseEventStream } from './support/event-stream-reply.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const characters = [
  { name: 'Ada', isMainCharacter: true, personality: ['Brave'], skills: 'Climbing', fears: 'The dark' },
  { name: 'Bo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites' },
];
const story = {
  bookTitle: 'The Lantern',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

/** A visitor who completed steps 1 and 2 through the API. */
async function visitorAfterStepTwo(testApp: TestApp) {
  const agent = request.agent(testApp.server);
  await agent.post('/api/step1').send({ characters }).expect(200);
  await agent
    .post('/api/step2')
    .send({ ...story, characters })
    .expect(200);
  return agent;
}

describe.each(TEST_DATABASES)('POST /api/step3 on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it.each([
    ['small', 'S', 15],
    ['medium', 'M', 25],
    ['big', 'L', 40],
  ])(
    'writes exactly the chapters of a %s book from the form-encoded size, and stores them with the size',
    async (bookSize, code, count) => {
      const agent = await visitorAfterStepTwo(testApp);
      const response = await agent.post('/api/step3').type('form').send(`book_size=${bookSize}`).expect(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const { detailed_outline: text, chapters, book_size: replySize } = response.body;
      expect(replySize).toBe(code);
      expect(chapters).toHaveLength(count);
      expect(chapters.map((chapter: { number: number }) => chapter.number)).toEqual(
        Array.from({ length: count }, (_, index) => index + 1),
      );
      // The outline's text form (docs/product/step3-outline.md#what-happens-on-generate-outline): one '**Chapter N:
      // title**' marker per chapter, each followed by its synopsis.
      expect(text.match(/^\*\*Chapter \d+: .+\*\*$/gm)).toHaveLength(count);
      expect(parseDetailedOutline(text).chapters).toEqual(
        chapters.map(({ tags: _tags, ...chapter }: { tags: string[] }) => chapter),
      );
      for (const chapter of chapters) expect(chapter.synopsis.length).toBeGreaterThan(20);
      expect(text).toContain('Ada');

      expect((await agent.get('/get_book_size').expect(200)).body).toEqual({ book_size: code });
      expect((await agent.get('/api/get_detailed_outline').expect(200)).body).toEqual({
        detailed_outline: text,
        chapters,
        book_size: code,
        stale: false,
      });
      const { value } = (await agent.get('/api/test-draft/detailedOutline')).body;
      expect(value).toMatchObject({
        bookSize: code,
        writer: 'offline',
        promptVersion: expect.any(String),
        editedChapters: [],
      });
    },
  );

  it('accepts the size as JSON too', async () => {
    const agent = await visitorAfterStepTwo(testApp);
    const { body } = await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    expect(body.chapters).toHaveLength(15);
  });

  it.each([
    ['an unknown size', 'book_size=huge'],
    ['a size code instead of a request value', 'book_size=L'],
    ['no size', 'size=big'],
  ])('refuses %s with 400 naming the allowed values and stores nothing', async (_, form) => {
    const agent = await visitorAfterStepTwo(testApp);
    const response = await agent.post('/api/step3').type('form').send(form).expect(400);
    expect(response.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'book_size: Book size must be one of: small, medium, big',
    });
    expect((await agent.get('/api/get_detailed_outline')).body.detailed_outline).toBe('');
    expect((await agent.get('/api/test-draft/bookSize')).body.found).toBe(false);
  });

  it('refuses with 400 when steps 1 and 2 were not completed, naming what is missing', async () => {
    const response = await request(testApp.server).post('/api/step3').type('form').send('book_size=medium').expect(400);
    expect(response.body).toEqual({
      error: 'OUTLINE_MISSING_INPUTS',
      message: 'Missing required data: characters, story details, story summary. Please complete steps 1 and 2 first.',
      details: { missing: ['characters', 'story details', 'story summary'] },
    });
  });

  it('refuses with 400 when the summary is missing, also to a client asking for a stream', async () => {
    const agent = request.agent(testApp.server);
    await agent.post('/api/step1').send({ characters }).expect(200);
    const response = await agent
      .post('/api/step3')
      .set('Accept', 'text/event-stream')
      .type('form')
      .send('book_size=medium')
      .expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({
      error: 'OUTLINE_MISSING_INPUTS',
      details: { missing: ['story details', 'story summary'] },
    });
  });

  it('refuses with 400 when the characters are missing', async () => {
    const agent = await visitorAfterStepTwo(testApp);
    await agent.put('/api/test-draft/characters').send({}).expect(200); // no value: the section is removed
    const response = await agent.post('/api/step3').type('form').send('book_size=medium').expect(400);
    expect(response.body).toMatchObject({ error: 'OUTLINE_MISSING_INPUTS', details: { missing: ['characters'] } });
  });

  it('streams the chapters as they are written, then the JSON reply as the done event', async () => {
    const agent = await visitorAfterStepTwo(testApp);
    const response = await agent
      .post('/api/step3')
      .set('Accept', 'text/event-stream')
      .type('form')
      .send('book_size=small')
      .buffer(true)
      .parse(bufferText)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body as string);
    const texts = events.filter((event) => event.event === 'text');
    expect(texts.length).toBeGreaterThanOrEqual(15);
    expect(events.at(-1)?.event).toBe('done');
    const done = events.at(-1)!.data as { detailed_outline: string; chapters: unknown[]; book_size: string };
    expect(done.chapters).toHaveLength(15);
    expect(done.book_size).toBe('S');
    expect(texts.map((event) => (event.data as { delta: string }).delta).join('')).toBe(done.detailed_outline);
    expect((await agent.get('/api/get_detailed_outline')).body.detailed_outline).toBe(done.detailed_outline);
  });

  it('follows the size: another size makes the outline stale until a new one is written', async () => {
    const agent = await visitorAfterStepTwo(testApp);
    await agent.post('/api/step3').type('form').send('book_size=big').expect(200);
    await agent.put('/api/book_size').send({ book_size: 'small' }).expect(200);
    expect((await agent.get('/api/get_detailed_outline')).body).toMatchObject({ book_size: 'L', stale: true });
    await agent.post('/api/step3').type('form').send('book_size=small').expect(200);
    const { body } = await agent.get('/api/get_detailed_outline');
    expect(body).toMatchObject({ book_size: 'S', stale: false });
    expect(body.chapters).toHaveLength(15);
  });

  it('writes later chapters from what the visitor saved: an edit is kept until the outline is written again', async () => {
    const agent = await visitorAfterStepTwo(testApp);
    await agent.post('/api/step3').type('form').send('book_size=small').expect(200);
    const edit = { title: 'The Storm', synopsis: 'Rain traps Ada in the lighthouse.', tags: ['storm'] };
    await agent.put('/api/detailed_outline/chapters/2').send(edit).expect(200);
    const { value } = (await agent.get('/api/test-draft/detailedOutline')).body;
    expect(value.chapters[1]).toEqual({ number: 2, ...edit });
    expect(value.editedChapters).toEqual([2]);
    const rewritten = (await agent.post('/api/step3').type('form').send('book_size=small').expect(200)).body;
    expect(rewritten.chapters[1].title).not.toBe('The Storm');
    expect((await agent.get('/api/test-draft/detailedOutline')).body.value.editedChapters).toEqual([]);
  });
});

describe('POST /api/step3 generation limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { GENERATION_MAX_PER_VISITOR: '2' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers 429 with a message the visitor can act on once the visitor has written too much', async () => {
    const agent = await visitorAfterStepTwo(testApp);
    await agent.post('/api/step3').type('form').send('book_size=small').expect(200);
    const response = await agent.post('/api/step3').type('form').send('book_size=small').expect(429);
    expect(response.body.error).toBe('GENERATION_RATE_LIMITED');
    expect(response.body.message).toMatch(/Please wait .+ and try again/);
    expect((await agent.get('/api/get_detailed_outline')).body.chapters).toHaveLength(15);
  });
});
