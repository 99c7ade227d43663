import { CHARACTER_LIMITS } from '@storyloom/contracts';
import { TextField } from '@storyloom/kit/forms';
import type { VariantCharacterBase, VariantFieldErrors } from '../lib/variant-form.js';
import { GenderChoice } from './GenderChoice.js';

interface VariantNameAndSexFieldsProps {
  character: Pick<VariantCharacterBase, 'characterName' | 'sex'>;
  onChange: (patch: Partial<Pick<VariantCharacterBase, 'characterName' | 'sex'>>) => void;
  errors: VariantFieldErrors;
}

/** The first two fields of every /OldStep1 character card, main and supporting alike: name and sex. */
export function VariantNameAndSexFields({ character, onChange, errors }: VariantNameAndSexFieldsProps) {
  return (
    <>
      <TextField
        label="Character name"
        required
        autoComplete="off"
        maxLength={CHARACTER_LIMITS.nameMaxLength}
        value={character.characterName}
        error={errors.characterName}
        onChange={(event) => onChange({ characterName: event.target.value })}
      />
      <GenderChoice label="Sex" value={character.sex} error={errors.sex} onChange={(sex) => onChange({ sex })} />
    </>
  );
}
