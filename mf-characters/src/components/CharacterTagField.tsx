import type { CharacterFormState } from '@storyloom/contracts';
import type { CharacterPatch, TagFieldConfig } from '../lib/tag-fields.js';
import { TagMultiSelect } from './TagMultiSelect.js';

interface CharacterTagFieldProps {
  character: CharacterFormState;
  field: TagFieldConfig;
  onChange: (patch: CharacterPatch) => void;
  suggestionCount?: number;
}

/** Binds one of a character's five tag lists (and its custom text) to a TagMultiSelect. */
export function CharacterTagField({ character, field, onChange, suggestionCount }: CharacterTagFieldProps) {
  return (
    <TagMultiSelect
      label={field.label}
      options={field.options}
      value={character[field.list]}
      onChange={(tags) => onChange({ [field.list]: tags })}
      customText={character[field.custom]}
      onCustomTextChange={(text) => onChange({ [field.custom]: text })}
      suggestionCount={suggestionCount}
    />
  );
}
