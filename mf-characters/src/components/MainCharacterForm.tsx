import type { CharacterFormState } from '../lib/character-form.js';
import { TAG_FIELDS, type CharacterPatch } from '../lib/tag-fields.js';
import { CharacterCard, CharacterCardHeading, TagFieldGrid } from './CharacterCard.js';
import { CharacterBasics } from './CharacterBasics.js';
import { CharacterTagField } from './CharacterTagField.js';
import { ExtraInformationField } from './ExtraInformationField.js';

interface MainCharacterFormProps {
  character: CharacterFormState;
  onChange: (patch: CharacterPatch) => void;
  showNameError: boolean;
}

/** The main character: every field is shown at once (docs/product/step1-characters.md#step1-the-screen). */
export function MainCharacterForm({ character, onChange, showNameError }: MainCharacterFormProps) {
  return (
    <CharacterCard aria-labelledby="main-character-heading">
      <CharacterCardHeading id="main-character-heading">Main character</CharacterCardHeading>
      <CharacterBasics character={character} onChange={onChange} showNameError={showNameError} />
      <TagFieldGrid>
        {Object.values(TAG_FIELDS).map((field) => (
          <CharacterTagField key={field.list} character={character} field={field} onChange={onChange} />
        ))}
      </TagFieldGrid>
      <ExtraInformationField
        value={character.extraInformation}
        onChange={(extraInformation) => onChange({ extraInformation })}
      />
    </CharacterCard>
  );
}
