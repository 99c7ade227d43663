import { characterIdFromName, withUniqueCharacterIds, type SavedCharacter } from '@storyloom/contracts';

/** Whether the schema gave the character the id of its name: none it could keep was sent (an older client). */
function hasIdOfName(character: SavedCharacter): boolean {
  const fromName = characterIdFromName(character.name);
  return character.id === fromName || character.id.startsWith(`${fromName}-`);
}

/**
 * Characters sent without ids (by an older client) keep the ids of the saved characters of the same name, in order,
 * so re-saving from such a client moves no id and the gift's call names stay with their characters. Ids that were
 * sent are kept as they are, and no id ends up twice in the list.
 */
export function withSavedIds(sent: readonly SavedCharacter[], saved: readonly SavedCharacter[]): SavedCharacter[] {
  const sentIds = new Set(sent.filter((character) => !hasIdOfName(character)).map((character) => character.id));
  const unclaimed = saved.filter((character) => !sentIds.has(character.id));
  return withUniqueCharacterIds(
    sent.map((character) => {
      if (!hasIdOfName(character)) return character;
      const index = unclaimed.findIndex((previous) => previous.name === character.name);
      if (index < 0) return character;
      const [previous] = unclaimed.splice(index, 1);
      return { ...character, id: previous!.id };
    }),
  );
}
