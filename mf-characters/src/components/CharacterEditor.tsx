import { useState } from 'react';
import { styled } from 'styled-components';
import { CHARACTERS_SAVED_MESSAGE, characterFormToSaved } from '@storyloom/contracts';
import { Button } from '@storyloom/kit';
import { saveCharacters } from '../lib/characters-api.js';
import { storeCharactersLocally } from '../lib/local-storage.js';
import { charactersMissingNames } from '../lib/name-validation.js';
import { useCharacterForms } from '../lib/use-character-forms.js';
import { useSavedCharacters } from '../lib/use-saved-characters.js';
import { MainCharacterForm } from './MainCharacterForm.js';
import { SupportingCharacterList } from './SupportingCharacterList.js';

const SAVE_FAILED_MESSAGE = 'Your characters could not be saved. Please try again.';

export interface CharacterEditorProps {
  onCancel: () => void;
  /** Called after the draft accepted the full list. */
  onSaved: () => void;
}

/**
 * The visitor's saved characters in Step 1's form, saved as a whole list to the draft (POST /api/step1) with
 * 'Save Changes'. Exposed as `mf_characters/CharacterEditor` so other steps (Step 2's CHARACTERS drawer) edit
 * characters exactly as /step1 does, loaded at run time instead of importing this remote's source.
 */
export function CharacterEditor({ onCancel, onSaved }: CharacterEditorProps) {
  const { main, supporting, updateMain, updateSupporting, addSupporting, removeSupporting, restore } = useCharacterForms();
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const missingNames = charactersMissingNames([main, ...supporting]);

  const loaded = useSavedCharacters(restore);

  const save = async () => {
    setAttempted(true);
    setSaveError('');
    if (missingNames.size > 0) return;
    setSaving(true);
    const characters = [main, ...supporting].map(characterFormToSaved);
    try {
      if ((await saveCharacters(characters)) === CHARACTERS_SAVED_MESSAGE) {
        storeCharactersLocally(characters);
        onSaved();
        return;
      }
      setSaveError(SAVE_FAILED_MESSAGE);
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : SAVE_FAILED_MESSAGE);
    }
    setSaving(false);
  };

  return (
    <>
      {!loaded ? (
        <Status role="status">Loading your characters...</Status>
      ) : (
        <>
          {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
          <MainCharacterForm character={main} onChange={updateMain} showNameError={attempted && missingNames.has(main.id)} />
          <SupportingCharacterList
            supporting={supporting}
            onChange={updateSupporting}
            onRemove={removeSupporting}
            onAdd={addSupporting}
            showNameError={(id) => attempted && missingNames.has(id)}
          />
        </>
      )}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save} busy={saving} busyLabel="Saving..." disabled={!loaded}>
          Save Changes
        </Button>
      </Actions>
    </>
  );
}

/** The federation runtime hands the exposed module's default export to React.lazy. */
export default CharacterEditor;

const Status = styled.p`
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0 0 ${(props) => props.theme.space(2)};
  color: ${(props) => props.theme.colors.error};
  font-weight: 600;
`;

/** Stays in view at the bottom of a scrolling container (a drawer), so saving never needs a scroll. */
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: flex-end;
  gap: ${(props) => props.theme.space(1)};
  margin-top: ${(props) => props.theme.space(2)};
  padding: ${(props) => props.theme.space(1.5)} 0;
  background: ${(props) => props.theme.colors.background};
`;
