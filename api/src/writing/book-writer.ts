import type { SavedCharacter } from '@storyloom/contracts';
import { chapterTargetWords } from './chapter-length.js';
import { extendStoryBible, initialStoryBible } from './story-bible.js';
import type { ChapterRequest, StoryBible, StoryBrief, WrittenChapter, WrittenChapterText } from './writing.types.js';

/** What a whole book is written from: the story, its characters, the summary and the outline (one entry per chapter). */
export interface BookPlan {
  story: StoryBrief;
  characters: SavedCharacter[];
  summary: string;
  outline: WrittenChapter[];
}

export interface WriteBookOptions {
  /** At most this many chapters are being written at any moment (a provider's rate limit, a server's slots). */
  concurrency: number;
  /** Writes one chapter: WritingService.writeChapter for a visitor, a Writer directly in a bench. */
  writeChapter: (request: ChapterRequest) => Promise<WrittenChapterText>;
  /** Told of each chapter as it is finished (in the order they finish). */
  onChapter?: (chapter: WrittenChapterText) => void;
  /**
   * Chapters already written (a paid book's frozen chapter 1, chapters kept from before a restart): they are not
   * written again, and their facts feed the story bible of the chapters after them.
   */
  written?: readonly WrittenChapterText[];
}

/**
 * Chapter 1 as writeBook starts it: the story bible before any chapter, the length for the book's size. The first
 * chapter written on /step4 is this one, so the book the order writes later continues from the same beginning.
 */
export function openingChapterRequest(plan: BookPlan): ChapterRequest {
  return {
    ...plan,
    chapterNumber: 1,
    bible: initialStoryBible(plan.story, plan.characters),
    targetWords: chapterTargetWords(plan.story.readingGrade, plan.outline.length),
  };
}

/**
 * Writes every chapter of the outline, at most `concurrency` at a time, starting them in story order. Each chapter
 * starts from the story bible extended with the facts of the earlier chapters already finished, in chapter order,
 * so chapters written side by side still agree on names, places and what happened. The first failure stops new
 * chapters from starting and is thrown once the running ones settle. Resolves with the chapters in order.
 */
export async function writeBook(plan: BookPlan, options: WriteBookOptions): Promise<WrittenChapterText[]> {
  const chapterCount = plan.outline.length;
  const targetWords = chapterTargetWords(plan.story.readingGrade, chapterCount);
  const initial = initialStoryBible(plan.story, plan.characters);
  const finished: Array<WrittenChapterText | undefined> = new Array(chapterCount);
  for (const chapter of options.written ?? []) if (chapter.number >= 1 && chapter.number <= chapterCount) finished[chapter.number - 1] = chapter;
  // Only the chapters still missing, in story order.
  const toWrite = Array.from({ length: chapterCount }, (_, index) => index + 1).filter((number) => !finished[number - 1]);
  let next = 0;
  let failure: { error: unknown } | undefined;

  const bibleBefore = (chapterNumber: number): StoryBible =>
    finished
      .slice(0, chapterNumber - 1)
      .reduce<StoryBible>((bible, chapter) => (chapter ? extendStoryBible(bible, chapter.number, chapter.newFacts) : bible), initial);

  const worker = async () => {
    while (!failure && next < toWrite.length) {
      const chapterNumber = toWrite[next++]!;
      try {
        const chapter = await options.writeChapter({ ...plan, chapterNumber, bible: bibleBefore(chapterNumber), targetWords });
        finished[chapterNumber - 1] = chapter;
        options.onChapter?.(chapter);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, toWrite.length)) }, worker));
  if (failure) throw failure.error;
  return finished as WrittenChapterText[];
}
