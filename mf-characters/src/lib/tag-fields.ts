import {
  FEAR_OPTIONS,
  FUNNY_QUIRK_OPTIONS,
  HOBBY_OPTIONS,
  PERSONALITY_OPTIONS,
  SKILL_OPTIONS,
} from '@storyloom/contracts';
import type { CharacterFormState } from './character-form.js';

type ListKey = 'personality' | 'skills' | 'hobbies' | 'funnyQuirks' | 'fears';
type CustomKey = `${ListKey}Custom`;

export interface TagFieldConfig {
  label: string;
  list: ListKey;
  custom: CustomKey;
  options: readonly string[];
}

/**
 * The five tag lists of a character (docs/product/step1-characters.md#tag-pickers), in the order the form shows them.
 */
export const TAG_FIELDS = {
  personality: { label: 'Personality', list: 'personality', custom: 'personalityCustom', options: PERSONALITY_OPTIONS },
  skills: { label: 'Skills', list: 'skills', custom: 'skillsCustom', options: SKILL_OPTIONS },
  hobbies: { label: 'Hobbies', list: 'hobbies', custom: 'hobbiesCustom', options: HOBBY_OPTIONS },
  funnyQuirks: {
    label: 'Funny quirks',
    list: 'funnyQuirks',
    custom: 'funnyQuirksCustom',
    options: FUNNY_QUIRK_OPTIONS,
  },
  fears: { label: 'Fears', list: 'fears', custom: 'fearsCustom', options: FEAR_OPTIONS },
} as const satisfies Record<ListKey, TagFieldConfig>;

/** Supporting cards keep these behind 'advanced options' (docs/product/step1-characters.md#step1-the-screen). */
export const ADVANCED_TAG_FIELDS: readonly TagFieldConfig[] = [
  TAG_FIELDS.skills,
  TAG_FIELDS.hobbies,
  TAG_FIELDS.funnyQuirks,
  TAG_FIELDS.fears,
];

export type CharacterPatch = Partial<Omit<CharacterFormState, 'id' | 'isMainCharacter'>>;
