import { z } from 'zod';
import type { SavedCharacter } from './character.schema.js';
import { joinCommaList } from './comma-list.js';

/**
 * The stored character as returned for step 2 (docs/product/step1-characters.md#what-is-stored): every list as
 * comma-separated text, and the character's id (what the gift's call names are keyed by).
 */
export const storedCharacterSchema = z.object({
  /** Always sent by this API; optional so a client still reads the reply of an API from before ids. */
  id: z.string().optional(),
  name: z.string(),
  isMainCharacter: z.boolean(),
  personality: z.string(),
  skills: z.string(),
  hobbies: z.string(),
  quirks: z.string(),
  fears: z.string(),
  extraInfo: z.string(),
});
export type StoredCharacter = z.infer<typeof storedCharacterSchema>;

export function toStoredCharacter(character: SavedCharacter): StoredCharacter {
  return {
    id: character.id,
    name: character.name,
    isMainCharacter: character.isMainCharacter,
    personality: joinCommaList(character.personality),
    skills: character.skills,
    hobbies: character.hobbies,
    quirks: character.quirks,
    fears: character.fears,
    extraInfo: character.extraInfo,
  };
}
