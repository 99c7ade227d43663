import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { CHARACTERS_SAVED_MESSAGE } from '@storyloom/contracts';
import { characterFormToSaved } from '../lib/character-form.js';
import { Button, PageContainer, PageTitle, usePageview, VisuallyHidden } from '@storyloom/kit';
import { StepIndicator } from '@storyloom/kit/wizard';
import { MainCharacterForm } from '../components/MainCharacterForm.js';
import { SupportingCharacterList } from '../components/SupportingCharacterList.js';
import { saveCharacters } from '../lib/characters-api.js';
import { clearLaterStepData, storeCharactersLocally } from '../lib/local-storage.js';
import { charactersInError, charactersMissingNames } from '../lib/name-validation.js';
import { describeFieldInError, scrollSmoothlyTo } from '../lib/scroll.js';
import { useCharacterForms } from '../lib/use-character-forms.js';
import { useSavedCharacters } from '../lib/use-saved-characters.js';

/**
 * /step1: the visitor describes the main character and any supporting characters (docs/product/step1-characters.md).
 */
export default function Step1Page() {
  usePageview('/step1', 'Step 1');
  const navigate = useNavigate();
  const { main, supporting, updateMain, updateSupporting, addSupporting, removeSupporting, restore } =
    useCharacterForms();
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const missingNames = charactersMissingNames([main, ...supporting]);

  // A new pass through step 1 invalidates the premise and outline built from the old characters.
  useEffect(() => {
    clearLaterStepData();
  }, []);
  const loaded = useSavedCharacters(restore);

  useEffect(() => {
    // The first field to fix is brought into view and focused, and named aloud: on a phone the form's top can be
    // several screens above it (a supporting character's name), where the visitor would see nothing wrong.
    if (failedAttempts === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    scrollSmoothlyTo(field, 'center');
    field.focus({ preventScroll: true });
    setAnnouncement(describeFieldInError(field));
  }, [failedAttempts]);

  const showFormTop = () => scrollSmoothlyTo(formRef.current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (charactersInError([main, ...supporting]).size > 0) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    setAnnouncement('');
    setSaving(true);
    const characters = [main, ...supporting].map(characterFormToSaved);
    storeCharactersLocally(characters);
    try {
      if ((await saveCharacters(characters)) === CHARACTERS_SAVED_MESSAGE) {
        navigate('/step2');
        return;
      }
    } catch {
      // A failed save shows no message (docs/product/errors.md#step-1-characters); the visitor stays on the form.
    }
    setSaving(false);
    showFormTop();
  };

  return (
    <PageContainer>
      <StepIndicator active={0} />
      <PageTitle>Create Your Main Characters</PageTitle>
      {!loaded ? (
        <Status role="status">Loading your characters...</Status>
      ) : (
        <Form ref={formRef} noValidate aria-label="Characters" onSubmit={submit}>
          <MainCharacterForm
            character={main}
            onChange={updateMain}
            showNameError={attempted && missingNames.has(main.id)}
          />
          <section aria-labelledby="supporting-characters-heading">
            <SectionHeading id="supporting-characters-heading">Supporting characters</SectionHeading>
            <SupportingCharacterList
              supporting={supporting}
              onChange={updateSupporting}
              onRemove={removeSupporting}
              onAdd={addSupporting}
              showNameError={(id) => attempted && missingNames.has(id)}
            />
          </section>
          {announcement ? <VisuallyHidden role="alert">{announcement}</VisuallyHidden> : null}
          <Actions>
            <Button type="submit" busy={saving} busyLabel="Saving...">
              Proceed to step 2
            </Button>
          </Actions>
        </Form>
      )}
    </PageContainer>
  );
}

const Form = styled.form`
  max-width: 900px;
  margin: 0 auto;
  scroll-margin-top: ${(props) => props.theme.space(2)};
`;

const SectionHeading = styled.h2`
  font-size: 1.35rem;
  margin: ${(props) => props.theme.space(2)} 0;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${(props) => props.theme.space(4)};
`;

const Status = styled.p`
  text-align: center;
  color: ${(props) => props.theme.colors.textMuted};
`;
