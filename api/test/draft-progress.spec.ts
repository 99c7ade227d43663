import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const characters = [
  { name: 'Ada', isMainCharacter: true, personality: ['Brave'], skills: 'Climbing', fears: 'The dark' },
  { name: 'Bo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites' },
];
const renamed = [{ ...characters[0], name: 'Beatrix' }, characters[1]];
const story = {
  bookTitle: 'The Lantern',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

type Agent = ReturnType<typeof request.agent>;
const progressOf = async (agent: Agent) => (await agent.get('/api/draft/progress').expect(200)).body;

describe.each(TEST_DATABASES)('GET /api/draft/progress on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  /** A visitor who saved characters on step 1 and wrote a summary on step 2 (sending them, as /step2 does). */
  async function visitorWithSummary() {
    const agent = request.agent(testApp.server);
    await agent.post('/api/step1').send({ characters }).expect(200);
    await agent
      .post('/api/step2')
      .send({ ...story, characters })
      .expect(200);
    return agent;
  }

  it('reports an empty draft: no step done, everything step 3 needs missing, nothing out of date', async () => {
    const response = await request(testApp.server).get('/api/draft/progress').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      steps: { characters: false, premise: false, outline: false, cover: false, delivery: false },
      stale: { summary: false, outline: false },
      outlineMissing: ['characters', 'story details', 'story summary'],
    });
  });

  it('names what step 3 lacks exactly as POST /api/step3 refuses it', async () => {
    const agent = request.agent(testApp.server);
    await agent.post('/api/step1').send({ characters }).expect(200);
    const progress = await progressOf(agent);
    expect(progress.steps).toMatchObject({ characters: true, premise: false });
    expect(progress.outlineMissing).toEqual(['story details', 'story summary']);
    const refused = await agent.post('/api/step3').send({ book_size: 'small' }).expect(400);
    expect(refused.body.details.missing).toEqual(progress.outlineMissing);
  });

  it('marks steps 1 and 2 done from the server draft alone, with nothing missing for step 3', async () => {
    const agent = await visitorWithSummary();
    expect(await progressOf(agent)).toEqual({
      steps: { characters: true, premise: true, outline: false, cover: false, delivery: false },
      stale: { summary: false, outline: false },
      outlineMissing: [],
    });
  });

  it('shows the summary as written for the earlier characters once a name changes, until it is written again', async () => {
    const agent = await visitorWithSummary();
    await agent.post('/api/step1').send({ characters }).expect(200);
    expect((await progressOf(agent)).stale.summary).toBe(false); // the same characters saved again change nothing

    await agent.post('/api/step1').send({ characters: renamed }).expect(200);
    const stale = await progressOf(agent);
    expect(stale.stale.summary).toBe(true);
    // Out of date is not missing: the saved summary still lets the visitor go on to step 3.
    expect(stale.steps.premise).toBe(true);
    expect(stale.outlineMissing).toEqual([]);

    await agent.post('/api/step2').send(story).expect(200);
    expect((await progressOf(agent)).stale.summary).toBe(false);
  });

  it('takes a saved summary edit as the visitor vouching for it with the current characters', async () => {
    const agent = await visitorWithSummary();
    await agent.post('/api/step1').send({ characters: renamed }).expect(200);
    expect((await progressOf(agent)).stale.summary).toBe(true);
    await agent
      .put('/api/story_outline')
      .send({ story_outline: '# The Lantern\nBeatrix finds a lantern.' })
      .expect(200);
    expect((await progressOf(agent)).stale.summary).toBe(false);
  });

  it('shows the outline as written for the earlier summary after a new one, keeping chapter edits until it is written again', async () => {
    const agent = await visitorWithSummary();
    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    await agent
      .put('/api/detailed_outline/chapters/3')
      .send({ title: 'The Storm', synopsis: 'Thunder over the bay.', tags: [] })
      .expect(200);
    expect(await progressOf(agent)).toMatchObject({
      steps: { outline: true },
      stale: { summary: false, outline: false },
    });

    await agent.post('/api/step1').send({ characters: renamed }).expect(200);
    await agent.post('/api/step2').send(story).expect(200);
    expect((await progressOf(agent)).stale).toEqual({ summary: false, outline: true });
    const kept = (await agent.get('/api/get_detailed_outline').expect(200)).body;
    expect(kept.chapters[2]).toMatchObject({ number: 3, title: 'The Storm', synopsis: 'Thunder over the bay.' });

    const rewritten = (await agent.post('/api/step3').send({ book_size: 'small' }).expect(200)).body;
    expect(rewritten.chapters[2].title).not.toBe('The Storm');
    expect((await progressOf(agent)).stale).toEqual({ summary: false, outline: false });
  });

  it('shows the outline as out of date after the summary is edited', async () => {
    const agent = await visitorWithSummary();
    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    await agent
      .put('/api/story_outline')
      .send({ story_outline: '# The Lantern\nAda and Bo sail to the cove.' })
      .expect(200);
    expect((await progressOf(agent)).stale.outline).toBe(true);
  });
});
