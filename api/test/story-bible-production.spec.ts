import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { firstChapterReplySchema } from '@storyloom/contracts';
import { productionReplySchema, type ProductionReply } from '@storyloom/contracts/delivery';
import request from 'supertest';
import { photo } from './support/cover-images.js';
import { gbOrder } from './support/delivery-visitor.js';
import { DEFAULT_OUTLINE_BIBLE, OpenAiCompatibleServer, storyDataOf, type RecordedRequest } from './support/openai-compatible-server.js';
import { START_TIMEOUT_MS, startTestApp, TEST_DATABASES, type TestApp } from './support/test-app.js';

// Issue 24, "a book that holds together": the outline's story bible reaches every chapter of a paid book whole,
// chapter 1's facts (written on /step4) join it, and each chapter is written with its own share of the buyer's
// personal details, never all of them.

type Agent = ReturnType<typeof request.agent>;

const characters = [
  { name: 'Ada', isMainCharacter: true, age: '9', gender: 'female', personality: ['Brave'], skills: 'Climbing, Whistling', fears: 'The dark', extraInfo: 'Her cat Biscuit sleeps on the piano.' },
  { name: 'Bo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites', quirks: 'Hums when thinking' },
];
const story = { bookTitle: 'The Lantern', genre: 'Adventure', premise: 'A lost lantern leads to a hidden cove.', style: 'Whimsical', tone: 'Hopeful', readingLevel: 'Average' };

/** The prompt data's lists of a character, by the kind of detail they hold. */
const LIST_OF_KIND = { skill: 'skills', hobby: 'hobbies', quirk: 'funnyQuirks', fear: 'fears', extraInformation: 'extraInformation' } as const;
type PromptCharacter = Record<string, unknown> & { name: string };

/** Every detail a prompt's characters carry, as 'Ada skill: Climbing'. */
function detailsInPrompt(request: RecordedRequest): string[] {
  const data = storyDataOf(request.body)!;
  return (data.characters as PromptCharacter[]).flatMap((character) =>
    Object.entries(LIST_OF_KIND).flatMap(([kind, list]) => {
      const value = character[list];
      const texts = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
      return texts.map((text) => `${character.name} ${kind}: ${text}`);
    }),
  );
}

async function writingDone(agent: Agent, orderId: string): Promise<ProductionReply> {
  for (;;) {
    const reply = productionReplySchema.parse((await agent.get(`/api/orders/${orderId}/production`).expect(200)).body);
    if (reply.stage === 'failed' || (reply.chapters !== null && reply.chapters.done === reply.chapters.total)) return reply;
    await sleep(200);
  }
}

describe.each(TEST_DATABASES)('the story bible and placed details of a paid book (a local OpenAI-compatible server) on %s', (database) => {
  let provider: OpenAiCompatibleServer;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await OpenAiCompatibleServer.start();
    testApp = await startTestApp({
      database,
      env: {
        OPENAI_BASE_URL: provider.baseUrl,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MAX_RETRIES: '0',
        COVER_DESIGNER: 'offline',
        GENERATION_MAX_PER_IP: '100000',
        JOBS_POLL_SECONDS: '0.5',
        PRODUCTION_RETRY_DELAY_SECONDS: '1',
        PRODUCTION_RETRIES: '0',
        BOOK_WRITING_CONCURRENCY: '4',
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it("gives every chapter prompt the outline's bible and chapter 1's facts, and only the chapter's own details", async () => {
    const agent = request.agent(testApp.server);
    await agent.post('/api/step1').send({ characters }).expect(200);
    await agent.post('/api/step2').send({ ...story, characters }).expect(200);
    await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
    const firstChapter = firstChapterReplySchema.parse((await agent.post('/api/generate_first_chapter').set('Content-Type', 'application/json').expect(200)).body).first_chapter;
    await agent.post('/api/store_step4').attach('image', await photo(800, 1200, { format: 'png' }), 'cover.png').field('firstChapter', firstChapter).expect(200);
    await agent.post('/api/store_order_details').send(gbOrder({ binding_type: 'softcover' })).expect(200);
    const checkout = (await agent.post('/api/create-checkout-payment_intent').send({ item_type: 'softcover_small', quantity: 1, shipping_level: 'MAIL' }).expect(200)).body as { url: string; session_id: string };
    const paid = await agent.post(`/api/checkout/test/${checkout.session_id}/pay`).set('Origin', new URL(checkout.url).origin).expect(303);
    const orderId = new URL(paid.headers.location!, 'http://x').searchParams.get('order')!;
    expect(await writingDone(agent, orderId)).toMatchObject({ chapters: { done: 15, total: 15 } });

    // The outline the provider answered: which detail ids it gave each chapter, and what each id is.
    const outlineRequest = provider.requests.find((recorded) => recorded.body.response_format?.type === 'json_schema')!;
    const given = storyDataOf(outlineRequest.body)!.givenDetails as Array<{ id: string; character: string; kind: string; detail: string }>;
    expect(given).toHaveLength(6);
    const outline = JSON.parse(outlineRequest.answer!) as { chapters: Array<{ number: number; details: string[] }> };
    const expectedDetails = (number: number) =>
      outline.chapters[number - 1]!.details.map((id) => given.find((detail) => detail.id === id)!).map((detail) => `${detail.character} ${detail.kind}: ${detail.detail}`).sort();

    const chapterRequests = provider.requests.filter((recorded) => storyDataOf(recorded.body)?.chapterToWrite);
    const written = new Set<number>();
    for (const chapterRequest of chapterRequests) {
      const data = storyDataOf(chapterRequest.body)!;
      const number = (data.chapterToWrite as { number: number }).number;
      written.add(number);
      const bible = data.storyBible as { foundations: Array<{ name: string; attributes: string[] }>; facts: string[] };
      // The bible's foundations, whole, in every chapter.
      expect({ number, foundations: bible.foundations }).toEqual({ number, foundations: DEFAULT_OUTLINE_BIBLE });
      // Only this chapter's share of the buyer's details.
      expect({ number, details: detailsInPrompt(chapterRequest).sort() }).toEqual({ number, details: expectedDetails(number) });
      // Chapter 1 was written on /step4: what it established is in the bible of the chapters after it.
      if (number > 1) expect(bible.facts).toContain('Chapter 1: In chapter 1, Ada kept a promise.');
    }
    expect([...written].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    // No detail is in every chapter's prompt, and each is in at least one.
    const perDetail = given.map((detail) => chapterRequests.filter((recorded) => detailsInPrompt(recorded).includes(`${detail.character} ${detail.kind}: ${detail.detail}`)).length);
    expect(perDetail.every((count) => count >= 1 && count < chapterRequests.length)).toBe(true);

    const [stored] = await testApp.db.query<{ new_facts: string[] }>('SELECT new_facts FROM order_chapters WHERE order_id = $1 AND number = 1', [orderId]);
    expect(stored?.new_facts).toEqual(['In chapter 1, Ada kept a promise.']);
  }, 240_000);
});
