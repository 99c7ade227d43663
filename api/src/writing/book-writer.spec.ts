import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { openingChapterRequest, writeBook, type BookPlan } from './book-writer.js';
import type { ChapterRequest, WrittenChapterText } from './writing.types.js';

const plan = (chapterCount: number): BookPlan => ({
  story: { title: 'T', genre: 'Adventure', premise: 'P', styles: [], tones: [], readingGrade: 3, readingLevelLabel: 'Average' },
  characters: [savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true })],
  summary: '# T',
  outline: Array.from({ length: chapterCount }, (_, index) => ({ number: index + 1, title: `T${index + 1}`, synopsis: 'S', tags: [] })),
});
const written = (request: ChapterRequest): WrittenChapterText => ({
  number: request.chapterNumber,
  title: `T${request.chapterNumber}`,
  text: `Chapter ${request.chapterNumber}.`,
  newFacts: [`fact of ${request.chapterNumber}`],
  writer: 'offline',
  promptVersion: 'v',
});
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('writeBook', () => {
  it('writes every chapter in order with never more than `concurrency` at a time', async () => {
    let running = 0;
    let most = 0;
    const chapters = await writeBook(plan(12), {
      concurrency: 3,
      writeChapter: async (request) => {
        most = Math.max(most, ++running);
        // Later chapters finish first, so the order of the result cannot come from the order of finishing.
        for (let wait = 0; wait < 13 - request.chapterNumber; wait++) await tick();
        running--;
        return written(request);
      },
    });
    expect(chapters.map((chapter) => chapter.number)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(most).toBe(3);
  });

  it('starts each chapter from the facts of the earlier chapters already written, with the target length', async () => {
    const seen = new Map<number, ChapterRequest>();
    await writeBook(plan(4), {
      concurrency: 1,
      writeChapter: async (request) => {
        seen.set(request.chapterNumber, request);
        return written(request);
      },
    });
    expect(seen.get(1)!.bible.facts).toEqual([]);
    expect(seen.get(4)!.bible.facts).toEqual(['Chapter 1: fact of 1', 'Chapter 2: fact of 2', 'Chapter 3: fact of 3']);
    expect(seen.get(4)!.targetWords).toBe(1300);
  });

  it('stops starting chapters after a failure and reports it', async () => {
    const started: number[] = [];
    const writing = writeBook(plan(10), {
      concurrency: 2,
      writeChapter: async (request) => {
        started.push(request.chapterNumber);
        await tick();
        if (request.chapterNumber === 2) throw new Error('provider down');
        return written(request);
      },
    });
    await expect(writing).rejects.toThrow('provider down');
    expect(started.length).toBeLessThan(10);
  });

  it("starts chapter 1 exactly as openingChapterRequest does, so /step4's first chapter is the book's own beginning", async () => {
    let first: ChapterRequest | undefined;
    await writeBook(plan(25), {
      concurrency: 2,
      writeChapter: async (request) => {
        if (request.chapterNumber === 1) first = request;
        return written(request);
      },
    });
    expect(openingChapterRequest(plan(25))).toEqual(first);
    expect(first).toMatchObject({ chapterNumber: 1, targetWords: 1200, bible: { characters: ['Mira: the main character'], places: [], facts: [] } });
  });
});
