import {
  joinCommaList,
  normaliseCommaList,
  type AgeRangeCode,
  type Gender,
  type SavedCharacterInput,
} from '@storyloom/contracts';

/**
 * Form state of the legacy /OldStep1 (docs/product/step1-characters.md#oldstep1-the-legacy-form). Lists are the
 * comma-separated text as typed.
 */
export interface VariantCharacterBase {
  id: string;
  characterName: string;
  sex: Gender;
  personality: string;
  skills: string;
  hobbies: string;
  funnyQuirks: string;
  fears: string;
  extraInformation: string;
}
export interface VariantMainForm extends VariantCharacterBase {
  /** An age-range code, '' until chosen. */
  age: AgeRangeCode | '';
}
export interface VariantSupportingForm extends VariantCharacterBase {
  /** A whole number typed into a number box, '' until typed. */
  age: string;
  relation: string;
}

const emptyBase = (id: string): VariantCharacterBase => ({
  id,
  characterName: '',
  sex: 'unselected',
  personality: '',
  skills: '',
  hobbies: '',
  funnyQuirks: '',
  fears: '',
  extraInformation: '',
});
export const emptyVariantMain = (id: string): VariantMainForm => ({ ...emptyBase(id), age: '' });
export const emptyVariantSupporting = (id: string): VariantSupportingForm => ({
  ...emptyBase(id),
  age: '',
  relation: '',
});

/** Verbatim (docs/product/step1-characters.md#oldstep1-the-legacy-form). */
export const VARIANT_MESSAGES = {
  alert: 'Please fill in all required fields before proceeding. All character information is required.',
  name: 'This field is required',
  sex: 'Please select a gender',
  age: 'Please select an age range',
} as const;

/**
 * Only name, sex and age carry a visible message (docs/product/step1-characters.md#oldstep1-the-legacy-form); every
 * other field is required all the same.
 */
export interface VariantFieldErrors {
  characterName?: string;
  sex?: string;
  age?: string;
}
export interface VariantValidation {
  valid: boolean;
  /** Errors by character id. */
  errors: Record<string, VariantFieldErrors>;
}

const blank = (text: string) => text.trim() === '';
const blankList = (text: string) => normaliseCommaList(text).length === 0;

function validateOne(character: VariantMainForm | VariantSupportingForm, extraBlank: boolean) {
  const errors: VariantFieldErrors = {};
  if (blank(character.characterName)) errors.characterName = VARIANT_MESSAGES.name;
  if (character.sex === 'unselected') errors.sex = VARIANT_MESSAGES.sex;
  if (blank(character.age)) errors.age = VARIANT_MESSAGES.age;
  const otherBlank =
    blank(character.personality) ||
    [character.skills, character.hobbies, character.funnyQuirks, character.fears].some(blankList) ||
    blank(character.extraInformation) ||
    extraBlank;
  return { errors, valid: Object.keys(errors).length === 0 && !otherBlank };
}

/** Every field of the main character and of each supporting character (plus its relation) must be filled. */
export function validateVariant(
  main: VariantMainForm,
  supporting: readonly VariantSupportingForm[],
): VariantValidation {
  const results = [
    { id: main.id, ...validateOne(main, false) },
    ...supporting.map((character) => ({ id: character.id, ...validateOne(character, blank(character.relation)) })),
  ];
  return {
    valid: results.every((result) => result.valid),
    errors: Object.fromEntries(
      results.filter((result) => Object.keys(result.errors).length > 0).map((result) => [result.id, result.errors]),
    ),
  };
}

/** Free-text personality is kept as entries split on commas, the way the saved form's list is read back. */
function sharedFields(character: VariantCharacterBase) {
  return {
    name: character.characterName.trim(),
    personality: normaliseCommaList(character.personality),
    skills: joinCommaList(normaliseCommaList(character.skills)),
    hobbies: joinCommaList(normaliseCommaList(character.hobbies)),
    quirks: joinCommaList(normaliseCommaList(character.funnyQuirks)),
    fears: joinCommaList(normaliseCommaList(character.fears)),
    extraInfo: character.extraInformation.trim(),
    gender: character.sex,
  };
}

/**
 * The legacy form -> the saved form (docs/product/step1-characters.md#what-is-stored), so /OldStep1's characters
 * reach the draft that /OldStep2 reads. The main character's age is its range code; a supporting character's age is
 * its number as digits.
 */
export function variantToSavedCharacters(
  main: VariantMainForm,
  supporting: readonly VariantSupportingForm[],
): SavedCharacterInput[] {
  return [
    { ...sharedFields(main), isMainCharacter: true, age: main.age },
    ...supporting.map((character) => ({
      ...sharedFields(character),
      isMainCharacter: false,
      age: character.age.trim(),
      relation: character.relation,
    })),
  ];
}
