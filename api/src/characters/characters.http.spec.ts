import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { characterIdFromName } from '@storyloom/contracts';
import request from 'supertest';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from '../../test/support/test-app.js';
import { DraftService } from '../draft/draft.service.js';
import { VISITOR_COOKIE } from '../session/visitor-cookie.js';

const main = {
  id: 'ada',
  name: 'Ada',
  isMainCharacter: true,
  personality: ['Funny', 'Loves tea'],
  skills: 'Art,, Music ',
  age: '9',
  gender: 'female',
};
const friend = (name: string) => ({ name, isMainCharacter: false, relation: 'Friend', fears: 'Heights' });

/** The visitor id inside a signed `storyloom_visitor` cookie ("s:<id>.<signature>"). */
function visitorIdOf(response: request.Response): string {
  const cookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((entry) => entry.startsWith(`${VISITOR_COOKIE}=`));
  const value = decodeURIComponent(cookie!.split(';')[0]!.slice(VISITOR_COOKIE.length + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

describe.each(TEST_DATABASES)('Step 1 characters API on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('answers empty lists before anything is saved', async () => {
    const agent = request.agent(testApp.server);
    expect((await agent.get('/api/step1').expect(200)).body).toEqual({ characters: [] });
    expect((await agent.get('/api/get_characters').expect(200)).body).toEqual({ success: true, characters: [] });
  });

  it('saves valid characters and gives them back normalised, in both forms', async () => {
    const agent = request.agent(testApp.server);
    const saved = await agent
      .post('/api/step1')
      .send({ characters: [main, friend('  Bo  ')] })
      .expect(200);
    expect(saved.body).toEqual({ message: 'Characters saved successfully' });

    const restored = await agent.get('/api/step1').expect(200);
    expect(restored.body.characters).toEqual([
      {
        id: 'ada',
        name: 'Ada',
        isMainCharacter: true,
        personality: ['Funny', 'Loves tea'],
        skills: 'Art, Music',
        hobbies: '',
        quirks: '',
        fears: '',
        extraInfo: '',
        gender: 'female',
        age: '9',
        personalityCustom: '',
        skillsCustom: '',
        hobbiesCustom: '',
        funnyQuirksCustom: '',
        fearsCustom: '',
      },
      expect.objectContaining({ name: 'Bo', relation: 'Friend', fears: 'Heights', gender: 'unselected', age: '' }),
    ]);

    expect((await agent.get('/api/get_characters').expect(200)).body).toEqual({
      success: true,
      characters: [
        {
          id: 'ada',
          name: 'Ada',
          isMainCharacter: true,
          personality: 'Funny, Loves tea',
          skills: 'Art, Music',
          hobbies: '',
          quirks: '',
          fears: '',
          extraInfo: '',
        },
        {
          id: characterIdFromName('Bo'),
          name: 'Bo',
          isMainCharacter: false,
          personality: '',
          skills: '',
          hobbies: '',
          quirks: '',
          fears: 'Heights',
          extraInfo: '',
        },
      ],
    });
  });

  it('accepts the variant form: an age-range code for the main character, a number for a supporting one', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step1')
      .send({
        characters: [
          { ...main, age: 'young-adult' },
          { ...friend('Bo'), relation: 'Cousin', age: '12' },
        ],
      })
      .expect(200);
    const { characters } = (await agent.get('/api/step1')).body;
    expect(characters.map((character: { age: string }) => character.age)).toEqual(['young-adult', '12']);
  });

  it('replaces the previous characters on a later save', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step1')
      .send({ characters: [main, friend('Bo')] })
      .expect(200);
    await agent
      .post('/api/step1')
      .send({ characters: [{ ...main, name: 'Eve' }] })
      .expect(200);
    const { characters } = (await agent.get('/api/step1')).body;
    expect(characters.map((character: { name: string }) => character.name)).toEqual(['Eve']);
  });

  it.each([
    ['a blank name', { characters: [{ ...main, name: '   ' }] }, 'characters[0].name: Name is required'],
    ['a blank supporting name', { characters: [main, friend('')] }, 'characters[1].name: Name is required'],
    [
      'two main characters',
      { characters: [main, { ...main, name: 'Eve' }] },
      'characters[1].isMainCharacter: Only one character can be the main character',
    ],
    ['no main character', { characters: [friend('Bo')] }, 'characters: Exactly one main character is required'],
    [
      '13 supporting characters',
      { characters: [main, ...Array.from({ length: 13 }, (_, index) => friend(`Friend ${index}`))] },
      'characters: At most 12 supporting characters are allowed',
    ],
    ['a number as name', { characters: [{ ...main, name: 42 }] }, 'characters[0].name: Name must be text'],
    [
      'a number as age',
      { characters: [{ ...main, age: 7 }] },
      'characters[0].age: Age must be text: a whole number or an age range',
    ],
    [
      'a list as skills',
      { characters: [{ ...main, skills: ['Art'] }] },
      'characters[0].skills: Skills must be comma-separated text',
    ],
    [
      'a string as isMainCharacter',
      { characters: [{ ...main, isMainCharacter: 'yes' }] },
      'characters[0].isMainCharacter: isMainCharacter must be true or false',
    ],
    ['characters that are not a list', { characters: 'Ada' }, 'characters: characters must be a list of characters'],
    [
      'a 61-character name',
      { characters: [{ ...main, name: 'x'.repeat(61) }] },
      'characters[0].name: Name must be at most 60 characters',
    ],
  ])('refuses %s with 400 naming the field', async (_, body, message) => {
    const response = await request(testApp.server).post('/api/step1').send(body).expect(400);
    expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    const separator = message.indexOf(': ');
    expect(response.body.details[0]).toEqual({
      path: message.slice(0, separator),
      message: message.slice(separator + 2),
    });
  });

  it('keeps the previous draft when a later post is invalid', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step1')
      .send({ characters: [main] })
      .expect(200);
    await agent
      .post('/api/step1')
      .send({ characters: [{ ...main, name: '' }] })
      .expect(400);
    await agent
      .post('/api/step1')
      .send({ characters: [main, main] })
      .expect(400);
    const { characters } = (await agent.get('/api/step1')).body;
    expect(characters).toEqual([expect.objectContaining({ name: 'Ada', isMainCharacter: true })]);
  });

  it('saves names in every script the book prints and refuses an emoji name, naming the characters', async () => {
    const agent = request.agent(testApp.server);
    const names = ['Zoë', 'Łukasz', 'Ольга', 'Αλέξης', '美咲'];
    await agent
      .post('/api/step1')
      .send({ characters: [{ ...main, name: names[0] }, ...names.slice(1).map(friend)] })
      .expect(200);
    const refused = await agent
      .post('/api/step1')
      .send({ characters: [{ ...main, name: 'Mia 😀' }] })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain("These characters can't be printed: 😀");
    expect(
      (await agent.get('/api/step1')).body.characters.map((character: { name: string }) => character.name),
    ).toEqual(names);
  });

  it('answers a 10 MB body with 413 JSON and saves nothing', async () => {
    const agent = request.agent(testApp.server);
    await agent.get('/api/step1').expect(200);
    const huge = JSON.stringify({ characters: [{ ...main, extraInfo: 'x'.repeat(10 * 1024 * 1024) }] });
    const response = await agent.post('/api/step1').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.error).toBe('PAYLOAD_TOO_LARGE');
    expect((await agent.get('/api/step1')).body).toEqual({ characters: [] });
  });

  it('stores markup in names as plain text and serves it back as JSON, never as HTML', async () => {
    const agent = request.agent(testApp.server);
    const hostile = '<script>alert("x")</script>';
    await agent
      .post('/api/step1')
      .send({ characters: [{ ...main, name: hostile, extraInfo: '<img src=x onerror=alert(1)>' }] })
      .expect(200);
    const response = await agent.get('/api/get_characters').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.characters[0]).toMatchObject({ name: hostile, extraInfo: '<img src=x onerror=alert(1)>' });
  });

  it('keeps two visitors apart', async () => {
    const alice = request.agent(testApp.server);
    const bob = request.agent(testApp.server);
    await alice
      .post('/api/step1')
      .send({ characters: [{ ...main, name: 'Alice' }] })
      .expect(200);
    await bob
      .post('/api/step1')
      .send({ characters: [{ ...main, name: 'Bob' }] })
      .expect(200);
    expect((await alice.get('/api/get_characters')).body.characters[0].name).toBe('Alice');
    expect((await bob.get('/api/get_characters')).body.characters[0].name).toBe('Bob');
    expect((await request(testApp.server).get('/api/get_characters')).body).toEqual({ success: true, characters: [] });
  });

  it('refuses to serve stored characters that no longer pass the contract', async () => {
    const agent = request.agent(testApp.server);
    const first = await agent
      .post('/api/step1')
      .send({ characters: [main] })
      .expect(200);
    await testApp.app.get(DraftService).saveSection(visitorIdOf(first), 'characters', [{ name: '' }]);
    const response = await agent.get('/api/step1').expect(409);
    expect(response.body).toEqual({
      error: 'CHARACTERS_DRAFT_UNREADABLE',
      message: 'Your saved characters could not be read. Please enter them again on step 1.',
    });
    await agent
      .post('/api/step1')
      .send({ characters: [main] })
      .expect(200);
    expect((await agent.get('/api/get_characters').expect(200)).body.characters).toHaveLength(1);
  });
});
