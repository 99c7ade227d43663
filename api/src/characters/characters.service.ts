import { Injectable } from '@nestjs/common';
import {
  characterListSchema,
  toStoredCharacter,
  type SavedCharacter,
  type StoredCharacter,
} from '@storyloom/contracts';
import { DraftService } from '../draft/draft.service.js';
import { StoredCharactersUnreadableException } from './characters.exception.js';

/** The visitor's draft keeps Step 1's characters under this key, in section 3's saved form. */
export const CHARACTERS_DRAFT_KEY = 'characters';

@Injectable()
export class CharactersService {
  constructor(private readonly drafts: DraftService) {}

  /** Replaces the visitor's characters; the list was validated at the edge, so it is already normalised. */
  async save(visitorId: string, characters: SavedCharacter[]): Promise<void> {
    await this.drafts.saveSection(visitorId, CHARACTERS_DRAFT_KEY, characters);
  }

  /** The saved characters in the saved and sent form; [] when the visitor has not saved any. */
  async savedCharacters(visitorId: string): Promise<SavedCharacter[]> {
    const stored = await this.drafts.getSection<unknown>(visitorId, CHARACTERS_DRAFT_KEY);
    if (stored === undefined || stored === null) return [];
    // The database is outside this process's control; re-check what comes back rather than trust it.
    const parsed = characterListSchema.safeParse(stored);
    if (!parsed.success) throw new StoredCharactersUnreadableException();
    return parsed.data;
  }

  /** The saved characters in the stored form that step 2 reads (spec section 3). */
  async storedCharacters(visitorId: string): Promise<StoredCharacter[]> {
    return (await this.savedCharacters(visitorId)).map(toStoredCharacter);
  }
}
