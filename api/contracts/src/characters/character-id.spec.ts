import { describe, expect, it } from '@jest/globals';
import { CHARACTER_ID_PATTERN, characterIdFromName, withUniqueCharacterIds } from './character-id.js';
import { characterListSchema, savedCharacterSchema } from './character.schema.js';

describe('character ids', () => {
  it('keep a sane client id and give anything else the id of the name', () => {
    expect(savedCharacterSchema.parse({ id: 'c-1f_A', name: 'Ada', isMainCharacter: true }).id).toBe('c-1f_A');
    for (const id of [undefined, '', 'two words', 'x'.repeat(61), 42, { id: 'x' }]) {
      expect(savedCharacterSchema.parse({ id, name: ' Ada ', isMainCharacter: true }).id).toBe(
        characterIdFromName('Ada'),
      );
    }
  });

  it('work the id of a name out the same way every time, and differently for another name', () => {
    expect(characterIdFromName('Rosa')).toBe(characterIdFromName('Rosa'));
    expect(characterIdFromName('Rosa')).not.toBe(characterIdFromName('Rosalind'));
    expect(characterIdFromName('美咲')).toMatch(CHARACTER_ID_PATTERN);
  });

  it('are unique within a list: a repeat gets a copy number, still a sane token', () => {
    const long = 'x'.repeat(60);
    expect(
      withUniqueCharacterIds([{ id: 'a' }, { id: 'a' }, { id: 'a-2' }, { id: long }, { id: long }]).map(
        (character) => character.id,
      ),
    ).toEqual(['a', 'a-2', 'a-2-2', long, `${'x'.repeat(58)}-2`]);
    const sams = characterListSchema.parse([
      { name: 'Sam', isMainCharacter: true },
      { name: 'Sam', isMainCharacter: false },
    ]);
    expect(sams.map((character) => character.id)).toEqual([
      characterIdFromName('Sam'),
      `${characterIdFromName('Sam')}-2`,
    ]);
    // Reading the stored list again gives the same ids.
    expect(characterListSchema.parse(sams)).toEqual(sams);
  });
});
