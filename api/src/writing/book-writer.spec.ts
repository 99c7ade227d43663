import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from '@storyloom/contracts';
import { openingChapterRequest, writeBook, type BookPlan } from './book-writer.js';
import type { ChapterRequest, WrittenChapterText } from './writing.types.js';

const plan = (chapterCount: number): BookPlan => ({
  story: {
    title: 'T',
    genre: 'Adventure',
    premise: 'P',
    styles: [],
    tones: [],
    readingGrade: 3,
    readingLevelLabel: 'Average',
  },
  characters: [savedCharacterSchema.parse({ name: 'Mira', isMainCharacter: true })],
  summary: '# T',
  outline: Array.from({ length: chapterCount }, (_, index) => ({
    number: index + 1,
    title: `T${index + 1}`,
    synopsis: 'S',
    tags: [],
  })),
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
  it('writes chapters 1 to 3 one after another, each from the end of the one before, then the rest side by side', async () => {
    const events: string[] = [];
    const requests = new Map<number, ChapterRequest>();
    await writeBook(plan(6), {
      concurrency: 8,
      writeChapter: async (request) => {
        requests.set(request.chapterNumber, request);
        events.push(`start ${request.chapterNumber}`);
        // Chapters 4 to 6 all start before any of them ends only if they are written side by side.
        for (let wait = 0; wait < 3; wait++) await tick();
        events.push(`end ${request.chapterNumber}`);
        return {
          ...written(request),
          text: `Chapter ${request.chapterNumber} opens. It ends with the number ${request.chapterNumber}.`,
        };
      },
    });
    expect(events).toEqual([
      'start 1',
      'end 1',
      'start 2',
      'end 2',
      'start 3',
      'end 3',
      'start 4',
      'start 5',
      'start 6',
      'end 4',
      'end 5',
      'end 6',
    ]);
    expect(requests.get(1)!.previousChapter).toBeUndefined();
    expect(requests.get(2)!.previousChapter).toEqual({
      number: 1,
      lastLines: 'Chapter 1 opens. It ends with the number 1.',
    });
    expect(requests.get(4)!.previousChapter).toMatchObject({
      number: 3,
      lastLines: expect.stringContaining('number 3.'),
    });
    // Chapter 5 starts while chapter 4 is being written: it has no end to continue from.
    expect(requests.get(5)!.previousChapter).toBeUndefined();
  });

  it('writes only the missing first chapters in order, from the end of a chapter already written', async () => {
    const events: string[] = [];
    const chapterOne = {
      ...written({ ...openingChapterRequest(plan(5)) }),
      text: 'Rain fell on the roof. Mira went to bed and fell asleep.',
    };
    let second: ChapterRequest | undefined;
    await writeBook(plan(5), {
      concurrency: 4,
      written: [chapterOne],
      writeChapter: async (request) => {
        if (request.chapterNumber === 2) second = request;
        events.push(`start ${request.chapterNumber}`);
        await tick();
        events.push(`end ${request.chapterNumber}`);
        return written(request);
      },
    });
    expect(events).toEqual(['start 2', 'end 2', 'start 3', 'end 3', 'start 4', 'start 5', 'end 4', 'end 5']);
    expect(second!.previousChapter).toEqual({
      number: 1,
      lastLines: 'Rain fell on the roof. Mira went to bed and fell asleep.',
      opening: 'weather',
      ending: 'bedtime',
    });
  });

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
    expect(first).toMatchObject({
      chapterNumber: 1,
      targetWords: 1200,
      bible: { characters: ['Mira: the main character'], places: [], facts: [] },
    });
  });
});
