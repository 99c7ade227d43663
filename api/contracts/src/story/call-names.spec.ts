import { describe, expect, it } from '@jest/globals';
import { callNameOf, callNamesById, giftForCharacters, storyDetailsForCharacters } from './call-names.js';

const characters = [
  { id: 'mira', name: 'Mira' },
  { id: 'rosa', name: 'Rosa' },
  { id: 'sam-1', name: 'Sam' },
  { id: 'sam-2', name: 'Sam' },
];

describe('call names by character id', () => {
  it('keep id keys, turn name keys into the ids of the characters of that name, and report the rest', () => {
    expect(callNamesById({ rosa: 'Grandma', Mira: 'Bean', Zed: 'Z', Sam: 'Sammy' }, characters)).toEqual({
      byId: { rosa: 'Grandma', mira: 'Bean', 'sam-1': 'Sammy', 'sam-2': 'Sammy' },
      unknownKeys: ['Zed'],
    });
  });

  it("let a call name given by id win over one given by the same character's name", () => {
    expect(callNamesById({ Rosa: 'Nana', rosa: 'Grandma' }, characters).byId).toEqual({ rosa: 'Grandma' });
  });

  it('take an id before a name when a key is both', () => {
    expect(callNamesById({ rosa: 'Grandma' }, [...characters, { id: 'other', name: 'rosa' }]).byId).toEqual({
      rosa: 'Grandma',
    });
  });

  it('drop what names no character from a stored gift, and the call names when none is left', () => {
    expect(
      giftForCharacters(
        { occasion: 'Birthday', callNames: { Rosa: 'Nana', gone: 'Ghost' }, avoid: 'Spiders' },
        characters,
      ),
    ).toEqual({
      occasion: 'Birthday',
      callNames: { rosa: 'Nana' },
      avoid: 'Spiders',
    });
    expect(giftForCharacters({ occasion: 'Birthday', callNames: { gone: 'Ghost' } }, characters)).toEqual({
      occasion: 'Birthday',
    });
    expect(storyDetailsForCharacters({ title: 'x', gift: { callNames: { gone: 'Ghost' } } }, characters)).toEqual({
      title: 'x',
    });
  });

  it('look a character up by id only, never by name or an inherited key', () => {
    const gift = { callNames: { rosa: 'Grandma', Mira: 'Bean' } };
    expect(callNameOf(gift, { id: 'rosa' })).toBe('Grandma');
    expect(callNameOf(gift, { id: 'mira' })).toBeUndefined();
    expect(callNameOf(gift, { id: 'constructor' })).toBeUndefined();
    expect(callNameOf(undefined, { id: 'rosa' })).toBeUndefined();
  });
});
