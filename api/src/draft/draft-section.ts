/**
 * The top-level sections of a visitor's draft, by the name code uses for them, and the key each is stored under.
 * Each wizard step owns the sections it writes (the comment names the module); other modules read them through
 * the owner's exported service, never by key. Values are whatever that step's contracts schema produced after
 * validation, so their size is bounded by that validation.
 */
export const DRAFT_SECTION = {
  /** characters module: step 1's saved characters. */
  characters: 'characters',
  /** premise module: step 2's story details. */
  storyDetails: 'story',
  /** premise module: the story summary text, generated or edited (the product calls it story_outline). */
  storySummary: 'storyOutline',
  /** premise module: what the saved summary was written from (the fingerprint of its characters). */
  storySummarySource: 'storyOutlineSource',
  /** outline module: the book size chosen on step 3. */
  bookSize: 'bookSize',
  /** outline module: the detailed outline, edits included. */
  detailedOutline: 'detailedOutline',
  /** cover module: step 4's cover, the one the visitor chose to print. */
  cover: 'cover',
  /** cover module: the first chapter stored on step 4; it is the book's chapter 1. */
  firstChapter: 'firstChapter',
  /** delivery module: step 5's order. */
  order: 'order',
  /** writing module: the log of generations run for this draft. */
  generations: 'generations',
} as const;

export type DraftSectionName = keyof typeof DRAFT_SECTION;
export type DraftSectionKey = (typeof DRAFT_SECTION)[DraftSectionName];

export const DRAFT_SECTION_KEYS: readonly DraftSectionKey[] = Object.values(DRAFT_SECTION);

export function isDraftSectionKey(key: string): key is DraftSectionKey {
  return (DRAFT_SECTION_KEYS as readonly string[]).includes(key);
}
