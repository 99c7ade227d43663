import { useState } from 'react';
import { styled } from 'styled-components';
import { CHARACTERS_SAVED_MESSAGE, type CharacterEditorProps } from '@storyloom/contracts';
import { characterFormToSaved } from '../lib/character-form.js';
import { Button } from '@storyloom/kit';
import { saveCharacters } from '../lib/characters-api.js';
import { storeCharactersLocally } from '../lib/local-storage.js';
import { charactersInError, charactersMissingNames } from '../lib/name-validation.js';
import { useCharacterForms } from '../lib/use-character-forms.js';
import { useSavedCharacters } from '../lib/use-saved-characters.js';
import { MainCharacterForm } from './MainCharacterForm.js';
import { SupportingCharacterList } from './SupportingCharacterList.js';

const SAVE_FAILED_MESSAGE = 'Your characters could not be saved. Please try again.';

/**
 * The visitor's saved characters in Step 1's form, saved as a whole list to the draft (POST /api/step1) with
 * 'Save Changes'. Exposed as `mf_characters/CharacterEditor` so other steps (Step 2's CHARACTERS drawer) edit
 * characters exactly as /step1 does, loaded at run time instead of importing this remote's source. Its props are
 * the contract's `CharacterEditorProps` (EXPOSED_COMPONENTS), the one type both remotes build against.
 */
export function CharacterEditor({ onCancel, onSaved }: CharacterEditorProps) {
  const { main, supporting, updateMain, updateSupporting, addSupporting, removeSupporting, restore } =
    useCharacterForms();
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const missingNames = charactersMissingNames([main, ...supporting]);

  const loaded = useSavedCharacters(restore);

  const save = async () => {
    setAttempted(true);
    setSaveError('');
    if (charactersInError([main, ...supporting]).size > 0) return;
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
    <Layout>
      <Fields>
        {!loaded ? (
          <Status role="status">Loading your characters...</Status>
        ) : (
          <>
            {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
            <MainCharacterForm
              character={main}
              onChange={updateMain}
              showNameError={attempted && missingNames.has(main.id)}
            />
            <SupportingCharacterList
              supporting={supporting}
              onChange={updateSupporting}
              onRemove={removeSupporting}
              onAdd={addSupporting}
              showNameError={(id) => attempted && missingNames.has(id)}
            />
          </>
        )}
      </Fields>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save} busy={saving} busyLabel="Saving..." disabled={!loaded}>
          Save Changes
        </Button>
      </Actions>
    </Layout>
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

/**
 * Fills the panel it is shown in (Step 2's drawer gives it the whole area under its title): the fields scroll,
 * and the Cancel / Save Changes bar sits on the panel's bottom edge with nothing showing beneath it.
 */
const Layout = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

const Fields = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${(props) => props.theme.space(3)};
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: ${(props) => props.theme.space(1)};
  padding: ${(props) => props.theme.space(1.5)} ${(props) => props.theme.space(3)};
  border-top: 1px solid ${(props) => props.theme.colors.border};
  background: ${(props) => props.theme.colors.background};
`;
