import {
  AGE_RANGE_CODES,
  CUSTOM_OPTION,
  RELATIONSHIP_OPTIONS,
  joinCommaList,
  normaliseCommaList,
  type Gender,
  type SavedCharacter,
  type SavedCharacterInput,
} from '@storyloom/contracts';

/**
 * Per-character state of the current /step1 form (docs/product/step1-characters.md#step1-the-screen). Only this
 * remote holds it: Step 2 edits characters through the exposed CharacterEditor, whose props (in the contract) carry
 * no form state.
 */
export interface CharacterFormState {
  /**
   * The character's id: a saved character's own (so a rename keeps what is keyed by it, the gift's call names), a
   * new one's drawn at random (newCharacterId). Sent with the character; also the form row's React key.
   */
  id: string;
  characterName: string;
  gender: Gender;
  /** Whole number typed as text, or ''. */
  age: string;
  personality: string[];
  personalityCustom: string;
  extraInformation: string;
  skills: string[];
  skillsCustom: string;
  hobbies: string[];
  hobbiesCustom: string;
  funnyQuirks: string[];
  funnyQuirksCustom: string;
  fears: string[];
  fearsCustom: string;
  showAdvanced: boolean;
  isMainCharacter: boolean;
  /** Supporting characters only: an entry of RELATIONSHIP_OPTIONS or ''. */
  relationship: string;
  /** The visitor's own relationship, used when `relationship` is 'Custom...'. */
  relationshipCustom: string;
}

/** A blank character: gender 'unselected', empty lists (docs/product/step1-characters.md#step1-the-screen). */
export function emptyCharacterForm(id: string, isMainCharacter: boolean): CharacterFormState {
  return {
    id,
    characterName: '',
    gender: 'unselected',
    age: '',
    personality: [],
    personalityCustom: '',
    extraInformation: '',
    skills: [],
    skillsCustom: '',
    hobbies: [],
    hobbiesCustom: '',
    funnyQuirks: [],
    funnyQuirksCustom: '',
    fears: [],
    fearsCustom: '',
    showAdvanced: false,
    isMainCharacter,
    relationship: '',
    relationshipCustom: '',
  };
}

/** 'Custom...' is the control that opens the text box; it is never a trait of the character. */
const withoutCustomEntry = (tags: readonly string[]) => tags.filter((tag) => tag !== CUSTOM_OPTION);

const BUILT_IN_RELATIONSHIPS: readonly string[] = RELATIONSHIP_OPTIONS.filter((option) => option !== CUSTOM_OPTION);

/** Form state -> the saved and sent form (docs/product/step1-characters.md#what-is-stored). */
export function characterFormToSaved(form: CharacterFormState): SavedCharacterInput {
  const saved: SavedCharacterInput = {
    id: form.id,
    name: form.characterName.trim(),
    isMainCharacter: form.isMainCharacter,
    personality: withoutCustomEntry(form.personality),
    skills: joinCommaList(withoutCustomEntry(form.skills)),
    hobbies: joinCommaList(withoutCustomEntry(form.hobbies)),
    quirks: joinCommaList(withoutCustomEntry(form.funnyQuirks)),
    fears: joinCommaList(withoutCustomEntry(form.fears)),
    extraInfo: form.extraInformation,
    gender: form.gender,
    age: form.age.trim(),
    personalityCustom: form.personalityCustom,
    skillsCustom: form.skillsCustom,
    hobbiesCustom: form.hobbiesCustom,
    funnyQuirksCustom: form.funnyQuirksCustom,
    fearsCustom: form.fearsCustom,
  };
  if (!form.isMainCharacter) {
    saved.relation = form.relationship === CUSTOM_OPTION ? form.relationshipCustom.trim() : form.relationship;
  }
  return saved;
}

/** A relation that is not a built-in option is the visitor's own text, shown under 'Custom...'. */
function relationshipFields(relation: string): Pick<CharacterFormState, 'relationship' | 'relationshipCustom'> {
  if (relation === '' || BUILT_IN_RELATIONSHIPS.includes(relation))
    return { relationship: relation, relationshipCustom: '' };
  return { relationship: CUSTOM_OPTION, relationshipCustom: relation };
}

/**
 * The saved form -> form state, to show a visitor what they saved, under the character's saved id. An age-range
 * code (saved by /OldStep1) has no place in /step1's number box, so it shows as empty there.
 */
export function savedToCharacterForm(saved: SavedCharacter): CharacterFormState {
  const isAgeRange = (AGE_RANGE_CODES as readonly string[]).includes(saved.age);
  return {
    ...emptyCharacterForm(saved.id, saved.isMainCharacter),
    characterName: saved.name,
    gender: saved.gender,
    age: isAgeRange ? '' : saved.age,
    personality: [...saved.personality],
    personalityCustom: saved.personalityCustom,
    extraInformation: saved.extraInfo,
    skills: normaliseCommaList(saved.skills),
    skillsCustom: saved.skillsCustom,
    hobbies: normaliseCommaList(saved.hobbies),
    hobbiesCustom: saved.hobbiesCustom,
    funnyQuirks: normaliseCommaList(saved.quirks),
    funnyQuirksCustom: saved.funnyQuirksCustom,
    fears: normaliseCommaList(saved.fears),
    fearsCustom: saved.fearsCustom,
    ...(saved.isMainCharacter ? {} : relationshipFields(saved.relation ?? '')),
  };
}
