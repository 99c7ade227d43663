import { beforeEach, describe, expect, it } from '@jest/globals';
import { clearLaterStepData, readLocalCharacters, storeCharactersLocally } from './local-storage.js';

describe('local storage', () => {
  beforeEach(() => localStorage.clear());

  it('clears step 2 form data and the story outline, leaving the rest', () => {
    localStorage.setItem('story_params', '{}');
    localStorage.setItem('story_outline', 'Once upon a time');
    localStorage.setItem('selected_book_size', 'M');
    clearLaterStepData();
    expect(localStorage.getItem('story_params')).toBeNull();
    expect(localStorage.getItem('story_outline')).toBeNull();
    expect(localStorage.getItem('selected_book_size')).toBe('M');
  });

  it('stores characters under `characters` and reads them back normalised', () => {
    storeCharactersLocally([{ name: 'Ada', isMainCharacter: true, skills: 'Art,,Music' }]);
    expect(JSON.parse(localStorage.getItem('characters') ?? '')).toEqual([
      { name: 'Ada', isMainCharacter: true, skills: 'Art,,Music' },
    ]);
    expect(readLocalCharacters()).toMatchObject([{ name: 'Ada', skills: 'Art, Music', gender: 'unselected' }]);
  });

  it('ignores stored data that is not a valid character list', () => {
    localStorage.setItem('characters', 'not json');
    expect(readLocalCharacters()).toEqual([]);
    localStorage.setItem('characters', JSON.stringify([{ name: '', isMainCharacter: true }]));
    expect(readLocalCharacters()).toEqual([]);
  });
});
