import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DraftProbeModule } from './support/draft-probe.module.js';
import { bufferText, parseEventStream } from './support/event-stream-reply.js';
import { OpenAiCompatibleServer } from './support/openai-compatible-server.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

// Issue 24, F3 and F8: the fault matrix of the wizard against a local OpenAI-compatible server. Every text is
// checked before it is stored; a failing one is repaired or written again, and when that budget is spent the
// visitor gets WRITER_OUTPUT_INVALID and nothing of the bad text is kept.

const characters = [
  { name: 'Ada', isMainCharacter: true, personality: ['Brave'] },
  { name: 'Bo', isMainCharacter: false, relation: 'Friend' },
];
const story = {
  bookTitle: 'The Lantern',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};
const REFUSAL = "I'm sorry, but I can't help with that request.";
const INVALID = {
  error: 'WRITER_OUTPUT_INVALID',
  message: 'The story writer returned an incomplete text. Please try again.',
};

type Agent = ReturnType<typeof request.agent>;

/** Everything stored for the visitor, as one string to search for bad text. */
const storedDraft = async (agent: Agent) => JSON.stringify((await agent.get('/api/test-draft').expect(200)).body.draft);

/** A 15-chapter outline answer whose entry `broken` has no usable synopsis. */
function outlineWithBrokenEntry(broken: number): string {
  const chapters = Array.from({ length: 15 }, (_, index) => ({
    number: index + 1,
    title: `Scripted title ${index + 1}`,
    synopsis: index + 1 === broken ? '' : `Ada and Bo live through the scripted events of chapter ${index + 1}.`,
    tags: ['Ada'],
  }));
  return JSON.stringify({ chapters });
}

describe.each(TEST_DATABASES)(
  'checked writer output in the wizard (a local OpenAI-compatible server) on %s',
  (database) => {
    let provider: OpenAiCompatibleServer;
    let testApp: TestApp;
    beforeAll(async () => {
      provider = await OpenAiCompatibleServer.start();
      testApp = await startTestApp({
        database,
        imports: [DraftProbeModule],
        env: {
          OPENAI_BASE_URL: provider.baseUrl,
          OPENAI_API_KEY: 'sk-test',
          OPENAI_TIMEOUT_MS: '20000',
          OPENAI_MAX_RETRIES: '0',
          GENERATION_MAX_PER_IP: '100000',
        },
      });
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await testApp.close();
      await provider.close();
    });
    beforeEach(() => provider.reset());

    const afterStep1 = async () => {
      const agent = request.agent(testApp.server);
      await agent.post('/api/step1').send({ characters }).expect(200);
      return agent;
    };

    describe('the summary (step 2)', () => {
      it('writes a refused summary again and saves only the good one', async () => {
        const agent = await afterStep1();
        provider.script({ text: REFUSAL });
        const reply = await agent
          .post('/api/step2')
          .send({ ...story, characters })
          .expect(200);
        expect(provider.requests).toHaveLength(2);
        expect(JSON.stringify(reply.body)).not.toContain("I'm sorry");
        expect(await storedDraft(agent)).not.toContain("I'm sorry");
      });

      it('answers 502 WRITER_OUTPUT_INVALID when every attempt is refused or restarted, and stores none of them', async () => {
        const agent = await afterStep1();
        const good =
          '# The Lantern\n## A tale\n@Ada: brave and ready for anything.\n## The Story\nAda and Bo follow the lantern down to the cove, where the tide hides a door nobody has opened for a hundred years.';
        provider.script({ text: REFUSAL }, { text: `${good}\n${good}` }, { text: REFUSAL });
        const failed = await agent
          .post('/api/step2')
          .send({ ...story, characters })
          .expect(502);
        expect(failed.body).toMatchObject(INVALID);
        expect(provider.requests).toHaveLength(3);
        const stored = await storedDraft(agent);
        expect(stored).not.toContain("I'm sorry");
        expect(stored).not.toContain('a hundred years');
      });
    });

    describe('the outline (step 3)', () => {
      it('writes a malformed middle chapter again in its place: numbers and the ending are kept', async () => {
        const agent = await afterStep1();
        await agent
          .post('/api/step2')
          .send({ ...story, characters })
          .expect(200);
        provider.reset();
        provider.script({ text: outlineWithBrokenEntry(7) });
        await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
        const outline = (await agent.get('/api/get_detailed_outline').expect(200)).body as {
          chapters: Array<{ number: number; title: string; synopsis: string }>;
        };
        expect(outline.chapters.map((chapter) => chapter.number)).toEqual(
          Array.from({ length: 15 }, (_, index) => index + 1),
        );
        // Chapter 8 is still chapter 8, and the ending (chapter 15) is the model's own ending, not a continuation's.
        expect(outline.chapters[7]!.title).toBe('Scripted title 8');
        expect(outline.chapters[14]!.title).toBe('Scripted title 15');
        // One request for the missing chapter, its neighbours given as context; the stand-in answers it in place.
        expect(provider.requests).toHaveLength(2);
        const ask = provider.requests[1]!.body.messages.at(-1)!.content;
        expect(ask).toContain('chapters 7 to 7 only');
        expect(ask).toContain('Scripted title 6');
        expect(ask).toContain('Scripted title 8');
        expect(outline.chapters[6]).toMatchObject({ number: 7, title: 'Chapter title 7' });
        expect(outline.chapters[6]!.synopsis).not.toBe('');
      });

      it('answers 502 WRITER_OUTPUT_INVALID when the chapter stays malformed, and stores no outline', async () => {
        const agent = await afterStep1();
        await agent
          .post('/api/step2')
          .send({ ...story, characters })
          .expect(200);
        provider.reset();
        const refusedEntry = JSON.stringify({ chapters: [{ number: 7, title: 'Sorry', synopsis: REFUSAL, tags: [] }] });
        provider.script({ text: outlineWithBrokenEntry(7) }, { text: refusedEntry }, { text: refusedEntry });
        const failed = await agent.post('/api/step3').send({ book_size: 'small' }).expect(502);
        expect(failed.body).toMatchObject(INVALID);
        expect((await agent.get('/api/get_detailed_outline').expect(200)).body).toMatchObject({ chapters: [] });
        expect(await storedDraft(agent)).not.toContain("I'm sorry");
      });
    });

    describe('the first chapter (step 4)', () => {
      const readyForChapter = async () => {
        const agent = await afterStep1();
        await agent
          .post('/api/step2')
          .send({ ...story, characters })
          .expect(200);
        await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
        provider.reset();
        return agent;
      };
      const generate = (agent: Agent) =>
        agent.post('/api/generate_first_chapter').set('Content-Type', 'application/json');

      it('removes an assistant preamble before the chapter, and prints none of it', async () => {
        const agent = await readyForChapter();
        provider.script({ preamble: 'Sure! Here is chapter 1 of your story:\n\n' });
        const reply = await generate(agent).expect(200);
        const chapter = (reply.body as { first_chapter: string }).first_chapter;
        expect(chapter).not.toMatch(/Sure!|Here is chapter|Chapter 1:/);
        expect(chapter.split(/\s+/).length).toBeGreaterThan(500);
        expect(provider.requests).toHaveLength(1);
      });

      it.each([
        ['a refusal', REFUSAL],
        ['a 60-character chapter', 'Chapter 1: The Lantern\n\nAda woke early. The lantern was gone. She ran.'],
      ])('writes %s again and answers the good chapter', async (_, bad) => {
        const agent = await readyForChapter();
        provider.script({ text: bad });
        const reply = await generate(agent).expect(200);
        const chapter = (reply.body as { first_chapter: string }).first_chapter;
        expect(chapter).not.toContain(bad.split('\n').at(-1)!);
        expect(chapter.split(/\s+/).length).toBeGreaterThan(500);
        expect(provider.requests).toHaveLength(2);
      });

      it.each([
        ['a preamble', { preamble: 'Sure! Here is chapter 1 of your story:\n\n', tokensPerSecond: 20000 }, 1],
        ['a refusal', { text: REFUSAL }, 2],
      ])(
        'never shows %s on the streamed page: the pieces shown add up to the stored chapter',
        async (_, reply, requests) => {
          const agent = await readyForChapter();
          provider.script(reply);
          const response = await generate(agent)
            .set('Accept', 'text/event-stream')
            .buffer(true)
            .parse(bufferText)
            .expect(200);
          const events = parseEventStream(response.body as string);
          const done = events.at(-1)!.data as { first_chapter: string };
          const shown = events
            .filter((event) => event.event === 'text')
            .map((event) => (event.data as { delta: string }).delta)
            .join('');
          expect(shown).not.toMatch(/Sure!|I'm sorry|Chapter 1:/);
          expect(shown).toBe(done.first_chapter);
          expect(provider.requests).toHaveLength(requests);
        },
      );

      it('answers 502 WRITER_OUTPUT_INVALID when every attempt fails its checks, and stores none of them', async () => {
        const agent = await readyForChapter();
        provider.script(
          { text: REFUSAL },
          { text: 'Chapter 1: Short\n\nAda woke early. The lantern was gone.' },
          { text: REFUSAL },
        );
        const failed = await generate(agent).expect(502);
        expect(failed.body).toMatchObject(INVALID);
        expect(provider.requests).toHaveLength(3);
        const stored = await storedDraft(agent);
        expect(stored).not.toContain("I'm sorry");
        expect(stored).not.toContain('The lantern was gone');
      });
    });
  },
);
