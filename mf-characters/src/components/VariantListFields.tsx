import { CHARACTER_LIMITS } from '@storyloom/contracts';
import { TextArea } from '@storyloom/kit/forms';
import type { VariantMainForm, VariantSupportingForm } from '../lib/variant-form.js';
import { CommaListField } from './CommaListField.js';

type ListPatch = Partial<
  Pick<VariantMainForm & VariantSupportingForm, 'skills' | 'hobbies' | 'funnyQuirks' | 'fears' | 'extraInformation'>
>;

interface VariantListFieldsProps {
  character: VariantMainForm | VariantSupportingForm;
  onChange: (patch: ListPatch) => void;
}

/** The comma-separated lists and the 4-row extra information box shared by every variant character. */
export function VariantListFields({ character, onChange }: VariantListFieldsProps) {
  return (
    <>
      <CommaListField
        label="Skills"
        placeholder="Cooking, Music"
        value={character.skills}
        onChange={(skills) => onChange({ skills })}
      />
      <CommaListField
        label="Hobbies"
        placeholder="Gardening, Gaming"
        value={character.hobbies}
        onChange={(hobbies) => onChange({ hobbies })}
      />
      <CommaListField
        label="Funny quirks"
        placeholder="Always humming, Forgets names"
        value={character.funnyQuirks}
        onChange={(funnyQuirks) => onChange({ funnyQuirks })}
      />
      <CommaListField
        label="Fears"
        placeholder="Heights, Storms"
        value={character.fears}
        onChange={(fears) => onChange({ fears })}
      />
      <TextArea
        label="Extra information"
        required
        rows={4}
        maxLength={CHARACTER_LIMITS.extraInfoMaxLength}
        value={character.extraInformation}
        onChange={(event) => onChange({ extraInformation: event.target.value })}
      />
    </>
  );
}
