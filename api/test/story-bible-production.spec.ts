import { describe, expect, it } from '@jest/globals';
import { firstChapterReplySchema } from '@storyloom/contracts';
import request from 'supertest';
import { DEFAULT_OUTLINE_BIBLE, storyDataOf, type RecordedRequest } from './support/openai-compatible-server.js';
import { appWithLocalWriter } from './support/app-with-local-writer.js';
import { payForDraft, productionStatus, waitFor, type Agent } from './support/paid-order.js';
import { TEST_DATABASES, type TestApp } from './support/test-app.js';

// Issue 24, "a book that holds together": the outline's story bible reaches every chapter of a paid book whole,
// chapter 1's facts (written on /step4) join it, and each chapter is written with its own share of the buyer's
// personal details, never all of them.

const characters = [
  {
    name: 'Ada',
    isMainCharacter: true,
    age: '9',
    gender: 'female',
    personality: ['Brave'],
    skills: 'Climbing, Whistling',
    fears: 'The dark',
    extraInfo: 'Her cat Biscuit sleeps on the piano.',
  },
  { name: 'Bo', isMainCharacter: false, relation: 'Friend', hobbies: 'Kites', quirks: 'Hums when thinking' },
];
const story = {
  bookTitle: 'The Lantern',
  genre: 'Adventure',
  premise: 'A lost lantern leads to a hidden cove.',
  style: 'Whimsical',
  tone: 'Hopeful',
  readingLevel: 'Average',
};

/** The prompt data's lists of a character, by the kind of detail they hold. */
const LIST_OF_KIND = {
  skill: 'skills',
  hobby: 'hobbies',
  quirk: 'funnyQuirks',
  fear: 'fears',
  extraInformation: 'extraInformation',
} as const;
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

/** Waits until every chapter is written (or the order failed): what this spec asserts on is the writing. */
const writingDone = (testApp: TestApp, agent: Agent, orderId: string) =>
  waitFor(
    testApp,
    `order ${orderId} to be written`,
    () => productionStatus(agent, orderId),
    (reply) => reply.stage === 'failed' || (reply.chapters !== null && reply.chapters.done === reply.chapters.total),
  );

describe.each(TEST_DATABASES)(
  'the story bible and placed details of a paid book (a local OpenAI-compatible server) on %s',
  (database) => {
    const local = appWithLocalWriter(database, {
      OPENAI_MAX_RETRIES: '0',
      GENERATION_MAX_PER_IP: '100000',
      PRODUCTION_RETRY_DELAY_SECONDS: '1',
      BOOK_WRITING_CONCURRENCY: '4',
    });

    it("gives every chapter prompt the outline's bible and chapter 1's facts, and only the chapter's own details", async () => {
      const agent = request.agent(local.app.server);
      await agent.post('/api/step1').send({ characters }).expect(200);
      await agent
        .post('/api/step2')
        .send({ ...story, characters })
        .expect(200);
      await agent.post('/api/step3').send({ book_size: 'small' }).expect(200);
      const firstChapter = firstChapterReplySchema.parse(
        (await agent.post('/api/generate_first_chapter').set('Content-Type', 'application/json').expect(200)).body,
      ).first_chapter;
      const orderId = await payForDraft(agent, { firstChapter });
      const writing = await writingDone(local.app, agent, orderId);
      // A failed book names its cause in the operator's log: shown here, so a failure says why.
      const failedForGood = local.logs
        .lines()
        .map((line) => String(line.msg))
        .filter((msg) => msg.includes(orderId) && msg.includes('failed for good'));
      expect({ chapters: writing.chapters, failedForGood }).toEqual({
        chapters: { done: 15, total: 15 },
        failedForGood: [],
      });

      // The outline the provider answered: which detail ids it gave each chapter, and what each id is.
      const outlineRequest = local.provider.requests.find(
        (recorded) => recorded.body.response_format?.type === 'json_schema',
      )!;
      const given = storyDataOf(outlineRequest.body)!.givenDetails as Array<{
        id: string;
        character: string;
        kind: string;
        detail: string;
      }>;
      expect(given).toHaveLength(6);
      const outline = JSON.parse(outlineRequest.answer!) as { chapters: Array<{ number: number; details: string[] }> };
      const expectedDetails = (number: number) =>
        outline.chapters[number - 1]!.details.map((id) => given.find((detail) => detail.id === id)!)
          .map((detail) => `${detail.character} ${detail.kind}: ${detail.detail}`)
          .sort();

      const chapterRequests = local.provider.requests.filter((recorded) => storyDataOf(recorded.body)?.chapterToWrite);
      const written = new Set<number>();
      for (const chapterRequest of chapterRequests) {
        const data = storyDataOf(chapterRequest.body)!;
        const number = (data.chapterToWrite as { number: number }).number;
        written.add(number);
        const bible = data.storyBible as {
          foundations: Array<{ name: string; attributes: string[] }>;
          facts: string[];
        };
        // The bible's foundations, whole, in every chapter.
        expect({ number, foundations: bible.foundations }).toEqual({ number, foundations: DEFAULT_OUTLINE_BIBLE });
        // Only this chapter's share of the buyer's details.
        expect({ number, details: detailsInPrompt(chapterRequest).sort() }).toEqual({
          number,
          details: expectedDetails(number),
        });
        // Chapter 1 was written on /step4: what it established is in the bible of the chapters after it.
        if (number > 1) expect(bible.facts).toContain('Chapter 1: In chapter 1, Ada kept a promise.');
      }
      expect([...written].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
      // No detail is in every chapter's prompt, and each is in at least one.
      const perDetail = given.map(
        (detail) =>
          chapterRequests.filter((recorded) =>
            detailsInPrompt(recorded).includes(`${detail.character} ${detail.kind}: ${detail.detail}`),
          ).length,
      );
      expect(perDetail.every((count) => count >= 1 && count < chapterRequests.length)).toBe(true);

      const [stored] = await local.app.db.query<{ new_facts: string[] }>(
        'SELECT new_facts FROM order_chapters WHERE order_id = $1 AND number = 1',
        [orderId],
      );
      expect(stored?.new_facts).toEqual(['In chapter 1, Ada kept a promise.']);
    }, 240_000);
  },
);
