import { AGE_RANGES, type AgeRangeCode } from '@storyloom/contracts';
import { Select, TextField } from '@storyloom/kit/forms';
import type { VariantFieldErrors, VariantMainForm } from '../lib/variant-form.js';
import { VariantNameAndSexFields } from './VariantNameAndSexFields.js';
import { CharacterCard, CharacterCardHeading } from './CharacterCard.js';
import { VariantListFields } from './VariantListFields.js';

interface VariantMainCharacterFormProps {
  character: VariantMainForm;
  onChange: (patch: Partial<VariantMainForm>) => void;
  errors: VariantFieldErrors;
}

/** /OldStep1's main character: sex, an age range, free-text personality and comma-separated lists. */
export function VariantMainCharacterForm({ character, onChange, errors }: VariantMainCharacterFormProps) {
  return (
    <CharacterCard aria-labelledby="variant-main-character-heading">
      <CharacterCardHeading id="variant-main-character-heading">Main character</CharacterCardHeading>
      <VariantNameAndSexFields character={character} onChange={onChange} errors={errors} />
      <Select
        label="Age range"
        required
        placeholder="Select an age range"
        options={AGE_RANGES}
        value={character.age}
        error={errors.age}
        onChange={(event) => onChange({ age: event.target.value as AgeRangeCode | '' })}
      />
      <TextField
        label="Personality"
        required
        hint="Describe them in a few words; commas separate traits"
        value={character.personality}
        onChange={(event) => onChange({ personality: event.target.value })}
      />
      <VariantListFields character={character} onChange={onChange} />
    </CharacterCard>
  );
}
