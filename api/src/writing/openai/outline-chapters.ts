import { OUTLINE_LIMITS, outlineChapterSchema } from '@storyloom/contracts';
import { checkOutlineEntry, repairOutlineTitle } from '../text-checks/text-checks.js';
import type { WrittenChapter } from '../writing.types.js';

/**
 * One chapter object from the model, made to fit the contract (number = its position, lengths clipped, '**' out
 * of titles), or undefined when it lacks a usable title or synopsis: such a chapter counts as missing.
 */
export function toWrittenChapter(raw: unknown, position: number): WrittenChapter | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { title, synopsis, tags } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || typeof synopsis !== 'string') return undefined;
  const parsed = outlineChapterSchema.safeParse({
    number: position,
    title: repairOutlineTitle(title.replace(/\s+/g, ' ')).slice(0, OUTLINE_LIMITS.titleMaxLength),
    synopsis: synopsis.trim().slice(0, OUTLINE_LIMITS.synopsisMaxLength),
    tags: Array.isArray(tags)
      ? tags
          .filter((tag): tag is string => typeof tag === 'string')
          .map((tag) => tag.trim().slice(0, OUTLINE_LIMITS.tagMaxLength))
          .slice(0, OUTLINE_LIMITS.tagsPerChapter)
      : [],
  });
  // An entry that still fails its checks (a refusal for a synopsis, markup) is as unusable as a missing one.
  return parsed.success && checkOutlineEntry(parsed.data).length === 0 ? parsed.data : undefined;
}

/** The detail ids a chapter object names in `details` ('D3'); anything else there is ignored. */
function detailIdsOf(raw: unknown): string[] {
  const details = (raw as { details?: unknown }).details;
  return Array.isArray(details)
    ? details.filter((id): id is string => typeof id === 'string').map((id) => id.trim().toUpperCase())
    : [];
}

/** Titles compared the way a reader would: case, punctuation and spacing aside. */
export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The chapters of one outline as they arrive over several answers (the first, then continuations), each kept
 * once and at its place. A continuation that starts over at chapter 1 must not turn chapters 1-5 into chapters
 * 11-15: a chapter the model numbers at or below the last one kept is a repeat, and so is a chapter whose title
 * was used already. A malformed entry keeps its place as a hole (issue 24, F8): the chapters after it keep their
 * numbers, and the hole is written again in place (`missing`, `fill`), so the ending is never lost.
 */
export class DistinctChapters {
  private readonly slots: Array<WrittenChapter | undefined> = [];
  /** The detail ids each kept chapter's `details` named, by slot (issue 24: personal details placed, not repeated). */
  private readonly detailIds: string[][] = [];
  private readonly titles = new Set<string>();
  /** Repeats dropped so far, for the log. */
  repeats = 0;

  /** The chapters kept so far, holes included: the next chapter to arrive is number `count + 1`. */
  get count(): number {
    return this.slots.length;
  }

  /** The usable chapters, in order; complete when `missing` is empty. */
  get chapters(): WrittenChapter[] {
    return this.slots.filter((chapter): chapter is WrittenChapter => chapter !== undefined);
  }

  /** Numbers of the malformed entries still to be written again. */
  get missing(): number[] {
    return this.slots.flatMap((chapter, index) => (chapter ? [] : [index + 1]));
  }

  /** The kept chapter with this number (undefined for a hole or beyond the end). */
  at(number: number): WrittenChapter | undefined {
    return this.slots[number - 1];
  }

  /** Drops everything after chapter `count` (a continuation asked to end the story there). */
  truncate(count: number): void {
    this.slots.splice(count);
    this.detailIds.splice(count);
  }

  /** The chapters each detail id was given to, from the chapters kept (see detail-placement.ts for the repair). */
  get detailChapters(): Map<string, number[]> {
    const chapters = new Map<string, number[]>();
    this.detailIds.forEach((ids, index) => {
      if (this.slots[index]) for (const id of ids) chapters.set(id, [...(chapters.get(id) ?? []), index + 1]);
    });
    return chapters;
  }

  /**
   * Keeps the model's chapter object as the next chapter; a malformed one as a hole at that place. Undefined
   * when it is a repeat or a hole.
   */
  add(raw: unknown): WrittenChapter | undefined {
    const next = this.slots.length + 1;
    const claimed = typeof raw === 'object' && raw !== null ? (raw as { number?: unknown }).number : undefined;
    if (typeof claimed === 'number' && Number.isInteger(claimed) && claimed < next) {
      this.repeats++;
      return undefined;
    }
    const chapter = toWrittenChapter(raw, next);
    if (chapter && this.titles.has(titleKey(chapter.title))) {
      this.repeats++;
      return undefined;
    }
    this.slots.push(chapter);
    this.detailIds.push(chapter ? detailIdsOf(raw) : []);
    if (chapter) this.titles.add(titleKey(chapter.title));
    return chapter;
  }

  /** Puts the first usable, new chapter of `raws` into hole `number`; false when none fits. */
  fill(number: number, raws: readonly unknown[]): boolean {
    if (this.slots[number - 1] !== undefined || number > this.slots.length) return false;
    for (const raw of raws) {
      const chapter = toWrittenChapter(raw, number);
      if (!chapter || this.titles.has(titleKey(chapter.title))) continue;
      this.slots[number - 1] = chapter;
      this.detailIds[number - 1] = detailIdsOf(raw);
      this.titles.add(titleKey(chapter.title));
      return true;
    }
    return false;
  }
}
