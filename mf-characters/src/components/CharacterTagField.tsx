import { CHARACTER_LIMITS, CUSTOM_OPTION, tagLabel } from '@storyloom/contracts';
import type { CharacterFormState } from '../lib/character-form.js';
import { TagMultiSelect } from '@storyloom/kit/forms';
import type { CharacterPatch, TagFieldConfig } from '../lib/tag-fields.js';

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
      customOption={CUSTOM_OPTION}
      maxTags={CHARACTER_LIMITS.tagsPerList}
      customTextMaxLength={CHARACTER_LIMITS.customTextMaxLength}
      formatTag={(tag) => tagLabel(tag, field.options)}
      value={character[field.list]}
      onChange={(tags) => onChange({ [field.list]: tags })}
      customText={character[field.custom]}
      onCustomTextChange={(text) => onChange({ [field.custom]: text })}
      suggestionCount={suggestionCount}
    />
  );
}
