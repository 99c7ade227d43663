import { describe, expect, it } from '@jest/globals';
import { step1RequestSchema } from '@storyloom/contracts';
import {
  emptyVariantMain,
  emptyVariantSupporting,
  VARIANT_MESSAGES,
  validateVariant,
  variantToSavedCharacters,
  type VariantMainForm,
  type VariantSupportingForm,
} from './variant-form.js';

const filledMain: VariantMainForm = {
  ...emptyVariantMain('m'),
  characterName: 'Ada',
  sex: 'female',
  age: 'young-adult',
  personality: 'Brave, curious',
  skills: ' Coding ,, Chess ',
  hobbies: 'Sailing',
  funnyQuirks: 'Hums',
  fears: 'Spiders',
  extraInformation: 'Red scarf',
};
const filledFriend: VariantSupportingForm = {
  ...emptyVariantSupporting('s'),
  characterName: 'Bo',
  sex: 'male',
  age: '12',
  relation: 'Cousin',
  personality: 'Funny',
  skills: 'Art',
  hobbies: 'Gaming',
  funnyQuirks: 'Forgets names',
  fears: 'Storms',
  extraInformation: 'Tall',
};

describe('validateVariant', () => {
  it('accepts a fully filled main character and no supporting ones', () => {
    expect(validateVariant(filledMain, [])).toEqual({ valid: true, errors: {} });
  });

  it('flags name, sex and age with the spec messages', () => {
    expect(validateVariant(emptyVariantMain('m'), [])).toEqual({
      valid: false,
      errors: { m: { characterName: VARIANT_MESSAGES.name, sex: VARIANT_MESSAGES.sex, age: VARIANT_MESSAGES.age } },
    });
    expect(VARIANT_MESSAGES).toEqual({
      alert: 'Please fill in all required fields before proceeding. All character information is required.',
      name: 'This field is required',
      sex: 'Please select a gender',
      age: 'Please select an age range',
    });
  });

  it('requires the other fields without a visible message', () => {
    expect(validateVariant({ ...filledMain, fears: ' , ' }, [])).toEqual({ valid: false, errors: {} });
    expect(validateVariant({ ...filledMain, extraInformation: '  ' }, [])).toEqual({ valid: false, errors: {} });
  });

  it('requires a relation for supporting characters', () => {
    expect(validateVariant(filledMain, [filledFriend]).valid).toBe(true);
    expect(validateVariant(filledMain, [{ ...filledFriend, relation: '' }]).valid).toBe(false);
  });
});

describe('variantToSavedCharacters', () => {
  it('maps to the saved form the API accepts, with lists trimmed and empties dropped', () => {
    const characters = variantToSavedCharacters(filledMain, [filledFriend]);
    expect(characters[0]).toEqual({
      name: 'Ada',
      isMainCharacter: true,
      personality: ['Brave', 'curious'],
      skills: 'Coding, Chess',
      hobbies: 'Sailing',
      quirks: 'Hums',
      fears: 'Spiders',
      extraInfo: 'Red scarf',
      gender: 'female',
      age: 'young-adult',
    });
    expect(characters[1]).toMatchObject({
      isMainCharacter: false,
      age: '12',
      relation: 'Cousin',
      personality: ['Funny'],
    });
    expect(step1RequestSchema.safeParse({ characters }).success).toBe(true);
  });
});
