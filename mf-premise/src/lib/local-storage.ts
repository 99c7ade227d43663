import { SHARED_STORAGE_KEYS } from '@storyloom/contracts';
import { readStoredJson, readStoredText, storeJson, storeText } from '@storyloom/kit/wizard';

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
  storeText(STORAGE_KEYS.storyOutline, outline);
}

export function readStoryOutline(): string {
  return readStoredText(STORAGE_KEYS.storyOutline) ?? '';
}

/** Keeps this browser's copy of the characters in line with the ones saved in the server's draft. */
export function storeCharacters(characters: readonly unknown[]): void {
  storeJson(STORAGE_KEYS.characters, characters);
}

/** The stored story details as parsed JSON, or undefined; the caller validates the shape. */
export function readStoredStoryParams(): unknown {
  return readStoredJson(STORAGE_KEYS.storyParams);
}

/** The characters saved on step 1 as parsed JSON, or undefined; the caller validates the shape. */
export function readStoredCharacters(): unknown {
  return readStoredJson(STORAGE_KEYS.characters);
}
