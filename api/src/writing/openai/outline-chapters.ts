import { OUTLINE_LIMITS, outlineChapterSchema } from '@storyloom/contracts';
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
    title: title.replace(/\*{2,}/g, '*').replace(/\s+/g, ' ').trim().slice(0, OUTLINE_LIMITS.titleMaxLength),
    synopsis: synopsis.trim().slice(0, OUTLINE_LIMITS.synopsisMaxLength),
    tags: Array.isArray(tags)
      ? tags.filter((tag): tag is string => typeof tag === 'string').map((tag) => tag.trim().slice(0, OUTLINE_LIMITS.tagMaxLength)).slice(0, OUTLINE_LIMITS.tagsPerChapter)
      : [],
  });
  return parsed.success ? parsed.data : undefined;
}

/** Titles compared the way a reader would: case, punctuation and spacing aside. */
export function titleKey(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The chapters of one outline as they arrive over several answers (the first, then continuations), each kept
 * once. A continuation that starts over at chapter 1 must not turn chapters 1-5 into chapters 11-15: a chapter
 * the model numbers at or below the last one kept is a repeat, and so is a chapter whose title was used already.
 */
export class DistinctChapters {
  readonly chapters: WrittenChapter[] = [];
  private readonly titles = new Set<string>();
  /** Repeats dropped so far, for the log. */
  repeats = 0;

  /** Keeps the model's chapter object as the next chapter; undefined when it is unusable or a repeat. */
  add(raw: unknown): WrittenChapter | undefined {
    const next = this.chapters.length + 1;
    const claimed = typeof raw === 'object' && raw !== null ? (raw as { number?: unknown }).number : undefined;
    const chapter = toWrittenChapter(raw, next);
    if (!chapter) return undefined;
    if ((typeof claimed === 'number' && Number.isInteger(claimed) && claimed < next) || this.titles.has(titleKey(chapter.title))) {
      this.repeats++;
      return undefined;
    }
    this.titles.add(titleKey(chapter.title));
    this.chapters.push(chapter);
    return chapter;
  }
}
