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
