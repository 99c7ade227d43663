import { describe, expect, it } from '@jest/globals';
import { characterFormToSaved, emptyCharacterForm, savedToCharacterForm } from './character-form.js';
import { savedCharacterSchema } from '@storyloom/contracts';

describe('character form mapping', () => {
  it('maps a filled supporting form to the saved form, dropping the Custom... control', () => {
    const form = {
      ...emptyCharacterForm('c1', false),
      characterName: ' Bo ',
      gender: 'male' as const,
      age: ' 12 ',
      personality: ['Funny', 'Custom...', 'Loves tea'],
      personalityCustom: 'half typed',
      skills: ['Art', 'Juggling'],
      funnyQuirks: ['Always humming'],
      relationship: 'Custom...',
      relationshipCustom: ' Rival ',
    };
    expect(characterFormToSaved(form)).toEqual({
      id: 'c1',
      name: 'Bo',
      isMainCharacter: false,
      personality: ['Funny', 'Loves tea'],
      skills: 'Art, Juggling',
      hobbies: '',
      quirks: 'Always humming',
      fears: '',
      extraInfo: '',
      gender: 'male',
      age: '12',
      relation: 'Rival',
      personalityCustom: 'half typed',
      skillsCustom: '',
      hobbiesCustom: '',
      funnyQuirksCustom: '',
      fearsCustom: '',
    });
  });

  it('never sends a relation for the main character', () => {
    expect(characterFormToSaved({ ...emptyCharacterForm('m', true), characterName: 'Ada' })).not.toHaveProperty(
      'relation',
    );
  });

  it('round-trips through the schema back to the same form', () => {
    const form = {
      ...emptyCharacterForm('c2', false),
      characterName: 'Bo',
      age: '3',
      personality: ['Funny'],
      fears: ['Heights', 'Dark rooms'],
      extraInformation: 'Has a red bike',
      relationship: 'Mentor',
    };
    const saved = savedCharacterSchema.parse(characterFormToSaved(form));
    expect(savedToCharacterForm(saved)).toEqual(form);
  });

  it('restores a relation that is not an option as Custom... with its text', () => {
    const saved = savedCharacterSchema.parse({ name: 'Bo', isMainCharacter: false, relation: 'Sibling' });
    expect(savedToCharacterForm(saved)).toMatchObject({ relationship: 'Custom...', relationshipCustom: 'Sibling' });
  });

  it('shows an age-range code from the variant form as an empty age', () => {
    const saved = savedCharacterSchema.parse({ name: 'Ada', isMainCharacter: true, age: 'teenager' });
    expect(savedToCharacterForm(saved).age).toBe('');
  });
});
