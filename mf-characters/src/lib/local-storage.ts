import {
  SHARED_STORAGE_KEYS,
  characterListSchema,
  type SavedCharacter,
  type SavedCharacterInput,
} from '@storyloom/contracts';
import { readStoredJson, removeStored, storeJson } from '@storyloom/kit/wizard';

/** The browser storage keys step 1 uses, all shared with later steps. */
export const STORAGE_KEYS = SHARED_STORAGE_KEYS;

/**
 * Opening step 1 starts the story over: step 2's form data and the story outline are cleared
 * (docs/product/step1-characters.md#what-happens-on-proceed).
 */
export function clearLaterStepData(): void {
  removeStored(STORAGE_KEYS.storyParams, STORAGE_KEYS.storyOutline);
}

export function storeCharactersLocally(characters: readonly SavedCharacterInput[]): void {
  storeJson(STORAGE_KEYS.characters, characters);
}

/** The locally stored characters, or [] when none are stored or what is stored is not a valid list. */
export function readLocalCharacters(): SavedCharacter[] {
  const parsed = characterListSchema.safeParse(readStoredJson(STORAGE_KEYS.characters));
  return parsed.success ? parsed.data : [];
}
