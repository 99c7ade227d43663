import { OUTLINE_LIMITS } from './limits.js';

/** A tag as stored: trimmed, inner whitespace collapsed to single spaces. */
export const normaliseOutlineTag = (text: string): string => text.replace(/\s+/g, ' ').trim();

const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The chapter's tags after the visitor types `text` and presses Enter (docs/product/step3-outline.md#the-screen): an
 * empty tag is ignored; so are a tag the chapter already has (in any letter case), one past the per-chapter limit and
 * one longer than a tag may be. Returns the same array when nothing was added, so callers can tell.
 */
export function addOutlineTag(tags: readonly string[], text: string): readonly string[] {
  const tag = normaliseOutlineTag(text);
  if (tag === '' || tag.length > OUTLINE_LIMITS.tagMaxLength) return tags;
  if (tags.length >= OUTLINE_LIMITS.tagsPerChapter || tags.some((existing) => sameTag(existing, tag))) return tags;
  return [...tags, tag];
}

/** A tag list in its stored form: normalised, empty entries dropped, duplicates (in any letter case) dropped. */
export function normaliseOutlineTags(tags: readonly string[]): string[] {
  return tags.map(normaliseOutlineTag).reduce<string[]>((kept, tag) => {
    if (tag !== '' && !kept.some((existing) => sameTag(existing, tag))) kept.push(tag);
    return kept;
  }, []);
}
