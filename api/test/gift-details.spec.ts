import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OpenAiCompatibleServer, storyDataOf } from './support/openai-compatible-server.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const characters = [
  { id: 'mira', name: 'Mira', isMainCharacter: true, age: '6', fears: 'The dark' },
  { id: 'rosa', name: 'Rosa', isMainCharacter: false, relation: 'Grandmother', hobbies: 'Gardening' },
];
const story = {
  bookTitle: 'The Egg',
  genre: 'Adventure',
  premise: "A dinosaur egg hatches in Grandma's garden",
  style: 'Playful',
  tone: 'Warm',
  readingLevel: 'Kid',
};
const gift = {
  occasion: 'Birthday',
  from: 'Mum and Dad',
  to: 'Mira',
  callNames: { rosa: 'Grandma' },
  avoid: 'Spiders',
};

describe.each(TEST_DATABASES)('the "About this gift" details on %s', (database) => {
  let provider: OpenAiCompatibleServer;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await OpenAiCompatibleServer.start();
    testApp = await startTestApp({
      database,
      env: { OPENAI_BASE_URL: provider.baseUrl, OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_RETRIES: '0' },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });
  beforeEach(() => provider.reset());

  it('are saved with the story, given back to /step2, and reach the summary and the outline prompts', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { ...gift, from: '  Mum and Dad ', avoid: '' }, characters })
      .expect(200);
    const saved = (await agent.get('/api/step2').expect(200)).body.story;
    expect(saved.gift).toEqual({
      occasion: 'Birthday',
      from: 'Mum and Dad',
      to: 'Mira',
      callNames: { rosa: 'Grandma' },
    });

    const summaryData = storyDataOf(provider.requests[0]!.body)!;
    expect(summaryData.gift).toEqual({ occasion: 'Birthday', givenBy: 'Mum and Dad', givenTo: 'Mira' });
    expect(summaryData.characters).toEqual([
      expect.not.objectContaining({ whatTheReaderCallsThem: expect.anything() }),
      expect.objectContaining({ name: 'Rosa', whatTheReaderCallsThem: 'Grandma' }),
    ]);

    // Step 3 reads the story from the draft, not from the browser: the gift comes along.
    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    const outlineRequest = provider.requests.find((sent) => sent.body.response_format?.type === 'json_schema')!;
    expect(storyDataOf(outlineRequest.body)).toMatchObject({
      gift: { occasion: 'Birthday' },
      characters: [{ name: 'Mira' }, { name: 'Rosa', whatTheReaderCallsThem: 'Grandma' }],
    });
  });

  it('are optional: a story without them is saved and written without them', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { occasion: ' ', callNames: { Rosa: '' } }, characters })
      .expect(200);
    expect((await agent.get('/api/step2').expect(200)).body.story).not.toHaveProperty('gift');
    expect(storyDataOf(provider.requests[0]!.body)).not.toHaveProperty('gift');
  });

  it.each([
    [
      'Custom... as the occasion',
      { occasion: 'Custom...' },
      "gift.occasion: Type your own occasion in place of 'Custom...'",
    ],
    [
      'an over-long list of things to leave out',
      { avoid: 'x'.repeat(501) },
      'gift.avoid: Things to leave out must be at most 500 characters',
    ],
    [
      'a call name that is not text',
      { callNames: { Rosa: 7 } },
      'gift.callNames.Rosa: What the reader calls a character must be text',
    ],
  ])('refuses %s with a 400 that names the field, and keeps what was saved', async (_, badGift, message) => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift, characters })
      .expect(200);
    const response = await agent
      .post('/api/step2')
      .send({ ...story, bookTitle: 'Changed', gift: badGift, characters })
      .expect(400);
    expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    expect((await agent.get('/api/step2').expect(200)).body.story).toMatchObject({
      bookTitle: 'The Egg',
      gift: { occasion: 'Birthday' },
    });
  });

  it('survive a summary written from /OldStep2, whose prompts use them too', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift, characters })
      .expect(200);
    provider.reset();
    const variant = {
      bookTitle: 'Old',
      genre: 'Adventure',
      premise: 'Quest',
      style: 'Playful',
      tone: 'Warm',
      readingLevel: 2,
    };
    await agent.post('/api/generate_outline').send(variant).expect(200);
    expect(storyDataOf(provider.requests[0]!.body)).toMatchObject({ gift: { occasion: 'Birthday' } });
    expect((await agent.get('/api/step2').expect(200)).body.story).toMatchObject({ bookTitle: 'Old', gift });
  });

  it('can be changed after the summary without writing it again, and the outline uses the change', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift, characters })
      .expect(200);
    const summary = (await agent.get('/api/step2').expect(200)).body.story_outline;
    provider.reset();
    const reply = await agent
      .put('/api/story_gift')
      .send({ gift: { occasion: 'Retirement', to: ' Rosa ' } })
      .expect(200);
    expect(reply.body).toEqual({ gift: { occasion: 'Retirement', to: 'Rosa' } });
    expect(provider.requests).toHaveLength(0);
    const state = (await agent.get('/api/step2').expect(200)).body;
    expect(state).toEqual({
      story: { ...story, gift: { occasion: 'Retirement', to: 'Rosa' } },
      story_outline: summary,
    });

    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    expect(storyDataOf(provider.requests[0]!.body)).toMatchObject({
      gift: { occasion: 'Retirement', givenTo: 'Rosa' },
    });

    await agent.put('/api/story_gift').send({ gift: {} }).expect(200);
    expect((await agent.get('/api/step2').expect(200)).body.story).toEqual(story);
  });

  it('refuses gift details without a saved story (409) and bad ones (400), keeping what was saved', async () => {
    const agent = request.agent(testApp.server);
    const missing = await agent
      .put('/api/story_gift')
      .send({ gift: { occasion: 'Birthday' } })
      .expect(409);
    expect(missing.body).toMatchObject({ error: 'PREMISE_STORY_MISSING' });
    expect((await agent.get('/api/step2').expect(200)).body.story).toBeNull();

    await agent
      .post('/api/step2')
      .send({ ...story, gift, characters })
      .expect(200);
    const bad = await agent
      .put('/api/story_gift')
      .send({ gift: { from: 'x'.repeat(121) } })
      .expect(400);
    expect(bad.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'gift.from: Who gives the book must be at most 120 characters',
    });
    expect((await agent.get('/api/step2').expect(200)).body.story.gift).toEqual(gift);
  });
});
