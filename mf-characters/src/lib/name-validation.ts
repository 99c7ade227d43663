import type { CharacterFormState } from './character-form.js';
import { ageProblem } from './age-stepper.js';

/** Verbatim (docs/product/step1-characters.md#rules). */
export const REQUIRED_NAME_MESSAGE = '* This field is required. Please fill it to continue';

/** The ids of characters whose name is blank after trimming; /step1 requires every name. */
export function charactersMissingNames(characters: readonly CharacterFormState[]): Set<string> {
  return new Set(
    characters.filter((character) => character.characterName.trim() === '').map((character) => character.id),
  );
}

/** The ids of characters the form cannot send: a blank name, or an age box holding text that is not an age. */
export function charactersInError(characters: readonly CharacterFormState[]): Set<string> {
  const blankNames = charactersMissingNames(characters);
  return new Set(
    characters
      .filter((character) => blankNames.has(character.id) || ageProblem(character.age) !== undefined)
      .map((character) => character.id),
  );
}
