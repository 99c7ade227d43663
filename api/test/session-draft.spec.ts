import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { VISITOR_COOKIE } from '../src/session/visitor-cookie.js';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

const visitorCookieOf = (response: request.Response): string | undefined =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`));

describe.each(TEST_DATABASES)('visitor session and draft on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ database, imports: [DraftProbeModule] });
  }, START_TIMEOUT_MS);
  afterAll(() => testApp.close());

  it('creates the visitor lazily with a signed, httpOnly, SameSite=Lax cookie (not Secure over plain HTTP)', async () => {
    const health = await request(testApp.server).get('/api/health');
    expect(visitorCookieOf(health)).toBeUndefined();

    const response = await request(testApp.server).get('/api/test-draft').expect(200);
    const cookie = visitorCookieOf(response);
    expect(cookie).toBeDefined();
    // cookie-parser's signed form, URL-encoded: "s:<visitor id>.<HMAC signature>".
    const value = decodeURIComponent(cookie!.split(';')[0]!.slice(VISITOR_COOKIE.length + 1));
    expect(value).toMatch(new RegExp(`^s:${response.body.visitorId}\\.[A-Za-z0-9+/]{43}$`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    // Without TRUST_PROXY a client cannot claim HTTPS with a forwarded header.
    const spoofed = await request(testApp.server).get('/api/test-draft').set('X-Forwarded-Proto', 'https').expect(200);
    expect(visitorCookieOf(spoofed)).not.toMatch(/; Secure/);
    expect(response.body.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps one visitor across requests and saves sections into their draft', async () => {
    const agent = request.agent(testApp.server);
    const first = await agent
      .put('/api/test-draft/story')
      .send({ value: { bookTitle: 'The Lighthouse' } })
      .expect(200);
    await agent.put('/api/test-draft/bookSize').send({ value: 'L' }).expect(200);
    const read = await agent.get('/api/test-draft/story').expect(200);
    expect(read.body).toEqual({ visitorId: first.body.visitorId, value: { bookTitle: 'The Lighthouse' }, found: true });
    const whole = await agent.get('/api/test-draft').expect(200);
    expect(whole.body.draft).toEqual({ story: { bookTitle: 'The Lighthouse' }, bookSize: 'L' });
  });

  it("never lets one visitor read or change another visitor's draft", async () => {
    const alice = request.agent(testApp.server);
    const bob = request.agent(testApp.server);
    await alice
      .put('/api/test-draft/characters')
      .send({ value: [{ name: 'Alice' }] })
      .expect(200);
    await bob
      .put('/api/test-draft/characters')
      .send({ value: [{ name: 'Bob' }] })
      .expect(200);
    expect((await alice.get('/api/test-draft/characters')).body.value).toEqual([{ name: 'Alice' }]);
    expect((await bob.get('/api/test-draft/characters')).body.value).toEqual([{ name: 'Bob' }]);
    expect((await request(testApp.server).get('/api/test-draft/characters')).body).toMatchObject({
      found: false,
      value: null,
    });
  });

  it('treats a forged or unsigned cookie as a brand-new visitor', async () => {
    const victim = request.agent(testApp.server);
    const saved = await victim.put('/api/test-draft/story').send({ value: 'private' }).expect(200);
    const victimId: string = saved.body.visitorId;

    const unsigned = await request(testApp.server)
      .get('/api/test-draft/story')
      .set('Cookie', `${VISITOR_COOKIE}=${victimId}`)
      .expect(200);
    const forged = await request(testApp.server)
      .get('/api/test-draft/story')
      .set('Cookie', `${VISITOR_COOKIE}=${encodeURIComponent(`s:${victimId}.forgedsignature`)}`)
      .expect(200);
    for (const response of [unsigned, forged]) {
      expect(response.body.visitorId).not.toBe(victimId);
      expect(response.body.found).toBe(false);
      expect(visitorCookieOf(response)).toBeDefined();
    }
  });

  it('saves concurrent sections of one visitor without losing any', async () => {
    const agent = request.agent(testApp.server);
    await agent.get('/api/test-draft').expect(200); // get the cookie first, so every save is the same visitor
    const keys = ['characters', 'story', 'storyOutline', 'bookSize', 'detailedOutline', 'cover', 'order'];
    await Promise.all(
      keys.map((key) =>
        agent
          .put(`/api/test-draft/${key}`)
          .send({ value: `${key}-value` })
          .expect(200),
      ),
    );
    const { draft } = (await agent.get('/api/test-draft')).body;
    expect(Object.keys(draft).sort()).toEqual([...keys].sort());
  });

  it('stores JSON null as a value, and removes a section saved as undefined', async () => {
    const agent = request.agent(testApp.server);
    await agent.put('/api/test-draft/cover').send({ value: null }).expect(200);
    expect((await agent.get('/api/test-draft/cover')).body).toMatchObject({ found: true, value: null });
    await agent.put('/api/test-draft/story').send({ value: 'kept' }).expect(200);
    await agent.put('/api/test-draft/cover').send({}).expect(200); // body.value is undefined
    expect((await agent.get('/api/test-draft/cover')).body).toMatchObject({ found: false });
    expect((await agent.get('/api/test-draft')).body.draft).toEqual({ story: 'kept' });
  });

  it('refuses an unknown section key with a 500 that leaks nothing', async () => {
    const response = await request(testApp.server).put('/api/test-draft/password').send({ value: 1 }).expect(500);
    expect(response.body).toEqual({
      error: 'DRAFT_SECTION_UNKNOWN',
      message: 'We could not save your progress. Please try again.',
    });
  });
});
