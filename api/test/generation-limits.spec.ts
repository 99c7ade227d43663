import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { bufferText, parseEventStream } from './support/event-stream-reply.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import {
  restartableStorage,
  START_TIMEOUT_MS,
  startTestApp,
  TEST_DATABASES,
  type TestApp,
  type TestAppOptions,
} from './support/test-app.js';

const body = { genre: 'Horror', premise: 'Quest', characters: [{ name: 'Ada', isMainCharacter: true }] };

describe.each(TEST_DATABASES)('generation limits on %s', (database) => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>, storage: TestAppOptions = {}) => {
    const app = await startTestApp({ database, env, ...storage });
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it(
    'limits each visitor to GENERATION_MAX_PER_VISITOR per window, as 429 with an actionable message',
    async () => {
      const app = await start({ GENERATION_MAX_PER_VISITOR: '2', GENERATION_WINDOW_SECONDS: '600' });
      const agent = request.agent(app.server);
      await agent.post('/api/step2').send(body).expect(200);
      await agent.post('/api/step2').send(body).expect(200);
      const limited = await agent.post('/api/step2').send(body).expect(429);
      expect(limited.body).toMatchObject({
        error: 'GENERATION_RATE_LIMITED',
        message: expect.stringMatching(
          /^You have reached the limit of 2 generated texts for now\. Please wait about (10 minutes|\d+ minutes) and try again/,
        ),
        details: { scope: 'visitor', limit: 2, retryAfterSeconds: expect.any(Number) },
      });
      expect(limited.body.details.retryAfterSeconds).toBeGreaterThan(590);
      expect(limited.body.details.retryAfterSeconds).toBeLessThanOrEqual(600);
      // The same wait as the standard header, for HTTP clients and proxies that honour it.
      expect(limited.headers['retry-after']).toBe(String(limited.body.details.retryAfterSeconds));
      // The streamed form reports the same refusal as its error event.
      const streamed = await agent
        .post('/api/step2')
        .set('Accept', 'text/event-stream')
        .send(body)
        .buffer(true)
        .parse(bufferText)
        .expect(200);
      expect(parseEventStream(streamed.body as string)).toEqual([
        { event: 'error', data: expect.objectContaining({ error: 'GENERATION_RATE_LIMITED', status: 429 }) },
      ]);
      // Another visitor is not affected; and the refused request still saved the story details.
      await request(app.server).post('/api/step2').send(body).expect(200);
      expect((await agent.get('/api/step2')).body.story.genre).toBe('Horror');
    },
    START_TIMEOUT_MS,
  );

  it(
    'limits one network address across visitors with GENERATION_MAX_PER_IP',
    async () => {
      const app = await start({ GENERATION_MAX_PER_IP: '3' });
      for (let visitor = 0; visitor < 3; visitor++) await request(app.server).post('/api/step2').send(body).expect(200);
      const limited = await request(app.server).post('/api/step2').send(body).expect(429);
      expect(limited.body).toMatchObject({
        error: 'GENERATION_RATE_LIMITED',
        message: expect.stringMatching(/^Your network has reached the limit of 3/),
        details: { scope: 'ip' },
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    },
    START_TIMEOUT_MS,
  );

  it(
    'counts every address of one IPv6 /64 network against the same GENERATION_MAX_PER_IP (RATE_LIMIT_IPV6_PREFIX)',
    async () => {
      const app = await start({ GENERATION_MAX_PER_IP: '3', TRUST_PROXY: '1' });
      const from = (ip: string) => request(app.server).post('/api/step2').set('X-Forwarded-For', ip).send(body);
      for (let host = 1; host <= 3; host++) await from(`2001:db8:9e:1::${host}`).expect(200);
      const limited = await from('2001:db8:9e:1:ffff::4').expect(429);
      expect(limited.body.details).toMatchObject({ scope: 'ip', limit: 3 });
      await from('2001:db8:9e:2::1').expect(200);
      // A /48 setting puts the neighbouring /64 in the same bucket.
      const wide = await start({ GENERATION_MAX_PER_IP: '1', TRUST_PROXY: '1', RATE_LIMIT_IPV6_PREFIX: '48' });
      await request(wide.server).post('/api/step2').set('X-Forwarded-For', '2001:db8:9f:1::1').send(body).expect(200);
      await request(wide.server).post('/api/step2').set('X-Forwarded-For', '2001:db8:9f:2::1').send(body).expect(429);
    },
    START_TIMEOUT_MS,
  );

  it(
    'caps the generations of one draft with GENERATION_MAX_PER_DRAFT',
    async () => {
      const app = await start({ GENERATION_MAX_PER_DRAFT: '2' });
      const agent = request.agent(app.server);
      await agent.post('/api/step2').send(body).expect(200);
      await agent.post('/api/step2').send(body).expect(200);
      const capped = await agent.post('/api/step2').send(body).expect(429);
      expect(capped.body).toEqual({
        error: 'GENERATION_LIMIT_REACHED',
        message:
          'This book has reached its limit of 2 generated texts. You can still edit the summary and outline you have, or contact us if you need more.',
        details: { limit: 2 },
      });
      await agent.put('/api/story_outline').send({ story_outline: '# Still editable' }).expect(200);
    },
    START_TIMEOUT_MS,
  );

  it(
    'does not count a failed generation against the cap (it still counts against the rate limits)',
    async () => {
      const provider = await OpenAiCompatibleServer.start();
      try {
        const app = await start({
          OPENAI_BASE_URL: provider.baseUrl,
          OPENAI_MAX_RETRIES: '0',
          GENERATION_MAX_PER_DRAFT: '1',
          GENERATION_MAX_PER_VISITOR: '3',
        });
        const agent = request.agent(app.server);
        provider.script({ status: 500 });
        await agent.post('/api/step2').send(body).expect(502);
        await agent.post('/api/step2').send(body).expect(200);
        expect((await agent.post('/api/step2').send(body).expect(429)).body.error).toBe('GENERATION_LIMIT_REACHED');
        const outcomes = await app.db.query<{ outcome: string }>('SELECT outcome FROM generation_events ORDER BY id');
        expect(outcomes.map((row) => row.outcome)).toEqual(['failed', 'succeeded']);
      } finally {
        await provider.close();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'lets only the limit through when requests race, and keeps counting after a restart',
    async () => {
      // The same storage for both starts, dropped at the end even when an expectation fails.
      const { options: storage, cleanUp } = restartableStorage(database);
      try {
        const env = { GENERATION_MAX_PER_VISITOR: '3' };
        const first = await start(env, storage);
        const agent = request.agent(first.server);
        // The cookie first, so the racing requests are one visitor (and the same one after the restart).
        const cookie = String((await agent.get('/api/step2').expect(200)).headers['set-cookie']).split(';')[0]!;
        const statuses = await Promise.all(
          Array.from({ length: 6 }, () =>
            agent
              .post('/api/step2')
              .send(body)
              .then((response) => response.status),
          ),
        );
        expect(statuses.filter((status) => status === 200)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(3);
        await first.close();
        apps.splice(apps.indexOf(first), 1);

        const second = await start(env, storage);
        await request(second.server).post('/api/step2').set('Cookie', cookie).send(body).expect(429);
      } finally {
        await Promise.all(apps.splice(0).map((app) => app.close()));
        await cleanUp();
      }
    },
    START_TIMEOUT_MS,
  );
});
