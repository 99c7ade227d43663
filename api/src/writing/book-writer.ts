import type { SavedCharacter } from '@storyloom/contracts';
import { AdaptiveConcurrency, type ConcurrencySlot } from './adaptive-concurrency.js';
import { previousChapterOf } from './chapter-continuity.js';
import { chapterTargetWords } from './chapter-length.js';
import { extendStoryBible, initialStoryBible } from './story-bible.js';
import type {
  BibleEntry,
  ChapterRequest,
  PlacedDetail,
  StoryBible,
  StoryBrief,
  WrittenChapter,
  WrittenChapterText,
} from './writing.types.js';

/**
 * What a whole book is written from: the story, its characters, the summary and the outline (one entry per
 * chapter), with the outline's story bible and placement of the buyer's details when it has them.
 */
export interface BookPlan {
  story: StoryBrief;
  characters: SavedCharacter[];
  summary: string;
  outline: WrittenChapter[];
  /** The outline's invented names, places, pets and objects: in every chapter's bible, never trimmed. */
  foundations?: BibleEntry[];
  /** Where the outline placed each of the buyer's details (ChapterRequest.placedDetails). */
  placedDetails?: PlacedDetail[];
}

export interface WriteBookOptions {
  /**
   * At most this many chapters are being written at any moment (a provider's rate limit, a server's slots); fewer
   * while the provider shows it is overloaded (adaptive-concurrency.ts).
   */
  concurrency: number;
  /**
   * Whether a chapter's failure means the provider was overloaded (a 429, a timeout): the limit is halved and the
   * chapter goes back in the queue, unless only one chapter was being written (then it is a real failure).
   */
  overloaded?: (error: unknown) => boolean;
  /** Told when the limit changes (the operator's log). */
  onConcurrency?: (limit: number) => void;
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
 * The book's first chapters are written one after another, each from the end of the one before (issue 24,
 * continuity): they set the voice, the names and the shape of a chapter that the rest, written side by side, follow.
 */
export const CHAPTERS_WRITTEN_IN_ORDER = 3;

/**
 * Chapter 1 as writeBook starts it: the story bible before any chapter, the length for the book's size. The first
 * chapter written on /step4 is this one, so the book the order writes later continues from the same beginning.
 */
export function openingChapterRequest(plan: BookPlan): ChapterRequest {
  return {
    ...plan,
    chapterNumber: 1,
    bible: initialStoryBible(plan.story, plan.characters, plan.foundations),
    targetWords: chapterTargetWords(plan.story.readingGrade, plan.outline.length),
  };
}

/**
 * Writes every chapter of the outline: chapters 1 to CHAPTERS_WRITTEN_IN_ORDER (those still missing) one after
 * another, then the rest at most `concurrency` at a time, starting them in story order. Each chapter starts from the
 * story bible extended with the facts of the earlier chapters already finished, in chapter order, so chapters written
 * side by side still agree on names, places and what happened, and from the end of the chapter before when that one
 * is finished. A chapter the provider refused
 * for overload goes back in the queue while the limit halves; the first other failure stops new chapters from
 * starting and is thrown once the running ones settle. Resolves with the chapters in order.
 */
export async function writeBook(plan: BookPlan, options: WriteBookOptions): Promise<WrittenChapterText[]> {
  const chapterCount = plan.outline.length;
  const targetWords = chapterTargetWords(plan.story.readingGrade, chapterCount);
  const initial = initialStoryBible(plan.story, plan.characters, plan.foundations);
  const finished: Array<WrittenChapterText | undefined> = new Array(chapterCount);
  for (const chapter of options.written ?? [])
    if (chapter.number >= 1 && chapter.number <= chapterCount) finished[chapter.number - 1] = chapter;
  // Only the chapters still missing, in story order.
  const toWrite = Array.from({ length: chapterCount }, (_, index) => index + 1).filter(
    (number) => !finished[number - 1],
  );
  const queue = [...toWrite];
  const limiter = new AdaptiveConcurrency({ max: Math.max(1, Math.min(options.concurrency, toWrite.length)) });
  const running = new Map<number, Promise<void>>();
  let failure: { error: unknown } | undefined;

  const bibleBefore = (chapterNumber: number): StoryBible =>
    finished
      .slice(0, chapterNumber - 1)
      .reduce<StoryBible>(
        (bible, chapter) => (chapter ? extendStoryBible(bible, chapter.number, chapter.newFacts) : bible),
        initial,
      );

  let reportedLimit = limiter.limit;
  const write = async (chapterNumber: number, slot: ConcurrencySlot) => {
    try {
      const previous = finished[chapterNumber - 2];
      const request: ChapterRequest = { ...plan, chapterNumber, bible: bibleBefore(chapterNumber), targetWords };
      const chapter = await options.writeChapter(
        previous ? { ...request, previousChapter: previousChapterOf(previous) } : request,
      );
      finished[chapterNumber - 1] = chapter;
      limiter.release(slot, 'succeeded');
      options.onChapter?.(chapter);
    } catch (error) {
      // Refused or timed out while others were being written: the provider was overloaded, not this chapter's
      // fault. It is written again once fewer run at once; with one at a time, a refusal is a real failure.
      const overloaded = options.overloaded?.(error) === true && slot.runningWhenTaken > 1;
      limiter.release(slot, overloaded ? 'overloaded' : 'failed');
      if (overloaded) queue.unshift(chapterNumber);
      else failure ??= { error };
    }
    if (limiter.limit !== reportedLimit) options.onConcurrency?.((reportedLimit = limiter.limit));
  };

  // Chapters start in story order (a requeued one first), each as soon as the limiter has a slot, except that one of
  // the first chapters starts alone and the others wait for it. Slots free up only when a chapter ends, which also
  // requeues it or records the failure before this loop looks again.
  const inOrder = (chapterNumber: number) => chapterNumber <= CHAPTERS_WRITTEN_IN_ORDER;
  const mustWait = () =>
    queue.length === 0 || (running.size > 0 && (inOrder(queue[0]!) || [...running.keys()].some(inOrder)));
  while (!failure && (queue.length > 0 || running.size > 0)) {
    if (mustWait()) {
      await Promise.race(running.values());
      continue;
    }
    const slot = await limiter.acquire();
    const chapterNumber = queue.shift();
    if (failure || chapterNumber === undefined) {
      limiter.release(slot, 'failed');
      continue;
    }
    // A requeued chapter may start again before its first attempt's `finally` runs: only its own entry is removed.
    const done: Promise<void> = write(chapterNumber, slot).finally(
      () => running.get(chapterNumber) === done && running.delete(chapterNumber),
    );
    running.set(chapterNumber, done);
  }
  await Promise.allSettled(running.values());
  if (failure) throw failure.error;
  return finished as WrittenChapterText[];
}
