import { CHARACTER_LIMITS } from '@storyloom/contracts';
import type { CharacterFormState } from '../lib/character-form.js';
import { TextField } from '@storyloom/kit/forms';
import { REQUIRED_NAME_MESSAGE } from '../lib/name-validation.js';
import type { CharacterPatch } from '../lib/tag-fields.js';
import { AgeStepper } from './AgeStepper.js';
import { GenderChoice } from './GenderChoice.js';

interface CharacterBasicsProps {
  character: CharacterFormState;
  onChange: (patch: CharacterPatch) => void;
  /** True once the visitor has tried to continue with this name blank (docs/product/step1-characters.md#rules). */
  showNameError: boolean;
}

/** Name, gender and age: the fields every character shows first. */
export function CharacterBasics({ character, onChange, showNameError }: CharacterBasicsProps) {
  return (
    <>
      <TextField
        label="Character name"
        required
        autoComplete="off"
        maxLength={CHARACTER_LIMITS.nameMaxLength}
        value={character.characterName}
        error={showNameError ? REQUIRED_NAME_MESSAGE : undefined}
        onChange={(event) => onChange({ characterName: event.target.value })}
      />
      <GenderChoice value={character.gender} onChange={(gender) => onChange({ gender })} />
      <AgeStepper value={character.age} onChange={(age) => onChange({ age })} />
    </>
  );
}
