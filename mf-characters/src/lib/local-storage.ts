import { SHARED_STORAGE_KEYS, characterListSchema, type SavedCharacter, type SavedCharacterInput } from '@storyloom/contracts';

/** The browser storage keys step 1 uses, all shared with later steps. */
export const STORAGE_KEYS = SHARED_STORAGE_KEYS;

/**
 * Opening step 1 starts the story over: step 2's form data and the story outline are cleared
 * (docs/product/step1-characters.md#what-happens-on-proceed).
 */
export function clearLaterStepData(): void {
  safely(() => {
    localStorage.removeItem(STORAGE_KEYS.storyParams);
    localStorage.removeItem(STORAGE_KEYS.storyOutline);
  });
}

export function storeCharactersLocally(characters: readonly SavedCharacterInput[]): void {
  safely(() => localStorage.setItem(STORAGE_KEYS.characters, JSON.stringify(characters)));
}

/** The locally stored characters, or [] when none are stored or what is stored is not a valid list. */
export function readLocalCharacters(): SavedCharacter[] {
  const stored = safely(() => localStorage.getItem(STORAGE_KEYS.characters));
  if (!stored) return [];
  try {
    const parsed = characterListSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
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
