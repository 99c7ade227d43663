import { describe, expect, it } from '@jest/globals';
import { savedCharacterSchema } from './character.schema.js';
import { toStoredCharacter } from './stored-character.js';

describe('toStoredCharacter', () => {
  it('keeps the fields step 2 reads and joins personality with commas', () => {
    const saved = savedCharacterSchema.parse({
      name: 'Bo',
      isMainCharacter: false,
      personality: ['Funny', 'Loves tea'],
      skills: 'Art, Music',
      quirks: 'Always humming',
      extraInfo: 'Tall',
      relation: 'Friend',
      age: '9',
    });
    expect(toStoredCharacter(saved)).toEqual({
      id: saved.id,
      name: 'Bo',
      isMainCharacter: false,
      personality: 'Funny, Loves tea',
      skills: 'Art, Music',
      hobbies: '',
      quirks: 'Always humming',
      fears: '',
      extraInfo: 'Tall',
    });
  });
});
