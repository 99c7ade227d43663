import { apiGet, apiPost } from '@storyloom/kit';
import {
  savedCharactersReplySchema,
  type SavedCharacter,
  type SavedCharacterInput,
  type Step1Reply,
} from '@storyloom/contracts';
import { readLocalCharacters, storeCharactersLocally } from './local-storage.js';

export const STEP1_PATH = '/api/step1';

/** How long /step1 waits for the draft before showing the local copy instead of a spinner. */
const LOAD_TIMEOUT_MS = 10_000;

/** Saves the characters in the visitor's draft; resolves with the server's reply message. */
export async function saveCharacters(characters: readonly SavedCharacterInput[]): Promise<string> {
  const reply = await apiPost<Step1Reply>(STEP1_PATH, { characters });
  return reply.message;
}

/**
 * What the visitor saved: the server's draft first (it is what the later steps read), which also brings this
 * browser's copy (the `characters` key, sent again with step 2's request) in line with it; this browser's
 * copy when the server has none or cannot be reached.
 */
export async function loadSavedCharacters(): Promise<SavedCharacter[]> {
  try {
    // Parsed, not trusted: a reply of another shape (an older API, a proxy's page) counts as no draft.
    const reply = savedCharactersReplySchema.safeParse(
      await apiGet<unknown>(STEP1_PATH, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) }),
    );
    if (reply.success && reply.data.characters.length > 0) {
      storeCharactersLocally(reply.data.characters);
      return reply.data.characters;
    }
  } catch {
    // Falls through to the local copy: an unreachable server must not blank a form the visitor filled.
  }
  return readLocalCharacters();
}
