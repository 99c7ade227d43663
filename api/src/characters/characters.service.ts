import { Injectable } from '@nestjs/common';
import {
  characterListSchema,
  toStoredCharacter,
  type SavedCharacter,
  type StoredCharacter,
} from '@storyloom/contracts';
import { DRAFT_SECTION } from '../draft/draft-section.js';
import { DraftService } from '../draft/draft.service.js';
import { fingerprintOf } from '../draft/fingerprint.js';
import { StoredCharactersUnreadableException } from './characters.exception.js';
import { withSavedIds } from './saved-ids.js';

/**
 * The fingerprint of what the characters say, stored with work written from them (the summary). Ids are left out:
 * they say nothing the writing used, and characters saved before ids get theirs when read, which must not make a
 * summary written for them look out of date.
 */
export function charactersFingerprint(characters: readonly SavedCharacter[]): string {
  return fingerprintOf(characters.map(({ id: _id, ...said }) => said));
}

@Injectable()
export class CharactersService {
  constructor(private readonly drafts: DraftService) {}

  /** Replaces the visitor's characters; the list was validated at the edge, so it is already normalised. */
  async save(visitorId: string, characters: SavedCharacter[]): Promise<void> {
    await this.drafts.saveSection(
      visitorId,
      DRAFT_SECTION.characters,
      await this.keepingSavedIds(visitorId, characters),
    );
  }

  /**
   * The characters about to replace the saved ones, those an older client sent without ids under the ids their
   * saved namesakes have (saved-ids.ts). Save what this answers, and match anything keyed by id against it.
   */
  async keepingSavedIds(visitorId: string, sent: readonly SavedCharacter[]): Promise<SavedCharacter[]> {
    return withSavedIds(sent, await this.readableCharacters(visitorId));
  }

  /**
   * The draft sections that hold these characters, for a module that must save them in one statement together
   * with its own sections (DraftService.saveSections), so the two are stored whole or not at all.
   */
  draftSections(characters: SavedCharacter[]): { [DRAFT_SECTION.characters]: SavedCharacter[] } {
    return { [DRAFT_SECTION.characters]: characters };
  }

  /**
   * The saved characters in the saved and sent form, each with its id (characters saved before ids get the one of
   * their name); [] when the visitor has not saved any.
   */
  async savedCharacters(visitorId: string): Promise<SavedCharacter[]> {
    const characters = await this.storedList(visitorId);
    if (characters === 'unreadable') throw new StoredCharactersUnreadableException();
    return characters;
  }

  /**
   * The saved characters, or [] when what is stored cannot be read: for a reader that only matches its own data to
   * them (the gift's call names) and must not fail because of them; step 1 and the writing steps refuse instead.
   */
  async readableCharacters(visitorId: string): Promise<SavedCharacter[]> {
    const characters = await this.storedList(visitorId);
    return characters === 'unreadable' ? [] : characters;
  }

  private async storedList(visitorId: string): Promise<SavedCharacter[] | 'unreadable'> {
    const stored = await this.drafts.getSection<unknown>(visitorId, DRAFT_SECTION.characters);
    if (stored === undefined || stored === null) return [];
    // The database is outside this process's control; re-check what comes back rather than trust it.
    const parsed = characterListSchema.safeParse(stored);
    return parsed.success ? parsed.data : 'unreadable';
  }

  /** The saved characters in the stored form that step 2 reads (docs/product/step1-characters.md#what-is-stored). */
  async storedCharacters(visitorId: string): Promise<StoredCharacter[]> {
    return (await this.savedCharacters(visitorId)).map(toStoredCharacter);
  }
}
