import { Injectable } from '@nestjs/common';
import {
  characterListSchema,
  toStoredCharacter,
  type SavedCharacter,
  type StoredCharacter,
} from '@storyloom/contracts';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { StoredCharactersUnreadableException } from './characters.exception.js';

@Injectable()
export class CharactersService {
  constructor(private readonly drafts: DraftService) {}

  /** Replaces the visitor's characters; the list was validated at the edge, so it is already normalised. */
  async save(visitorId: string, characters: SavedCharacter[]): Promise<void> {
    await this.drafts.saveSection(visitorId, DRAFT_SECTION.characters, characters);
  }

  /**
   * The draft sections that hold these characters, for a module that must save them in one statement together
   * with its own sections (DraftService.saveSections), so the two are stored whole or not at all.
   */
  draftSections(characters: SavedCharacter[]): { [DRAFT_SECTION.characters]: SavedCharacter[] } {
    return { [DRAFT_SECTION.characters]: characters };
  }

  /** The saved characters in the saved and sent form; [] when the visitor has not saved any. */
  async savedCharacters(visitorId: string): Promise<SavedCharacter[]> {
    const characters = await this.readableCharacters(visitorId);
    if (characters === undefined) throw new StoredCharactersUnreadableException();
    return characters;
  }

  /**
   * The saved characters, or undefined when what is saved no longer passes the contract: for a request that sends
   * characters to replace them, which is how a visitor recovers from that.
   */
  async readableCharacters(visitorId: string): Promise<SavedCharacter[] | undefined> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.characters);
    if (stored === undefined || stored === null) return [];
    // The database is outside this process's control; re-check what comes back rather than trust it.
    const parsed = characterListSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  }

  /** The saved characters in the stored form that step 2 reads (docs/product/step1-characters.md#what-is-stored). */
  async storedCharacters(visitorId: string): Promise<StoredCharacter[]> {
    return (await this.savedCharacters(visitorId)).map(toStoredCharacter);
  }
}
