import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const NUL = 'Ada\u0000';
const LONE_SURROGATE = 'Ada\ud800';
const main = { name: 'Ada', isMainCharacter: true };
const details = {
  bookTitle: 'Tides',
  genre: 'Fantasy',
  premise: 'Quest',
  style: 'Lyrical',
  tone: 'Hopeful',
  readingLevel: 'Kid',
};
const variant = {
  bookTitle: 'Tides',
  genre: 'Fantasy',
  premise: 'Quest',
  tone: 'Dark',
  style: 'Lyrical',
  readingLevel: 3,
};
const chapter = { title: 'One', synopsis: 'It starts.', tags: ['storm'] };

/** Every endpoint that stores text, with a body valid but for the one field under test. */
const TEXT_FIELDS: Array<[method: 'post' | 'put', path: string, field: string, body: (bad: string) => object]> = [
  ['post', '/api/step1', 'characters[0].name', (bad) => ({ characters: [{ ...main, name: bad }] })],
  ['post', '/api/step1', 'characters[0].extraInfo', (bad) => ({ characters: [{ ...main, extraInfo: bad }] })],
  ['post', '/api/step2', 'premise', (bad) => ({ ...details, premise: bad })],
  ['post', '/api/step2', 'tone', (bad) => ({ ...details, tone: bad })],
  ['post', '/api/step2', 'gift.avoid', (bad) => ({ ...details, gift: { avoid: bad } })],
  ['put', '/api/story_gift', 'gift.callNames.Ada', (bad) => ({ gift: { callNames: { Ada: bad } } })],
  ['put', '/api/story_outline', 'story_outline', (bad) => ({ story_outline: bad })],
  ['put', '/api/detailed_outline/chapters/1', 'synopsis', (bad) => ({ ...chapter, synopsis: bad })],
  ['put', '/api/detailed_outline/chapters/1', 'tags[0]', (bad) => ({ ...chapter, tags: [bad] })],
  ['post', '/api/generate_outline', 'customPremise', (bad) => ({ ...variant, customPremise: bad, premise: 'custom' })],
  ['post', '/api/analytics/pageview', 'title', (bad) => ({ page: '/', title: bad })],
  ['post', '/api/analytics/web-vitals', 'id', (bad) => ({ name: 'LCP', value: 1, rating: 'good', id: bad, page: '/' })],
];

describe.each(TEST_DATABASES)('a failed request changes nothing, on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  describe.each([
    ['a NUL character', NUL],
    ['an unpaired surrogate', LONE_SURROGATE],
  ])('text with %s', (_what, bad) => {
    it.each(TEXT_FIELDS)('is refused by %s %s with 400 naming %s', async (method, path, field, body) => {
      const response = await request(testApp.server)[method](path).send(body(bad)).expect(400);
      expect(response.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: expect.stringMatching(new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}: .*cannot be saved`)),
      });
    });
  });

  it('POST /api/step2 with characters and a premise that cannot be stored keeps the saved characters', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step1')
      .send({ characters: [main] })
      .expect(200);
    await agent
      .post('/api/step2')
      .send({ ...details, premise: NUL, characters: [{ name: 'Mallory', isMainCharacter: true }] })
      .expect(400);
    const saved = await agent.get('/api/get_characters').expect(200);
    expect(saved.body.characters.map((character: { name: string }) => character.name)).toEqual(['Ada']);
    expect((await agent.get('/api/step2').expect(200)).body.story).toBeNull();
  });

  it.each([true, [3], '3'])(
    'refuses readingLevel %j on /api/generate_outline instead of coercing it',
    async (readingLevel) => {
      const agent = request.agent(testApp.server);
      await agent
        .post('/api/step1')
        .send({ characters: [main] })
        .expect(200);
      const response = await agent
        .post('/api/generate_outline')
        .send({ ...variant, readingLevel })
        .expect(400);
      expect(response.body).toMatchObject({
        success: false,
        error: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^readingLevel: /),
      });
      expect((await agent.get('/api/step2').expect(200)).body.story).toBeNull();
    },
  );
});
