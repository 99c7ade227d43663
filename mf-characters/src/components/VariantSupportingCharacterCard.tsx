import { useId } from 'react';
import { VARIANT_PERSONALITY_OPTIONS, VARIANT_RELATIONS } from '@storyloom/contracts';
import { Select, TextField } from '@storyloom/kit/forms';
import { sanitiseTypedAge } from '../lib/age-stepper.js';
import type { VariantFieldErrors, VariantSupportingForm } from '../lib/variant-form.js';
import { VariantNameAndSexFields } from './VariantNameAndSexFields.js';
import { SupportingCardHeader } from './SupportingCardHeader.js';
import { CharacterCard } from './CharacterCard.js';
import { VariantListFields } from './VariantListFields.js';

interface VariantSupportingCharacterCardProps {
  character: VariantSupportingForm;
  position: number;
  onChange: (patch: Partial<VariantSupportingForm>) => void;
  onRemove: () => void;
  errors: VariantFieldErrors;
}

/** /OldStep1's supporting character: a numeric age, one of ten relations and one of ten personalities. */
export function VariantSupportingCharacterCard({
  character,
  position,
  onChange,
  onRemove,
  errors,
}: VariantSupportingCharacterCardProps) {
  const headingId = useId();
  const title = `Supporting character ${position}`;
  return (
    <CharacterCard aria-labelledby={headingId}>
      <SupportingCardHeader headingId={headingId} title={title} onRemove={onRemove} />
      <VariantNameAndSexFields character={character} onChange={onChange} errors={errors} />
      <TextField
        label="Age"
        required
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={character.age}
        error={errors.age}
        onChange={(event) => onChange({ age: sanitiseTypedAge(event.target.value) })}
      />
      <Select
        label="Relation"
        required
        placeholder="Select a relation"
        options={VARIANT_RELATIONS}
        value={character.relation}
        onChange={(event) => onChange({ relation: event.target.value })}
      />
      <Select
        label="Personality"
        required
        placeholder="Select a personality"
        options={VARIANT_PERSONALITY_OPTIONS}
        value={character.personality}
        onChange={(event) => onChange({ personality: event.target.value })}
      />
      <VariantListFields character={character} onChange={onChange} />
    </CharacterCard>
  );
}
