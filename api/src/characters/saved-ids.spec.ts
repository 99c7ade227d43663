import { describe, expect, it } from '@jest/globals';
import { characterIdFromName, characterListSchema, type SavedCharacterInput } from '@storyloom/contracts';
import { withSavedIds } from './saved-ids.js';

const list = (...characters: SavedCharacterInput[]) => characterListSchema.parse(characters);
const idsOf = (characters: ReadonlyArray<{ id: string }>) => characters.map((character) => character.id);

describe('withSavedIds', () => {
  const saved = list(
    { id: 'ada', name: 'Ada', isMainCharacter: true },
    { id: 'bo-1', name: 'Bo', isMainCharacter: false },
    { id: 'bo-2', name: 'Bo', isMainCharacter: false },
  );

  it('gives characters sent without ids the ids of their saved namesakes, in order', () => {
    const sent = list(
      { name: 'Ada', isMainCharacter: true },
      { name: 'Bo', isMainCharacter: false },
      { name: 'Bo', isMainCharacter: false },
      { name: 'Cy', isMainCharacter: false },
    );
    expect(idsOf(withSavedIds(sent, saved))).toEqual(['ada', 'bo-1', 'bo-2', characterIdFromName('Cy')]);
  });

  it('keeps every id that was sent, and never takes a saved id a sent character has', () => {
    const sent = list({ id: 'bo-1', name: 'Ada', isMainCharacter: true }, { name: 'Bo', isMainCharacter: false });
    expect(idsOf(withSavedIds(sent, saved))).toEqual(['bo-1', 'bo-2']);
  });

  it('leaves no id twice when a kept id of a name meets a saved id', () => {
    const renamedBefore = list(
      { id: 'ada', name: 'Ada', isMainCharacter: true },
      { id: characterIdFromName('Bo'), name: 'Bob', isMainCharacter: false },
    );
    const sent = list(
      { name: 'Ada', isMainCharacter: true },
      { name: 'Bo', isMainCharacter: false },
      { name: 'Bob', isMainCharacter: false },
    );
    expect(idsOf(withSavedIds(sent, renamedBefore))).toEqual([
      'ada',
      characterIdFromName('Bo'),
      `${characterIdFromName('Bo')}-2`,
    ]);
  });
});
