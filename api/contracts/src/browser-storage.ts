/**
 * This browser's `localStorage` keys that more than one step reads or writes: step 1 writes `characters` and
 * clears the later two, step 2 writes `story_outline` and reads the others, step 3 reads `characters` and
 * `story_outline` (docs/product/step1-characters.md, step2-premise.md, step3-outline.md). A key only one step
 * uses stays in that remote.
 */
export const SHARED_STORAGE_KEYS = {
  characters: 'characters',
  storyParams: 'story_params',
  storyOutline: 'story_outline',
} as const;
