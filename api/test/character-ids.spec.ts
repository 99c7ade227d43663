import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { characterIdFromName, characterListSchema } from '@storyloom/contracts';
import request from 'supertest';
import { fingerprintOf } from '../src/draft/fingerprint.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { OpenAiCompatibleServer, storyDataOf } from './support/openai-compatible-server.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const mira = { id: 'mira', name: 'Mira', isMainCharacter: true, age: '6' };
const rosa = { id: 'rosa', name: 'Rosa', isMainCharacter: false, relation: 'Grandmother', age: '72' };
const story = {
  bookTitle: 'The Egg',
  genre: 'Adventure',
  premise: "A dinosaur egg hatches in Grandma's garden",
  style: 'Playful',
  tone: 'Warm',
  readingLevel: 'Kid',
};

type Agent = ReturnType<typeof request.agent>;

describe.each(TEST_DATABASES)('characters have ids, and the gift call names are keyed by them, on %s', (database) => {
  let provider: OpenAiCompatibleServer;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await OpenAiCompatibleServer.start();
    testApp = await startTestApp({
      database,
      imports: [DraftProbeModule],
      env: { OPENAI_BASE_URL: provider.baseUrl, OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_RETRIES: '0' },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });
  beforeEach(() => provider.reset());

  /** The characters the outline prompt lists, as its story data has them (name and call name). */
  async function outlinePromptCharacters(agent: Agent): Promise<unknown[]> {
    provider.reset();
    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    const outlineRequest = provider.requests.find((sent) => sent.body.response_format?.type === 'json_schema')!;
    return (
      storyDataOf(outlineRequest.body)!.characters as Array<{ name: string; whatTheReaderCallsThem?: string }>
    ).map(({ name, whatTheReaderCallsThem }) => ({ name, whatTheReaderCallsThem }));
  }

  it("keeps a sane client id, gives every other character one, and returns ids in both of step 1's replies", async () => {
    const agent = request.agent(testApp.server);
    const sent = [
      mira,
      { ...rosa, id: 'not a token!' },
      { name: 'Leo', isMainCharacter: false },
      { id: 'mira', name: 'Ivy', isMainCharacter: false },
    ];
    await agent.post('/api/step1').send({ characters: sent }).expect(200);
    const ids = (await agent.get('/api/step1').expect(200)).body.characters.map(
      (character: { id: string }) => character.id,
    );
    // An odd id and none at all get the id of the name; an id already taken in the list gets a copy number.
    expect(ids).toEqual(['mira', characterIdFromName('Rosa'), characterIdFromName('Leo'), 'mira-2']);
    expect(
      (await agent.get('/api/get_characters').expect(200)).body.characters.map(
        (character: { id: string }) => character.id,
      ),
    ).toEqual(ids);
  });

  it('keeps the call name when the character is renamed', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { callNames: { rosa: 'Grandma' } }, characters: [mira, rosa] })
      .expect(200);
    await agent
      .post('/api/step1')
      .send({ characters: [mira, { ...rosa, name: 'Rosalind' }] })
      .expect(200);
    expect((await agent.get('/api/step2').expect(200)).body.story.gift).toEqual({ callNames: { rosa: 'Grandma' } });
    expect(await outlinePromptCharacters(agent)).toEqual([
      { name: 'Mira', whatTheReaderCallsThem: undefined },
      { name: 'Rosalind', whatTheReaderCallsThem: 'Grandma' },
    ]);
  });

  it('gives two characters of the same name their own call names', async () => {
    const agent = request.agent(testApp.server);
    const sams = [
      { ...mira },
      { id: 'sam-uncle', name: 'Sam', isMainCharacter: false, age: '40' },
      { id: 'sam-cousin', name: 'Sam', isMainCharacter: false, age: '5' },
    ];
    await agent
      .post('/api/step2')
      .send({ ...story, characters: sams })
      .expect(200);
    const reply = await agent
      .put('/api/story_gift')
      .send({ gift: { callNames: { 'sam-uncle': 'Uncle Sam', 'sam-cousin': 'Little Sam' } } })
      .expect(200);
    expect(reply.body).toEqual({ gift: { callNames: { 'sam-uncle': 'Uncle Sam', 'sam-cousin': 'Little Sam' } } });
    expect(await outlinePromptCharacters(agent)).toEqual([
      { name: 'Mira', whatTheReaderCallsThem: undefined },
      { name: 'Sam', whatTheReaderCallsThem: 'Uncle Sam' },
      { name: 'Sam', whatTheReaderCallsThem: 'Little Sam' },
    ]);
  });

  it("takes an older client's name key for that character's id, on /api/story_gift and /api/step2", async () => {
    const agent = request.agent(testApp.server);
    // An older /step1 sends no ids: its characters get the ids of their names.
    const withoutIds = [mira, rosa].map(({ id: _id, ...character }) => character);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { callNames: { Rosa: 'Grandma' } }, characters: withoutIds })
      .expect(200);
    expect((await agent.get('/api/step2').expect(200)).body.story.gift).toEqual({
      callNames: { [characterIdFromName('Rosa')]: 'Grandma' },
    });

    const reply = await agent
      .put('/api/story_gift')
      .send({ gift: { occasion: 'Birthday', callNames: { Mira: 'Bean', Rosa: 'Nana' } } })
      .expect(200);
    const byId = { [characterIdFromName('Mira')]: 'Bean', [characterIdFromName('Rosa')]: 'Nana' };
    expect(reply.body).toEqual({ gift: { occasion: 'Birthday', callNames: byId } });
    expect((await agent.get('/api/step2').expect(200)).body.story.gift).toEqual({
      occasion: 'Birthday',
      callNames: byId,
    });
  });

  it('keeps the saved ids when an older client re-saves the characters without any', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { callNames: { rosa: 'Grandma' } }, characters: [mira, rosa] })
      .expect(200);
    const withoutIds = [
      ...[mira, rosa].map(({ id: _id, ...character }) => character),
      { name: 'Leo', isMainCharacter: false },
    ];
    await agent.post('/api/step1').send({ characters: withoutIds }).expect(200);
    const ids = (await agent.get('/api/step1').expect(200)).body.characters.map(
      (character: { id: string }) => character.id,
    );
    expect(ids).toEqual(['mira', 'rosa', characterIdFromName('Leo')]);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { callNames: { Rosa: 'Nana' } }, characters: withoutIds.slice(0, 2) })
      .expect(200);
    expect(
      (await agent.get('/api/get_characters').expect(200)).body.characters.map(
        (character: { id: string }) => character.id,
      ),
    ).toEqual(['mira', 'rosa']);
    expect((await agent.get('/api/step2').expect(200)).body.story.gift).toEqual({ callNames: { rosa: 'Nana' } });
  });

  it('refuses a key that is no character, with a 400 naming it, and keeps what was saved', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, gift: { callNames: { rosa: 'Grandma' } }, characters: [mira, rosa] })
      .expect(200);
    const refused = await agent
      .put('/api/story_gift')
      .send({ gift: { callNames: { rosa: 'Nana', Zed: 'Zeddy' } } })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.body).toEqual({
      error: 'PREMISE_CALL_NAME_UNKNOWN',
      message: "gift.callNames.Zed: 'Zed' is not one of your characters",
      details: [{ path: 'gift.callNames.Zed', message: "'Zed' is not one of your characters" }],
    });
    const onStep2 = await agent
      .post('/api/step2')
      .send({ ...story, bookTitle: 'Changed', gift: { callNames: { ghost: 'Boo' } }, characters: [mira, rosa] })
      .expect(400);
    expect(onStep2.body).toMatchObject({
      error: 'PREMISE_CALL_NAME_UNKNOWN',
      message: "gift.callNames.ghost: 'ghost' is not one of your characters",
    });
    expect((await agent.get('/api/step2').expect(200)).body.story).toMatchObject({
      bookTitle: 'The Egg',
      gift: { callNames: { rosa: 'Grandma' } },
    });
  });

  it('does not call a summary out of date because the characters it was written for got ids since', async () => {
    const agent = request.agent(testApp.server);
    const withoutIds = [mira, rosa].map(({ id: _id, ...character }) => character);
    await agent
      .post('/api/step2')
      .send({ ...story, characters: withoutIds })
      .expect(200);
    // As a draft of before ids holds them: the characters stored without ids, and the summary's record of them
    // fingerprinted as they were parsed then (no id field).
    const parsedThen = characterListSchema.parse(withoutIds).map(({ id: _id, ...character }) => character);
    await agent.put('/api/test-draft/characters').send({ value: withoutIds }).expect(200);
    await agent
      .put('/api/test-draft/storyOutlineSource')
      .send({ value: { characters: fingerprintOf(parsedThen) } })
      .expect(200);
    expect((await agent.get('/api/draft/progress').expect(200)).body.stale.summary).toBe(false);
    await agent
      .post('/api/step1')
      .send({ characters: [mira, { ...rosa, name: 'Rosalind' }] })
      .expect(200);
    expect((await agent.get('/api/draft/progress').expect(200)).body.stale.summary).toBe(true);
  });

  it('reads a draft saved before ids: characters get the ids of their names and name keys become those ids', async () => {
    const agent = request.agent(testApp.server);
    await agent
      .post('/api/step2')
      .send({ ...story, characters: [mira, rosa] })
      .expect(200);
    const summary = (await agent.get('/api/step2').expect(200)).body.story_outline;
    const legacyCharacters = [
      { name: 'Mira', isMainCharacter: true, age: '6' },
      { name: 'Rosa', isMainCharacter: false, relation: 'Grandmother', age: '72' },
      { name: 'Rosa', isMainCharacter: false, relation: 'Friend' },
    ];
    await agent.put('/api/test-draft/characters').send({ value: legacyCharacters }).expect(200);
    await agent
      .put('/api/test-draft/story')
      .send({
        value: { ...story, style: 'Playful', tone: 'Warm', gift: { callNames: { Rosa: 'Grandma', Gone: 'Ghost' } } },
      })
      .expect(200);

    const ids = (await agent.get('/api/step1').expect(200)).body.characters.map(
      (character: { id: string }) => character.id,
    );
    expect(ids).toEqual([characterIdFromName('Mira'), characterIdFromName('Rosa'), `${characterIdFromName('Rosa')}-2`]);
    // Before ids one name key stood for every character of that name; a key that names nobody is dropped.
    expect((await agent.get('/api/step2').expect(200)).body).toEqual({
      story: { ...story, gift: { callNames: { [ids[1]]: 'Grandma', [ids[2]]: 'Grandma' } } },
      story_outline: summary,
    });
  });
});
