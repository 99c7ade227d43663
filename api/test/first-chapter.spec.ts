import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { firstChapterReplySchema } from '@storyloom/contracts';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { bufferText, parseEventStream } from './support/event-stream-reply.js';
import { DEFAULT_OUTLINE_BIBLE, OpenAiCompatibleServer, storyDataOf } from './support/openai-compatible-server.js';
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

type Agent = ReturnType<typeof request.agent>;

/** A visitor who completed steps 1 and 2 (and, with a size, step 3) through the API. */
async function visitorAfterSteps(testApp: TestApp, bookSize?: 'small' | 'medium' | 'big'): Promise<Agent> {
  const agent = request.agent(testApp.server);
  await agent.post('/api/step1').send({ characters }).expect(200);
  await agent
    .post('/api/step2')
    .send({ ...story, characters })
    .expect(200);
  if (bookSize) await agent.post('/api/step3').send({ book_size: bookSize }).expect(200);
  return agent;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The spec's call: JSON content type, no body. */
const generate = (agent: Agent) => agent.post('/api/generate_first_chapter').set('Content-Type', 'application/json');

describe.each(TEST_DATABASES)('POST /api/generate_first_chapter on %s (offline writer)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it("writes chapter 1 of the visitor's outline as prose, and records the generation", async () => {
    const agent = await visitorAfterSteps(testApp, 'small');
    const response = await generate(agent).expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const reply = firstChapterReplySchema.parse(response.body);
    expect(Object.keys(response.body)).toEqual(['first_chapter']);
    // Prose in paragraphs, naming the heroes. The demo writer tells the chapter's events and stops (padding to the
    // target, 1,300 words for an Average 15-chapter book, was what made it repeat itself): at least its own floor,
    // never past the target's +25%.
    expect(reply.first_chapter.split('\n\n').length).toBeGreaterThan(2);
    expect(words(reply.first_chapter)).toBeGreaterThan(80);
    expect(words(reply.first_chapter)).toBeLessThanOrEqual(1625);
    expect(reply.first_chapter).toContain('Ada');
    expect(reply.first_chapter).not.toMatch(/^(#|\*\*|Chapter \d)/);
    const { value: generations } = (await agent.get('/api/test-draft/generations')).body as {
      value: Array<{ task: string; writer: string }>;
    };
    expect(generations.at(-1)).toMatchObject({ task: 'chapter', writer: 'offline' });
  });

  it("writes from the outline as the visitor edited it: chapter 1's new events are in the chapter", async () => {
    const agent = await visitorAfterSteps(testApp, 'small');
    const before = firstChapterReplySchema.parse((await generate(agent).expect(200)).body).first_chapter;
    const edit = {
      title: 'The Lighthouse Keeper',
      synopsis: 'Ada meets a lighthouse keeper named Mortimer who guards a silver key.',
      tags: ['lighthouse'],
    };
    await agent.put('/api/detailed_outline/chapters/1').send(edit).expect(200);
    const after = firstChapterReplySchema.parse((await generate(agent).expect(200)).body).first_chapter;
    expect(after).not.toBe(before);
    expect(after).toMatch(/Mortimer|lighthouse keeper|silver key/i);
  });

  it('streams the chapter as it is written, then the JSON reply as the done event', async () => {
    const agent = await visitorAfterSteps(testApp, 'small');
    const response = await generate(agent)
      .set('Accept', 'text/event-stream')
      .buffer(true)
      .parse(bufferText)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body as string);
    const texts = events.filter((event) => event.event === 'text');
    // The test app's offline writer streams at once (OFFLINE_WRITER_WORDS_PER_SECOND=0); the OpenAI test below paces it.
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)?.event).toBe('done');
    const done = firstChapterReplySchema.parse(events.at(-1)!.data);
    expect(texts.map((event) => (event.data as { delta: string }).delta).join('')).toBe(done.first_chapter);
  });

  it('refuses with 400, before any stream, when steps 1 to 3 were not completed, naming what is missing', async () => {
    const response = await generate(request.agent(testApp.server)).set('Accept', 'text/event-stream').expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      error: 'FIRST_CHAPTER_MISSING_INPUTS',
      message:
        'Missing required data: characters, story details, story summary, detailed outline. Please complete steps 1 to 3 first.',
      details: { missing: ['characters', 'story details', 'story summary', 'detailed outline'] },
    });
  });

  it('refuses with 400 when only the outline is missing', async () => {
    const agent = await visitorAfterSteps(testApp);
    const response = await generate(agent).expect(400);
    expect(response.body).toMatchObject({
      error: 'FIRST_CHAPTER_MISSING_INPUTS',
      details: { missing: ['detailed outline'] },
    });
    expect((await agent.get('/api/test-draft/generations')).body.value).toHaveLength(1); // only the summary: nothing was written
  });

  it('refuses with 409 an outline written for another book size than the one now chosen', async () => {
    const agent = await visitorAfterSteps(testApp, 'small');
    await agent.put('/api/book_size').send({ book_size: 'big' }).expect(200);
    const response = await generate(agent).expect(409);
    expect(response.body).toMatchObject({
      error: 'FIRST_CHAPTER_OUTLINE_STALE',
      message: expect.stringContaining('write the outline again on step 3'),
    });
  });
});

describe('POST /api/generate_first_chapter generation limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: { GENERATION_MAX_PER_VISITOR: '3' } });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('counts each chapter like any generation: 429 once the visitor has written too much, also to a stream', async () => {
    const agent = await visitorAfterSteps(testApp, 'small'); // summary and outline: 2 of 3
    await generate(agent).expect(200);
    const refused = await generate(agent).expect(429);
    expect(refused.body).toMatchObject({ error: 'GENERATION_RATE_LIMITED', details: { scope: 'visitor', limit: 3 } });
    const streamed = await generate(agent)
      .set('Accept', 'text/event-stream')
      .buffer(true)
      .parse(bufferText)
      .expect(200);
    expect(parseEventStream(streamed.body as string)).toEqual([
      { event: 'error', data: expect.objectContaining({ error: 'GENERATION_RATE_LIMITED', status: 429 }) },
    ]);
  });
});

describe.each(TEST_DATABASES)(
  'POST /api/generate_first_chapter with the OpenAI writer (a local OpenAI-compatible server) on %s',
  (database) => {
    let provider: OpenAiCompatibleServer;
    let testApp: TestApp;
    beforeAll(async () => {
      provider = await OpenAiCompatibleServer.start();
      testApp = await startTestApp({
        database,
        env: {
          OPENAI_BASE_URL: provider.baseUrl,
          OPENAI_API_KEY: 'sk-test',
          OPENAI_MODEL_CHAPTER: 'local-chapter',
          // Background chapters may take this long (the most allowed: ten minutes, far past any test's timeout); the
          // first chapter, watched on screen, only the interactive limit.
          OPENAI_TIMEOUT_MS: '600000',
          OPENAI_INTERACTIVE_TIMEOUT_MS: '1000',
          OPENAI_MAX_RETRIES: '2',
        },
      });
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await testApp.close();
      await provider.close();
    });
    beforeEach(() => provider.reset());

    it("streams the provider's chapter to the visitor, written from chapter 1 of the stored outline and the story bible", async () => {
      const agent = await visitorAfterSteps(testApp, 'small');
      const outline = (await agent.get('/api/get_detailed_outline').expect(200)).body as {
        chapters: Array<{ title: string; synopsis: string }>;
      };
      provider.reset();
      provider.script({ tokensPerSecond: 5000 }); // paced, so the words arrive in many pieces
      const response = await generate(agent)
        .set('Accept', 'text/event-stream')
        .buffer(true)
        .parse(bufferText)
        .expect(200);
      const events = parseEventStream(response.body as string);
      const done = firstChapterReplySchema.parse(events.at(-1)!.data);
      const texts = events.filter((event) => event.event === 'text');
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.map((event) => (event.data as { delta: string }).delta).join('')).toBe(done.first_chapter);
      // The prose only: the title line and the facts list the prompt asks for stay off the page.
      expect(done.first_chapter).toContain(outline.chapters[0]!.synopsis);
      expect(done.first_chapter).not.toMatch(/Chapter 1:|FACTS:/);

      expect(provider.requests).toHaveLength(1);
      const sent = provider.requests[0]!.body;
      expect(sent).toMatchObject({ model: 'local-chapter', stream: true });
      const data = storyDataOf(sent)!;
      expect(data.chapterToWrite).toMatchObject({
        number: 1,
        title: outline.chapters[0]!.title,
        synopsis: outline.chapters[0]!.synopsis,
      });
      // The outline's own bible (the local server's default answer) comes with it, whole (issue 24).
      expect(data.storyBible).toEqual({
        characters: ['Ada: the main character', 'Bo: Friend of Ada'],
        foundations: DEFAULT_OUTLINE_BIBLE,
        places: [],
        facts: [],
      });
      // An Average 15-chapter book's length (docs/product/chapter-length.md): the target and its ±25% budget.
      expect(sent.messages.find((message) => message.role === 'user')?.content).toMatch(
        /^Write chapter 1, about 1300 words\./,
      );
      expect(sent.messages.find((message) => message.role === 'system')?.content).toContain(
        'never fewer than 975 or more than 1625 words',
      );
    });

    it('gives up on a hanging provider within the interactive limit, not the background one, with a message to retry', async () => {
      const agent = await visitorAfterSteps(testApp, 'small');
      provider.reset();
      provider.script({ hang: true }, { hang: true }, { hang: true });
      // No stopwatch (a busy machine stretches any measured time): under the background limit this request would hang
      // for ten minutes and fail the test by its timeout; under the interactive one (a second per attempt) it answers.
      const response = await generate(agent).expect(502);
      expect(response.body).toMatchObject({ error: 'WRITER_UNAVAILABLE', details: { reason: 'timeout' } });
      expect(provider.requests.length).toBeLessThanOrEqual(2); // one retry at most for a visitor waiting on screen
    }, 120_000);
  },
);
