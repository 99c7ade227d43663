import { SHARED_STORAGE_KEYS } from '@storyloom/contracts';

/** Browser storage keys that step 2 uses (docs/product/step2-premise.md). */
export const STORAGE_KEYS = {
  /** Written by step 1 and by the CHARACTERS drawer's Save Changes; read here to send with the summary request. */
  characters: SHARED_STORAGE_KEYS.characters,
  storyOutline: SHARED_STORAGE_KEYS.storyOutline,
  /**
   * Read only (docs/product/step1-characters.md#what-happens-on-proceed): an older copy of the story details form,
   * used when the draft has none.
   */
  storyParams: SHARED_STORAGE_KEYS.storyParams,
} as const;

/** Keeps this browser's copy in line with the server's summary; no summary removes the copy. */
export function storeStoryOutline(outline: string): void {
  safely(() => {
    if (outline === '') localStorage.removeItem(STORAGE_KEYS.storyOutline);
    else localStorage.setItem(STORAGE_KEYS.storyOutline, outline);
  });
}

export function readStoryOutline(): string {
  return safely(() => localStorage.getItem(STORAGE_KEYS.storyOutline)) ?? '';
}

/** Keeps this browser's copy of the characters in line with the ones saved in the server's draft. */
export function storeCharacters(characters: readonly unknown[]): void {
  safely(() => localStorage.setItem(STORAGE_KEYS.characters, JSON.stringify(characters)));
}

/** The stored story details as parsed JSON, or undefined; the caller validates the shape. */
export function readStoredStoryParams(): unknown {
  return readStoredJson(STORAGE_KEYS.storyParams);
}

/** The characters saved on step 1 as parsed JSON, or undefined; the caller validates the shape. */
export function readStoredCharacters(): unknown {
  return readStoredJson(STORAGE_KEYS.characters);
}

function readStoredJson(key: string): unknown {
  const stored = safely(() => localStorage.getItem(key));
  if (!stored) return undefined;
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** Storage can be disabled or full (private windows, quotas); the wizard still works from the server's draft. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
