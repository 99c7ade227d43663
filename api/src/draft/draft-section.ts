/**
 * The top-level keys of a visitor's draft; each wizard step owns the keys it writes. Values are whatever that
 * step's contracts schema produced after validation, so their size is bounded by that validation.
 */
export const DRAFT_SECTION_KEYS = ['characters', 'story', 'storyOutline', 'storyOutlineSource', 'bookSize', 'detailedOutline', 'cover', 'order', 'generations'] as const;

export type DraftSectionKey = (typeof DRAFT_SECTION_KEYS)[number];

export function isDraftSectionKey(key: string): key is DraftSectionKey {
  return (DRAFT_SECTION_KEYS as readonly string[]).includes(key);
}
